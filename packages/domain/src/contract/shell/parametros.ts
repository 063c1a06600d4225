// Contract of spec §7 "Session and parameters": the operator's parameters and the maintenance status.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

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

const tags = ['shell'];

export const parametrosEndpoints = {
  // Public: the shell needs them before login (footer, bot-check, chatbot, VLibras).
  publicos: defineEndpoint({
    method: 'GET',
    path: '/parametros/publicos',
    access: 'public',
    query: parametrosQuerySchema,
    response: parametrosResponseSchema,
    summary: 'Parâmetros públicos da operadora (nome repetido na query)',
    tags,
  }),
  restritos: defineEndpoint({
    method: 'GET',
    path: '/parametros/restritos',
    access: 'session',
    query: parametrosQuerySchema,
    response: parametrosResponseSchema,
    summary: 'Parâmetros da operadora para usuários logados (públicos e restritos)',
    tags,
  }),
  // Public: checked when the portal starts, before anything else shows.
  statusManutencao: defineEndpoint({
    method: 'GET',
    path: '/bemmais/status',
    access: 'public',
    response: statusManutencaoSchema,
    summary: 'Aviso de manutenção',
    tags,
  }),
};
