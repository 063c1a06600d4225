// The words of the members' passkeys (issue 42, decision 0054), for the server and the web alike — apart from
// the contracts so that the login's button and the screen do not load zod for them. "Chave de acesso" is the
// Portuguese the big platforms use for a passkey; "passkey" is said once, in parentheses, for those who know it.

/** The longest name a passkey may have (it is shown in a list and in a card at 360 px). */
export const NOME_CHAVE_MAXIMO = 60;

export const CHAVES_ACESSO_MESSAGES = {
  nomeObrigatorio: 'Dê um nome à chave de acesso.',
  nomeLongo: `O nome pode ter até ${NOME_CHAVE_MAXIMO} caracteres.`,
  codigoInvalido: 'Código inválido ou expirado. Peça um novo código.',
  recusada: 'O navegador não criou a chave de acesso ou o tempo acabou. Peça um novo código e tente de novo.',
  jaCadastrada: 'Esta chave de acesso já está cadastrada.',
  /** The sign-in door's one refusal (unknown or removed passkey, used challenge, bad signature). */
  entradaRecusada:
    'Não foi possível entrar com esta chave de acesso. Tente de novo ou entre com o CPF e a senha.',
  /** The browser's own refusals, in Portuguese (the dialog closed, no passkey of the portal on the device…). */
  cancelada:
    'A chave de acesso não foi usada: a janela do navegador foi fechada ou o tempo acabou. Tente de novo ou entre com o CPF e a senha.',
  jaNoDispositivo: 'Este dispositivo já tem uma chave de acesso sua para o portal.',
  enderecoRecusado:
    'O navegador recusou a chave de acesso neste endereço. Abra o portal pelo endereço oficial.',
  navegadorSemSuporte: 'Não foi possível usar chaves de acesso neste navegador. Entre com o CPF e a senha.',
  cadastrada: (nome: string) => `Chave de acesso "${nome}" cadastrada. Na próxima vez, entre com ela.`,
  renomeada: 'Nome da chave de acesso alterado.',
  removida: 'Chave de acesso removida. O CPF e a senha continuam valendo.',
} as const;
