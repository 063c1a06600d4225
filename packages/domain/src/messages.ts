// Every user-facing message of the spec (§2, §4, §5, §8), written once. Server and web import from here.

export const MESSAGES = {
  // §8 feedback headings
  headingSuccess: 'Ocorreu tudo bem!',
  headingError: 'Ocorreu um problema!',
  // §8 / §4
  sessionExpired: 'Sessão expirada. Nova autenticação necessária',
  // Issue 37: a voluntary "Sair" is confirmed on the login screen (the spec words only the expiry).
  signedOut: 'Você saiu do portal.',
  expiredPassword: 'Troque sua senha expirada para poder usar os outros serviços',
  popupBlocked: 'O bloqueador de pop-up do seu navegador está impedindo o download.',
  parameterNotFound: 'Parâmetro não encontrado!',
  noRecordsFound: 'Nenhum registro encontrado.',
  noCards: 'Nenhum cartão para exibir.',
  unexpectedErrorPanel: 'Opps, erro inesperado!',
  reload: 'Carregar Novamente',
  dropFileHere: 'Solte o arquivo aqui!',
  noOptions: 'Sem opções',
  switchNo: 'Não',
  switchYes: 'Sim',
  contactNoneOfThese: 'Não é nenhum desses e-mails/telefones?',
  // §2 edit-mode leave prompt
  leaveTitle: 'Deseja sair mesmo assim?',
  leaveText: 'Existem modificações não salvas.',
  leaveCancel: 'Não',
  leaveConfirm: 'Sim, sair!',
  // §5 field validators
  required: 'Campo obrigatório',
  invalidEmail: 'Informe um e-mail válido.',
  invalidCpf: 'CPF inválido',
  invalidCnpj: 'Cnpj inválido',
  invalidCpfCnpj: 'Cpf/Cnpj inválido',
  invalidCns: 'Cartão Nacional de Saúde inválido',
  invalidCep: 'CEP inválido',
  periodBothInvalid: 'Ambas as datas são inválidas',
  periodEndInvalid: 'Período final é inválido',
  periodStartInvalid: 'Período inicial é inválido',
  periodIncomplete: 'Preenchimento incompleto',
  periodStartAfterEnd: 'Período inicial está maior que final',
  periodFuture: 'Sua data está no futuro',
  periodOverFiveYears: 'Período selecionado tem mais de 5 anos',
  monthPeriodCheck: 'Verifique o período selecionado.',
  monthPeriodOverFiveYears: 'Período selecionado não deve ser maior que 5 anos.',
  invalidMonth: 'Mês inválido!',
  invalidYear: 'Ano inválido',
  invalidDate: 'Data inválida',
  invalidPhone: 'Por favor, corrija seu número de telefone seguindo este formato: (11) 96123-4567',
  landlineHint: '(11) 2345-6789',
  invalidNumber: 'Número inválido',
  invalidValue: 'Valor inválido',
  forbiddenCharacter: 'Caractere não permitido',
  // §5 uploads
  invalidFileFormat: '- Formato de arquivo inválido.',
  documentRequired: 'Documento obrigatório.',
  imageNotBlob: 'The file given is not an instance of Blob or File',
  imageNotImage: 'The file given is not an image',
} as const;

/** '{label} inválido' (spec §5: min/max length, name-like text, password strength, bank fields). */
export const invalidLabel = (label: string): string => `${label} inválido`;
/** '{min} a {max} caracteres' (spec §5 password field). */
export const lengthBetween = (min: number, max: number): string => `${min} a ${max} caracteres`;
/** '- O arquivo deve ter no máximo {size}.' (spec §5 uploads). */
export const fileTooLarge = (size: string): string => `- O arquivo deve ter no máximo ${size}.`;
/** 'É permitido enviar somente {n} arquivo(s).' (spec §5 uploads). */
export const tooManyFiles = (n: number): string => `É permitido enviar somente ${n} arquivo(s).`;
/** 'Olá, {first name}!' (spec §2 user menu). */
export const greeting = (firstName: string): string => `Olá, ${firstName}!`;
/** 'ANS - n° {registration}' (spec §2 footer). */
export const ansRegistration = (registration: string): string => `ANS - n° ${registration}`;
/** 'n/max Caracteres' counter (spec §5). */
export const charCounter = (n: number, max: number): string => `${n}/${max} Caracteres`;

