// The operator ERP's financial records besides the bills (issue 19, decision 0024 §13): the uses of the plan
// (with the member's co-participation, and the bill that charged it) and the contracts' annual price
// adjustments, keyed by the ERP's own `idErp`, into the tables Extrato de Utilização, Demonstrativo de
// Coparticipação and Histórico de Reajuste read (decision 0015). The Informe IR has no upsert of its own:
// it is computed from the paid bills (PUT /titulos) and the paid reimbursements — one source.
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { TIPOS_UTILIZACAO_CODIGOS } from '../financeiro/extrato-utilizacao.js';
import { texto } from './cadastro.js';
import { integracaoAccess } from './escopos.js';
import {
  erroIntegracaoSchema,
  idErpSchema,
  INTEGRACAO_LOTE_MAXIMO,
  resultadoLoteSchema,
} from './integracao.js';

/** A use of the plan as the claims system reports it. */
export const utilizacaoErpSchema = z
  .object({
    idErp: idErpSchema,
    /** The membership (an ended one still takes the uses of its term). */
    beneficiarioIdErp: idErpSchema,
    /** The day of the service: within the membership's term, never in the operator's future. */
    data: isoDate,
    tipo: z.enum(TIPOS_UTILIZACAO_CODIGOS),
    prestador: texto(200),
    codigoTuss: z.string().regex(/^\d{8}$/),
    procedimento: texto(300),
    quantidade: z.number().int().min(1).max(9999),
    /** The member's share in cents; absent or null when the use carries none. */
    coparticipacaoCentavos: z.number().int().min(0).max(100_000_000).nullish(),
    /**
     * The bill that charged the co-participation: it must hold a COPARTICIPACAO item of this member, with
     * the use's day and value, not already linked to another use.
     */
    tituloIdErp: idErpSchema.nullish(),
  })
  .strict();
export type UtilizacaoErp = z.infer<typeof utilizacaoErpSchema>;

/** The annual adjustments; age-band changes come from Troca de Faixa Etária, not from here. */
export const TIPOS_REAJUSTE_ERP = ['ANUAL_ANS', 'ANUAL_POOL', 'ANUAL_NEGOCIADO'] as const;

/** A contract's annual price adjustment. */
export const reajusteErpSchema = z
  .object({
    idErp: idErpSchema,
    contratoIdErp: idErpSchema,
    /** The day the new price took effect. */
    dataAplicacao: isoDate,
    tipo: z.enum(TIPOS_REAJUSTE_ERP),
    /** 'Maio/2025 a abril/2026' for an ANS ceiling; the pool's or agreement's name otherwise. */
    referencia: texto(200),
    /** Basis points: 963 = 9,63 % (a reduction is negative). */
    percentualPontosBase: z.number().int().min(-10_000).max(100_000),
    mensalidadeAnteriorCentavos: z.number().int().min(1).max(100_000_000),
    mensalidadeNovaCentavos: z.number().int().min(1).max(100_000_000),
  })
  .strict();
export type ReajusteErp = z.infer<typeof reajusteErpSchema>;

const registros = z.array(z.unknown()).min(1).max(INTEGRACAO_LOTE_MAXIMO);
export const loteUtilizacoesSchema = z.object({ utilizacoes: registros }).strict();
export const loteReajustesSchema = z.object({ reajustes: registros }).strict();

const tags = ['faturamento'];
const access = integracaoAccess('faturamento:escrita');

export const integracaoFinanceiroEndpoints = {
  utilizacoes: defineEndpoint({
    operationId: 'gravarUtilizacoes',
    method: 'PUT',
    path: '/utilizacoes',
    access,
    body: loteUtilizacoesSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} utilizações do plano (com a coparticipação e o título que a cobrou) pelo idErp; cada registro tem o seu resultado`,
    summary: 'Inclui ou atualiza utilizações do plano',
    tags,
  }),
  reajustes: defineEndpoint({
    operationId: 'gravarReajustes',
    method: 'PUT',
    path: '/reajustes',
    access,
    body: loteReajustesSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} reajustes anuais de contrato pelo idErp; cada registro tem o seu resultado`,
    summary: 'Inclui ou atualiza reajustes anuais',
    tags,
  }),
};
