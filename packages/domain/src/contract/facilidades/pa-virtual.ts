// PA Virtual (spec §2 Facilidades "PA Virtual (virtual emergency care, no route)", §7 "Other reads", §8 "The
// virtual emergency room returns mensagemAmigavel, shown as an error"; issue 17):
//   GET /beneficiarios/pa-virtual   the link of the operator's virtual emergency care, or why not
// Guarded by the menu entry's own permission (menu-pa-virtual): the entry has no screen, so no tela-*
// permission exists for it. Coverage and address are operator parameters (PA_VIRTUAL_PRODUTOS,
// PA_VIRTUAL_URL); see docs/decisions/0022.
import { z } from 'zod';
import { MENU } from '../../access/permissions.js';
import { TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/**
 * Either the link (a plan of the member covers it) or the friendly message of spec §8, which the web shows
 * as an error alert. Both answer 200: not being covered is an answer about the plan, not a failed call.
 */
export const paVirtualSchema = z.union([
  z.object({ link: z.url() }),
  z.object({ mensagemAmigavel: z.string(), tipoMensagem: z.enum(TIPO_MENSAGEM) }),
]);
export type PaVirtual = z.infer<typeof paVirtualSchema>;

export const paVirtualEndpoints = {
  link: defineEndpoint({
    operationId: 'obterLinkPaVirtual',
    method: 'GET',
    path: '/beneficiarios/pa-virtual',
    access: MENU.paVirtual,
    uso: 'PA_VIRTUAL',
    response: paVirtualSchema,
    summary: 'Link do Pronto Atendimento Virtual, se algum plano do beneficiário o cobre',
    description:
      'O endereço do Pronto Atendimento Virtual (teleconsulta) da operadora quando algum plano do usuário o cobre; senão, uma mensagem amigável dizendo por quê. Cobertura e endereço são parâmetros da operadora.',
    tags: ['pa-virtual'],
  }),
};
