// Informe para IR (spec §2 "Income-tax statement", §3 "Base year", §7 "History and tax", issue 13):
//   GET /api/beneficiarios/anos-base?sort=desc          the base years, each saying whether it has a statement
//   GET /api/beneficiarios/demonstrativo/{anoBase}      the statement (PDF) the member attaches to the IRPF
// The statement's values are the PAGO bills of the year (issue 12's tables): one source of truth. See
// docs/decisions/0015.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { ARQUIVO_PDF, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

export const anoBaseSchema = z.object({
  /** The calendar year the payments were made in (2025 for the declaration filed in 2026). */
  anoBase: z.number().int(),
  /**
   * Only years with a statement offer the download (spec §2). A year's statement is issued on 1 February
   * of the next year: the year in progress never has one (decision 0015).
   */
  possuiDemonstrativo: z.boolean(),
});
export type AnoBase = z.infer<typeof anoBaseSchema>;

export const anosBaseResponseSchema = z.object({
  anosBase: z.array(anoBaseSchema),
  /** Spec §8 friendly message when there is no year at all. */
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type AnosBaseResponse = z.infer<typeof anosBaseResponseSchema>;

export const anosBaseQuerySchema = z.object({
  /** Newest first by default (the call the spec names is `?sort=desc`). */
  sort: z.enum(['asc', 'desc']).optional(),
});

export const anoBaseParamsSchema = z.object({ anoBase: z.coerce.number().int().min(1900).max(9999) });

const tags = ['informe-ir'];

/**
 * Behind tela-informativo-ir. The years and the statement cover the contracts the caller is financially
 * responsible for (titular or contratante, as the bills of issue 12); a year the family has no paid bill
 * in is a 404, and so is a year without a statement yet. Every call is audited and counts as a use of
 * the resource 'INFORME_IR'.
 */
export const informeIrEndpoints = {
  anosBase: defineEndpoint({
    operationId: 'listarAnosBase',
    method: 'GET',
    path: '/beneficiarios/anos-base',
    access: TELA.informeIr,
    uso: 'INFORME_IR',
    query: anosBaseQuerySchema,
    response: anosBaseResponseSchema,
    summary: 'Anos-base com pagamentos da família e se já têm demonstrativo para o IR',
    description:
      'Os anos-base com pagamentos do grupo familiar, do mais recente ao mais antigo, cada um dizendo se já tem demonstrativo para o Imposto de Renda.',
    tags,
  }),
  demonstrativo: defineEndpoint({
    operationId: 'baixarInformeIr',
    method: 'GET',
    path: '/beneficiarios/demonstrativo/:anoBase',
    access: TELA.informeIr,
    uso: 'INFORME_IR',
    params: anoBaseParamsSchema,
    response: ARQUIVO_PDF,
    summary: 'Demonstrativo para o Imposto de Renda do ano-base (PDF)',
    description:
      'O demonstrativo de pagamentos do ano-base em PDF, para a declaração do Imposto de Renda: os títulos pagos no ano, por beneficiário.',
    tags,
  }),
};
