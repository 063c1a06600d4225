// Operator parameter names of spec §3, without zod: the web's first screen reads the public ones.
/** Operator parameter names (spec §3 "Operator parameter"). Public ones are readable before login. */
export const PARAMETROS_PUBLICOS = [
  'NOME_OPERADORA',
  'NOME_ABREVIADO',
  'ENDERECO',
  'REGISTRO_ANS',
  'FONE_CONTATO',
  'WHATSAPP_CONTATO',
  'URL_GUIA_MEDICO',
  'CAPTCHA_PROVEDOR',
  'CAPTCHA_CHAVE_SITE',
  'CHATBOT_URL',
  'CHATBOT_LICENCA',
  'VLIBRAS_URL',
] as const;
export const PARAMETROS_RESTRITOS = [
  'TAMANHO_MAXIMO_ARQUIVO_MB',
  'EXTENSOES_PERMITIDAS',
  'URL_CONSULTA_CEP',
  'FONE_AGENDAMENTO_AUTORIZACAO',
  'FONE_AGENDAMENTO_CONTATO',
] as const;
export type ParametroPublico = (typeof PARAMETROS_PUBLICOS)[number];
export type ParametroRestrito = (typeof PARAMETROS_RESTRITOS)[number];
export type NomeParametro = ParametroPublico | ParametroRestrito;
