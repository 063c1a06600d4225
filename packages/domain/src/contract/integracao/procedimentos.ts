// The plan information "Meu plano cobre?" and the reimbursement preview read (issue 41, part B, decision 0049):
// the operator's systems publish the procedure table (TUSS code, the names members use, the Rol's segmentations
// covering it, the DUT in plain words, high complexity, prior authorization, the waiting-period group), each
// product's rules (its segmentations, co-participation and authorization overrides per procedure or per group)
// and the reimbursement table (per product and procedure: a limit, or a multiplier of a reference value, and a
// co-participation). Scope plano:escrita; procedures keyed by their TUSS code, products by their ANS
// registration (contratos.registro_ans_produto), table lines by the ERP's idErp. Order of a first load:
// procedimentos, then produtos, then reembolso.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { GRUPOS_CARENCIA } from '../plano/carencias-codigos.js';
import { SEGMENTACOES_ROL } from '../plano/procedimentos-codigos.js';
import { texto } from './cadastro.js';
import { integracaoAccess } from './escopos.js';
import {
  erroIntegracaoSchema,
  idErpSchema,
  INTEGRACAO_LOTE_MAXIMO,
  resultadoLoteSchema,
} from './integracao.js';
import { registroAnsSchema } from './rede.js';

/** An 8-digit TUSS code ('40808041'). */
export const codigoTussSchema = z.string().regex(/^\d{8}$/);
/** A waiting-period group's code (the vocabulary of carencias-codigos.ts: 'EXAMES_COMPLEXOS_TERAPIAS'). */
export const grupoCarenciaCodigoSchema = z.enum(GRUPOS_CARENCIA);

export const PROCEDIMENTO_SINONIMOS_MAXIMO = 30;
export const PRODUTO_REGRAS_MAXIMO = 2000;
/** The largest amount a table line or a co-participation may carry: R$ 10 million. */
export const VALOR_MAXIMO_CENTAVOS = 1_000_000_000;

const valorCentavos = z.number().int().min(0).max(VALOR_MAXIMO_CENTAVOS);
const percentual = z.number().int().min(0).max(100);

export const procedimentoErpSchema = z
  .object({
    codigo: codigoTussSchema,
    /** The procedure's name as members read it ('Ressonância magnética de crânio'). */
    nome: texto(200),
    /** Other words members type ('ressonância', 'RM de cabeça'); the list replaces the stored one. */
    sinonimos: z.array(texto(80)).max(PROCEDIMENTO_SINONIMOS_MAXIMO).default([]),
    /** The waiting-period group it falls in (the beneficiary's carências are per group). */
    grupo: grupoCarenciaCodigoSchema,
    /** The Rol's segmentations that must cover it; empty: outside the Rol. */
    segmentacoes: z.array(z.enum(SEGMENTACOES_ROL)).max(SEGMENTACOES_ROL.length).default([]),
    /** The Rol's utilisation guideline (DUT) in plain words; null: none. */
    dut: texto(2000).nullish(),
    /** High complexity (PAC): a CPT may restrict it. */
    altaComplexidade: z.boolean().default(false),
    autorizacaoPrevia: z.boolean().default(false),
  })
  .strict();
export type ProcedimentoErp = z.infer<typeof procedimentoErpSchema>;

export const coparticipacaoErpSchema = z
  .object({
    percentual: percentual.nullish(),
    valorFixoCentavos: valorCentavos.nullish(),
    tetoCentavos: valorCentavos.nullish(),
  })
  .strict();

/** A rule of a product for one procedure (`procedimento`) or a whole group (`grupo`): exactly one of the two. */
export const regraProdutoErpSchema = z
  .object({
    procedimento: codigoTussSchema.nullish(),
    grupo: grupoCarenciaCodigoSchema.nullish(),
    /** null/left out: none (the use costs the member nothing). */
    coparticipacao: coparticipacaoErpSchema.nullish(),
    /** Overrides the procedure's own flag; left out: the procedure's. */
    autorizacaoPrevia: z.boolean().nullish(),
  })
  .strict();
export type RegraProdutoErp = z.infer<typeof regraProdutoErpSchema>;

