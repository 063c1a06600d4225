// Histórico de Reajuste (spec §2 "Price-adjustment history", §7 "History and tax", issue 13):
//   GET /api/beneficiarios/historico-reajuste/contratos       the plan tabs
//   GET /api/beneficiarios/historico-reajuste/{codigoPlano}   the contract's adjustments, newest first
// Percentages are integer basis points (963 = 9,63 %, shown with formatPontosBase); fees are integer cents.
// Age-band rows come from the Troca de Faixa Etária history (one source). See docs/decisions/0015.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { centavos, isoDate, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { codigoPlanoParamsSchema, contratosEndpoint } from '../meus-dados/contratos.js';

/** Kinds of adjustment with their labels: the annual one (by how the plan is contracted) and age bands. */
export const TIPOS_REAJUSTE = [
  { tipo: 'ANUAL_ANS', nome: 'Reajuste anual (teto ANS)' },
  { tipo: 'ANUAL_POOL', nome: 'Reajuste anual (pool de risco)' },
  { tipo: 'ANUAL_NEGOCIADO', nome: 'Reajuste anual (negociado)' },
  { tipo: 'FAIXA_ETARIA', nome: 'Mudança de faixa etária' },
] as const;
export type TipoReajuste = (typeof TIPOS_REAJUSTE)[number]['tipo'];
export const TIPOS_REAJUSTE_CODIGOS = TIPOS_REAJUSTE.map((t) => t.tipo) as [TipoReajuste, ...TipoReajuste[]];

export const reajusteSchema = z.object({
  id: z.string(),
  /** The day the new price took effect (operator calendar). */
  data: isoDate,
  tipo: z.enum(TIPOS_REAJUSTE_CODIGOS),
  /** 'Reajuste anual 2025/2026 (teto ANS)', 'Faixa 34 a 38 anos → 39 a 43 anos'. */
  descricao: z.string(),
  /** The beneficiary of an age-band change; null for the contract's annual adjustment. */
  beneficiario: z.object({ nome: z.string(), cpf: z.string() }).nullable(),
  /** Basis points: 963 = 9,63 %. */
  percentualPontosBase: z.number().int(),
  /** The contract's monthly fee (annual) or the beneficiary's (age band), before and after. */
  mensalidadeAnteriorCentavos: centavos,
  mensalidadeNovaCentavos: centavos,
});
export type Reajuste = z.infer<typeof reajusteSchema>;

export const historicoReajusteResponseSchema = z.object({
  codigoPlano: z.string(),
  plano: z.string(),
  /** 'Individual/Familiar', 'Coletivo por Adesão', 'Coletivo Empresarial'. */
  tipoContratacao: z.string(),
  /** Newest first. */
  reajustes: z.array(reajusteSchema),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type HistoricoReajusteResponse = z.infer<typeof historicoReajusteResponseSchema>;

const tags = ['historico-reajuste'];

/**
 * Behind tela-historico-reajustes (app access allowed). Another family's codigoPlano is a 404. Every call
 * is audited and counts as a use of the resource 'HISTORICO_REAJUSTE'.
 */
export const historicoReajusteEndpoints = {
  contratos: contratosEndpoint(
    '/beneficiarios/historico-reajuste/contratos',
    TELA.historicoReajuste,
    tags,
    'listarContratosHistoricoReajuste',
  ),
  historico: defineEndpoint({
    operationId: 'listarReajustes',
    method: 'GET',
    path: '/beneficiarios/historico-reajuste/:codigoPlano',
    access: TELA.historicoReajuste,
    uso: 'HISTORICO_REAJUSTE',
    params: codigoPlanoParamsSchema,
    response: historicoReajusteResponseSchema,
    summary: 'Reajustes do contrato (anual e por faixa etária), com percentual e mensalidade antes e depois',
    description:
      'Os reajustes do contrato, do mais recente ao mais antigo: anuais e por troca de faixa etária, com o percentual (em pontos-base: 963 = 9,63 %) e a mensalidade antes e depois (em centavos).',
    tags,
  }),
};