/**
 * Messages the spec leaves "not shown" and we had to word; decided in docs/decisions/0002.
 * They live here so server and web say the same thing.
 */
export const SERVER_MESSAGES = {
  invalidCredentials: 'CPF ou senha inválidos.',
  tooManyAttempts: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  tooManyRequests: 'Muitas requisições. Aguarde alguns instantes e tente novamente.',
  captchaRejected: 'Não foi possível confirmar que você não é um robô. Tente novamente.',
  botCheckRequired: 'Por segurança, confirme que você não é um robô e tente novamente.',
  notAuthenticated: 'Sessão expirada. Nova autenticação necessária',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  csrfInvalid: 'Requisição recusada por segurança. Recarregue a página e tente novamente.',
  originMissing: 'Origem da requisição não informada.',
  notFound: 'Registro não encontrado.',
  invalidRequest: 'Requisição inválida.',
  // Router-level refusals (issue 9): an unknown Host, an address or headers too long, a stalled request.
  misdirectedRequest: 'Este endereço não é atendido por este servidor.',
  uriTooLong: 'O endereço da requisição é longo demais.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  requestTimeout: 'A requisição demorou demais. Tente novamente.',
  // A known /api or /integracao path called with a method it does not have (issue 35); `Allow` lists them.
  methodNotAllowed: 'Método não permitido neste endereço.',
  conflict: 'A operação conflita com outra feita ao mesmo tempo. Atualize a página e tente novamente.',
  unexpected: 'Não foi possível concluir a operação. Tente novamente mais tarde.',
  invalidAccessToken: 'Token de acesso inválido ou expirado.',
  // The operator's service desk blocked the account (issue 39, decision 0042): the right password is refused too.
  accountBlocked:
    'Seu acesso ao portal está bloqueado pela operadora. Fale com a central de atendimento para desbloqueá-lo.',
  genericError: 'Não foi possível concluir a operação. Tente novamente mais tarde.',
  // The database is unreachable for a moment (issue 18): the request can be repeated as it was.
  serviceUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  // Upload ceilings (issue 34, docs/decisions/0027): one account's uploads at once, an instance's, a day's filings.
  uploadInProgress: 'Você já tem um envio de arquivos em andamento. Aguarde a conclusão e tente novamente.',
  uploadsBusy: 'O portal está recebendo muitos arquivos agora. Aguarde alguns instantes e tente novamente.',
  dailyFilingLimit:
    'Você atingiu o limite de solicitações deste tipo por hoje. Tente novamente amanhã ou fale com a operadora.',
  // Account life cycle (issue 3; decided in docs/decisions/0004).
  invalidCode: 'Código inválido ou expirado. Confira o código recebido ou peça um novo.',
  tooManyCodes: 'Limite de envios de código atingido. Aguarde 15 minutos e tente novamente.',
  commonPassword: 'Essa senha é muito comum. Escolha outra.',
  personalDataPassword: 'A senha não pode conter seu CPF nem sua data de nascimento.',
  wrongCurrentPassword: 'Senha atual incorreta.',
  samePassword: 'A nova senha deve ser diferente da senha atual.',
  passwordsDiffer: 'As senhas não conferem.',
  alreadyRegistered: 'Você já possui cadastro no portal. Use "Esqueci minha senha" para recuperar o acesso.',
  passwordChanged: 'Senha alterada com sucesso!',
  passwordReset: 'Senha redefinida com sucesso! Entre com seu CPF e a nova senha.',
} as const;
