// Contract of spec §7 "Session and parameters": the operator's parameters and the maintenance status.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

// The names live in a module without zod: the web reads them on its first screen (issue 11).
export { PARAMETROS_PUBLICOS, PARAMETROS_RESTRITOS } from './parametros-nomes.js';
export type { NomeParametro, ParametroPublico, ParametroRestrito } from './parametros-nomes.js';

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
    operationId: 'listarParametrosPublicos',
    method: 'GET',
    path: '/parametros/publicos',
    access: 'public',
    query: parametrosQuerySchema,
    response: parametrosResponseSchema,
    summary: 'Parâmetros públicos da operadora (nome repetido na query)',
    description:
      'Os parâmetros da operadora pedidos (nome repetido na query) que o catálogo marca como públicos, usados pela moldura do portal antes do login: rodapé, bot-check, chatbot, VLibras.',
    tags,
  }),
  restritos: defineEndpoint({
    operationId: 'listarParametrosRestritos',
    method: 'GET',
    path: '/parametros/restritos',
    access: 'session',
    query: parametrosQuerySchema,
    response: parametrosResponseSchema,
    summary: 'Parâmetros da operadora para usuários logados (públicos e restritos)',
    description:
      'Os parâmetros da operadora pedidos (nome repetido na query) que o catálogo deixa um usuário logado ler: os públicos e os restritos a membros.',
    tags,
  }),
  // Public: checked when the portal starts, before anything else shows.
  statusManutencao: defineEndpoint({
    operationId: 'obterStatusManutencao',
    method: 'GET',
    path: '/bemmais/status',
    access: 'public',
    response: statusManutencaoSchema,
    summary: 'Aviso de manutenção',
    description:
      'Se o portal está em manutenção, e a mensagem a mostrar. O portal o lê ao abrir, antes de qualquer outra coisa.',
    tags,
  }),
};
