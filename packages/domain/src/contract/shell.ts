// Contract of spec §7 parameters, maintenance and operator contacts.
import { z } from 'zod';

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

/** GET /api/parametros/publicos?nome=A&nome=B and /restritos: repeated `nome` keys. Unknown names are omitted. */
export const parametrosQuerySchema = z.object({
  nome: z.union([z.string().min(1).max(60), z.array(z.string().min(1).max(60)).max(50)]),
});
export const parametroSchema = z.object({ nome: z.string(), valor: z.string() });
export const parametrosResponseSchema = z.array(parametroSchema);
export type Parametro = z.infer<typeof parametroSchema>;

/** GET /api/bemmais/status (spec §3 "Maintenance status"). */
export const statusManutencaoSchema = z.object({
  emManutencao: z.boolean(),
  mensagem: z.string().nullable(),
});
export type StatusManutencao = z.infer<typeof statusManutencaoSchema>;

/** Spec §3 contact types and the operator's phone contact keys. */
export const TIPOS_CONTATO = [
  'EMAIL',
  'TELEFONE_COMERCIAL',
  'TELEFONE_CELULAR',
  'TELEFONE_RESIDENCIAL',
  'MSN',
  'GOOGLE_TALK',
  'SITE',
  'WHATSAPP_COMERCIAL',
  'WHATSAPP_PESSOAL',
] as const;
export type TipoContato = (typeof TIPOS_CONTATO)[number];
export const CHAVES_CONTATO_OPERADORA = [
  'FONE_SAC',
  'FONE_ANS',
  'EMAIL_SAC',
  'FONE_SOS_EMERGENCIA',
  'FONE_SOS_GERAL',
] as const;
export type ChaveContatoOperadora = (typeof CHAVES_CONTATO_OPERADORA)[number];

/** GET /api/beneficiarios/atendimentos/contatos-unimed: the operator's service channels. */
export const contatoOperadoraSchema = z.object({
  chave: z.enum(CHAVES_CONTATO_OPERADORA),
  descricao: z.string(),
  tipo: z.enum(TIPOS_CONTATO),
  valor: z.string(),
  /** Whether the number also takes messaging-app chats (spec §7 helper links). */
  aceitaWhatsapp: z.boolean(),
});
export const contatosOperadoraResponseSchema = z.array(contatoOperadoraSchema);
export type ContatoOperadora = z.infer<typeof contatoOperadoraSchema>;