export const produtoPlanoErpSchema = z
  .object({
    registroAns: registroAnsSchema,
    /** The segmentations the product covers (its registration at the ANS). */
    segmentacoes: z.array(z.enum(SEGMENTACOES_ROL)).min(1).max(SEGMENTACOES_ROL.length),
    /** The list replaces the stored one; a procedure's rule wins over its group's. */
    regras: z.array(regraProdutoErpSchema).max(PRODUTO_REGRAS_MAXIMO).default([]),
  })
  .strict();
export type ProdutoPlanoErp = z.infer<typeof produtoPlanoErpSchema>;

/**
 * A line of the reimbursement table: `limiteCentavos`, or `multiplicador` (up to 2 decimals, e.g. 2.5) times
 * `valorReferenciaCentavos`, and the co-participation percentage of the reimbursed base. One line per product
 * and procedure. `removido: true` withdraws it.
 */
export const reembolsoTabelaErpSchema = z
  .object({
    idErp: idErpSchema,
    removido: z.boolean().optional(),
    registroAns: registroAnsSchema.optional(),
    procedimento: codigoTussSchema.optional(),
    limiteCentavos: valorCentavos.nullish(),
    multiplicador: z.number().positive().max(100).nullish(),
    valorReferenciaCentavos: valorCentavos.nullish(),
    coparticipacaoPercentual: percentual.nullish(),
  })
  .strict();
export type ReembolsoTabelaErp = z.infer<typeof reembolsoTabelaErpSchema>;

const registros = (schema: z.ZodType) => {
  const { $schema: _, ...documentado } = z.toJSONSchema(schema, { io: 'input' });
  return z.array(z.unknown().meta(documentado)).min(1).max(INTEGRACAO_LOTE_MAXIMO);
};
export const loteProcedimentosSchema = z.object({ procedimentos: registros(procedimentoErpSchema) }).strict();
export const loteProdutosPlanoSchema = z.object({ produtos: registros(produtoPlanoErpSchema) }).strict();
export const loteReembolsoTabelaSchema = z.object({ linhas: registros(reembolsoTabelaErpSchema) }).strict();

const tags = ['plano'];
const access = integracaoAccess('plano:escrita');
const cada = 'cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.';

export const integracaoProcedimentosEndpoints = {
  procedimentos: defineEndpoint({
    operationId: 'gravarProcedimentos',
    method: 'PUT',
    path: '/plano/procedimentos',
    access,
    body: loteProcedimentosSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} procedimentos da tabela pelo codigo TUSS (8 dígitos), com nome, sinonimos (as palavras que os beneficiários digitam; a lista substitui a gravada), grupo (o grupo de carência: ${GRUPOS_CARENCIA.join(', ')}), segmentacoes do Rol da ANS que o cobrem (${SEGMENTACOES_ROL.join(', ')}; vazia: fora do Rol), dut (a diretriz de utilização em palavras simples), altaComplexidade e autorizacaoPrevia; ${cada}`,
    summary: 'Inclui ou atualiza a tabela de procedimentos',
    tags,
  }),
  produtos: defineEndpoint({
    operationId: 'gravarRegrasProdutos',
    method: 'PUT',
    path: '/plano/produtos',
    access,
    body: loteProdutosPlanoSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} produtos pelo registroAns (o mesmo dos contratos), com as segmentacoes que o produto cobre e as regras (a lista substitui a gravada): para um procedimento (código TUSS já enviado) ou um grupo de carência, a coparticipacao { percentual 0–100, valorFixoCentavos, tetoCentavos } e autorizacaoPrevia (substitui a do procedimento); a regra do procedimento vale sobre a do grupo; ${cada}`,
    summary: 'Inclui ou atualiza as regras de cobertura dos produtos',
    tags,
  }),
  reembolso: defineEndpoint({
    operationId: 'gravarTabelaReembolso',
    method: 'PUT',
    path: '/plano/reembolso',
    access,
    body: loteReembolsoTabelaSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} linhas da tabela de reembolso pelo idErp: o produto (registroAns), o procedimento (código TUSS já enviado) e limiteCentavos ou multiplicador (até 2 casas, como 2.5) × valorReferenciaCentavos, e coparticipacaoPercentual (0–100) sobre o valor reembolsável; uma linha por produto e procedimento. { idErp, removido: true } retira a linha; ${cada}`,
    summary: 'Inclui ou atualiza a tabela de reembolso',
    tags,
  }),
};
