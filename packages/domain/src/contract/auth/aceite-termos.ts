// Contract of POST /api/usuario/aceite-termos (issue 38): a member accepts the current version of the terms
// of use. While the current version, published after the account was created, is not accepted, the server
// answers every other member call 403 (ACEITE_TERMOS_MESSAGES.termosPendentes) and GET /api/usuario says
// `aceiteTermosPendente`; the web then shows the new text before anything else. The version is sent back
// so a member never accepts a text they did not see: another version published meanwhile is a 409.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { usuarioSchema } from './usuario.js';

export const aceiteTermosBodySchema = z.object({
  /** The number of the version the member read (GET /termos-de-uso's `versao`). */
  versao: z.number().int().positive().max(1_000_000),
});

export const aceiteTermosEndpoints = {
  aceitarTermos: defineEndpoint({
    operationId: 'aceitarTermosDeUso',
    method: 'POST',
    path: '/usuario/aceite-termos',
    access: 'session',
    allowPendingTerms: true,
    body: aceiteTermosBodySchema,
    response: usuarioSchema,
    erros: [409],
    summary: 'Aceitar os Termos de uso',
    description:
      'Registra que o usuário logado aceitou a versão em vigor dos Termos de uso (a versão, a hora e o endereço de onde veio; uma vez por versão, aparece na exportação dos seus dados) e responde o usuário, já sem aceite pendente. Uma versão que não é a em vigor responde 409: outra foi publicada enquanto o usuário lia.',
    tags: ['auth'],
  }),
};
