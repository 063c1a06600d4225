// Words of the acceptance of a new version of the terms of use (issue 38), in a zod-free leaf: the member
// web's query cache reads `termosPendentes` to recognise the server's refusal without loading a schema.
export const ACEITE_TERMOS_MESSAGES = {
  /**
   * The 403 every member call answers (but the account's own: usuario, logout, password, this acceptance)
   * while the current version of the terms is not accepted. The web recognises it by this text.
   */
  termosPendentes: 'Os Termos de uso mudaram. Para continuar usando o portal, leia e aceite a nova versão.',
  /** The version accepted is no longer the current one (another was published while the member read). */
  versaoNaoAtual: 'Os Termos de uso mudaram enquanto você lia. Leia a nova versão para aceitá-la.',
} as const;
