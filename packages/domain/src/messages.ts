// Every user-facing message of the spec (§2, §4, §5, §8), written once. Server and web import from here.

export const MESSAGES = {
  // §8 feedback headings
  headingSuccess: 'Ocorreu tudo bem!',
  headingError: 'Ocorreu um problema!',
  // §8 / §4
  sessionExpired: 'Sessão expirada. Nova autenticação necessária',
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
  conflict: 'A operação conflita com outra feita ao mesmo tempo. Atualize a página e tente novamente.',
  unexpected: 'Não foi possível concluir a operação. Tente novamente mais tarde.',
  invalidAccessToken: 'Token de acesso inválido ou expirado.',
  genericError: 'Não foi possível concluir a operação. Tente novamente mais tarde.',
  // Account life cycle (issue 3; decided in docs/decisions/0004).
  invalidCode: 'Código inválido ou expirado. Confira o código recebido ou peça um novo.',
  tooManyCodes: 'Limite de envios de código atingido. Aguarde 15 minutos e tente novamente.',
  commonPassword: 'Essa senha é muito comum. Escolha outra.',
  personalDataPassword: 'A senha não pode conter seu CPF nem sua data de nascimento.',
  wrongCurrentPassword: 'Senha atual incorreta.',
  samePassword: 'A nova senha deve ser diferente da senha atual.',
  passwordsDiffer: 'As senhas não conferem.',
  alreadyRegistered: 'Você já possui cadastro no portal. Use "Esqueci minha senha" para recuperar o acesso.',
  registered: 'Cadastro realizado com sucesso! Entre com seu CPF e a senha criada.',
  passwordChanged: 'Senha alterada com sucesso!',
  passwordReset: 'Senha redefinida com sucesso! Entre com seu CPF e a nova senha.',
} as const;

/** Meu Plano, Cartão Virtual and Troca de Faixa Etária (issue 4; wording decided in docs/decisions/0008). */
export const PLANO_MESSAGES = {
  noPlans: 'Nenhum plano encontrado.',
  alreadyCancelled: 'Este contrato já está cancelado.',
  titularOnly: 'Somente o titular do contrato pode fazer esta solicitação.',
  dependantOnly: 'A certidão de óbito deve ser de um dependente deste contrato.',
  deathCertificateAlreadySent: 'Já existe uma certidão de óbito enviada para este dependente.',
  noAgeBandHistory: 'Nenhuma troca de faixa etária registrada neste contrato.',
  shareLinkInvalid: 'Link do cartão expirado ou inválido.',
  shareLinkCopied: 'Link do cartão copiado.',
  // Shared links one by one (issue 9; wording decided in docs/decisions/0011).
  noActiveShareLinks: 'Nenhum link compartilhado ativo.',
  shareLinkRevokeTitle: 'Revogar este link?',
  shareLinkRevokeConfirm: 'Revogar',
  shareLinkRevokeCancel: 'Cancelar',
  shareLinkRevoked: 'Link revogado. Quem o recebeu não consegue mais abrir o cartão.',
  offlineCard: 'Sem conexão: exibindo o cartão salvo neste aparelho.',
  noCardOffline: 'Sem conexão e sem cartão salvo neste aparelho.',
  cancelledNoCard: 'Este contrato está cancelado: não há cartão válido para apresentar.',
  cancelConfirm: 'Li e estou ciente',
} as const;

/** The revoke question: whose link, and that it ends at once. */
export const shareLinkRevokeText = (nome: string): string =>
  `O link do cartão de ${nome} deixará de abrir o cartão imediatamente. Quem o recebeu não conseguirá mais acessá-lo.`;

/** 'Cancelamento solicitado. Protocolo n° {p}.' */
export const cancellationRequested = (protocolo: string): string =>
  `Cancelamento solicitado. Protocolo n° ${protocolo}.`;
/** 'Certidão de óbito enviada. Protocolo n° {p}.' */
export const deathCertificateSent = (protocolo: string): string =>
  `Certidão de óbito enviada. Protocolo n° ${protocolo}.`;

/**
 * What ANS Normative Resolution 412/2016 (art. 15) requires the titular to be told before a
 * cancellation of an individual or family plan is confirmed.
 */
export const RN412_CANCELLATION_NOTICE = [
  'O cancelamento tem efeito imediato a partir da ciência da operadora e é irretratável.',
  'O cancelamento do contrato pelo titular encerra também a cobertura de todos os seus dependentes.',
  'As mensalidades vencidas e os valores de coparticipação de atendimentos realizados antes do cancelamento continuam devidos.',
  'Atendimentos solicitados após o cancelamento não terão cobertura, e a contratação de um novo plano poderá exigir o cumprimento de novas carências.',
  'Você receberá um número de protocolo desta solicitação e, em até 10 dias úteis, o comprovante de cancelamento.',
] as const;

/** Dados pessoais, 2ª via de cartão and carta de portabilidade (issue 4 A; wording in docs/decisions/0006). */
export const DADOS_MESSAGES = {
  saved: 'Dados alterados com sucesso!',
  nothingChanged: 'Nenhuma alteração para salvar.',
  readOnly:
    'Os dados desta pessoa podem ser consultados, mas só ela (ou o titular, para um dependente) pode alterá-los.',
  segundaViaPendente:
    'Já existe uma solicitação de 2ª via em andamento para este cartão. Acompanhe pelo protocolo informado.',
  semEndereco: 'Não há endereço cadastrado. Informe um endereço de entrega.',
  cepLookupFailed: 'Não encontramos esse CEP. Confira o número ou preencha o endereço.',
} as const;

/** '2ª via solicitada. Protocolo n° {p}.' */
export const segundaViaRequested = (protocolo: string): string =>
  `2ª via solicitada. Protocolo n° ${protocolo}.`;

// Situação Financeira and Débito em Conta: a module of their own, so the web's lazy financial screens
// that use them do not add them to the chunk every screen (the login too) loads with this file.
export * from './messages-financeiro.js';
