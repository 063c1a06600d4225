// The server's messages (issue 40 split them from messages.ts): the refusals and answers the API words, which the
// browser only shows as they come. A module of their own, so the login's first load — which imports messages.ts —
// does not carry the whole list; the few the browser also writes itself are constants in messages.ts, used here.
import {
  MENSAGEM_CODIGO_INVALIDO,
  MENSAGEM_CREDENCIAIS_INVALIDAS,
  MENSAGEM_CSRF_INVALIDO,
  MENSAGEM_ERRO_GENERICO,
  MENSAGEM_ROBO_EXIGIDO,
  MENSAGEM_ROBO_RECUSADO,
  MENSAGEM_SENHA_COMUM,
  MENSAGEM_SENHA_DADOS_PESSOAIS,
  MENSAGEM_TOKEN_INVALIDO,
} from './messages.js';

/**
 * Messages the spec leaves "not shown" and we had to word; decided in docs/decisions/0002.
 * They live here so server and web say the same thing.
 */
export const SERVER_MESSAGES = {
  invalidCredentials: MENSAGEM_CREDENCIAIS_INVALIDAS,
  tooManyAttempts: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  tooManyRequests: 'Muitas requisições. Aguarde alguns instantes e tente novamente.',
  captchaRejected: MENSAGEM_ROBO_RECUSADO,
  botCheckRequired: MENSAGEM_ROBO_EXIGIDO,
  notAuthenticated: 'Sessão expirada. Nova autenticação necessária',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  csrfInvalid: MENSAGEM_CSRF_INVALIDO,
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
  unexpected: MENSAGEM_ERRO_GENERICO,
  invalidAccessToken: MENSAGEM_TOKEN_INVALIDO,
  // The operator's service desk blocked the account (issue 39, decision 0042): the right password is refused too.
  accountBlocked:
    'Seu acesso ao portal está bloqueado pela operadora. Fale com a central de atendimento para desbloqueá-lo.',
  genericError: MENSAGEM_ERRO_GENERICO,
  // The database is unreachable for a moment (issue 18): the request can be repeated as it was.
  serviceUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  // Upload ceilings (issue 34, docs/decisions/0027): one account's uploads at once, an instance's, a day's filings.
  uploadInProgress: 'Você já tem um envio de arquivos em andamento. Aguarde a conclusão e tente novamente.',
  uploadsBusy: 'O portal está recebendo muitos arquivos agora. Aguarde alguns instantes e tente novamente.',
  dailyFilingLimit:
    'Você atingiu o limite de solicitações deste tipo por hoje. Tente novamente amanhã ou fale com a operadora.',
  // Account life cycle (issue 3; decided in docs/decisions/0004).
  invalidCode: MENSAGEM_CODIGO_INVALIDO,
  tooManyCodes: 'Limite de envios de código atingido. Aguarde 15 minutos e tente novamente.',
  commonPassword: MENSAGEM_SENHA_COMUM,
  personalDataPassword: MENSAGEM_SENHA_DADOS_PESSOAIS,
  wrongCurrentPassword: 'Senha atual incorreta.',
  samePassword: 'A nova senha deve ser diferente da senha atual.',
  passwordsDiffer: 'As senhas não conferem.',
  alreadyRegistered: 'Você já possui cadastro no portal. Use "Esqueci minha senha" para recuperar o acesso.',
  passwordChanged: 'Senha alterada com sucesso!',
  passwordReset: 'Senha redefinida com sucesso! Entre com seu CPF e a nova senha.',
} as const;
