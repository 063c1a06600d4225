// Messages of the first access's last step (issue 37), re-exported by the package index: apart from
// SERVER_MESSAGES (messages-servidor.ts), so the login's first load does not carry them.
export const CADASTRO_MESSAGES = {
  /** The account is created and its session open: the member is already in. */
  registered: 'Cadastro realizado com sucesso! Você já está no portal.',
  termsNotAccepted: 'Para criar sua conta, aceite os Termos de uso e a Política de privacidade.',
} as const;
