// Spec §3 "Plan contract": the plan list every plan-tab screen reads (meu plano, cartão virtual, faixa
// etária, and later histórico de reajuste and coparticipação). §8: a list may carry a friendly message.
import { z } from 'zod';
import type { TelaPermission } from '../../access/permissions.js';
import { TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

export const contratoResumoSchema = z.object({
  codigo: z.string(),
  plano: z.string(),
  segmentacao: z.string(),
});
export type ContratoResumo = z.infer<typeof contratoResumoSchema>;

export const contratosResponseSchema = z.object({
  contratos: z.array(contratoResumoSchema),
  mensagem: z.string().optional(),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type ContratosResponse = z.infer<typeof contratosResponseSchema>;

/** Plan codes are the public contract numbers of the seed and of the operator: digits only. */
export const codigoPlanoSchema = z.string().regex(/^\d{1,20}$/);
export const codigoPlanoParamsSchema = z.object({ codigoPlano: codigoPlanoSchema });

/** The `…/contratos` endpoint of a plan-tab screen, behind that screen's own permission. */
export const contratosEndpoint = <const P extends string, const A extends TelaPermission>(
  path: P,
  access: A,
  tags: readonly string[],
  operationId: string,
) =>
  defineEndpoint({
    method: 'GET',
    path,
    access,
    response: contratosResponseSchema,
    operationId,
    summary: 'Contratos (planos) visíveis ao beneficiário',
    description:
      'As abas de contrato da tela: os contratos (código, plano e segmentação) do usuário e do grupo familiar que ele vê. Sem contrato, a lista vem vazia com uma mensagem amigável.',
    tags,
  });
