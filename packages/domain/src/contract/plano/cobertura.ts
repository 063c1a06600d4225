// "Meu plano cobre?" and the reimbursement preview (issue 41, part B, decision 0049):
//   GET /plano/cobertura/listagem-beneficiarios   the picker: whose health data (SAUDE) the caller may see
//   GET /plano/cobertura?cpf[&codigoPlano](&codigo|&termo)
//        for the beneficiary and plan (the first of theirs when left out), the procedure by TUSS code or by
//        name (typo-tolerant: the best match, the others as suggestions): whether the plan's segmentations
//        cover it under the Rol (with the DUT in plain words), whether a waiting period or a CPT still blocks
//        it and until when, whether it needs prior authorization, the co-participation, whether the
//        reimbursement table has it. The answer reveals waiting periods and CPTs: health data (area SAUDE).
//   GET /plano/previa-reembolso/listagem-beneficiarios   the picker: for whom the caller may file (REEMBOLSO)
//   GET /plano/previa-reembolso?cpf[&codigoPlano](&codigo|&termo)&valorPagoCentavos
//        the estimate under the plan's reimbursement table: the limit, or the multiplier × the reference
//        value, never above the amount paid, minus the co-participation; how it was computed, in words; the
//        documents the request will need (Reembolso's groups).
// Both answers are informative and carry the operator's channels. Audited per person, as every health read.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { cpfDigitsSchema, isoDate, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { GRUPOS_REEMBOLSO } from '../financeiro/reembolso.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { contatoOperadoraSchema } from '../shell/contatos-operadora.js';
import { GRUPOS_CARENCIA } from './carencias-codigos.js';
import { SEGMENTACOES_ROL } from './procedimentos-codigos.js';

/** Suggestions an answer lists besides the procedure it reads the text as. */
export const COBERTURA_MAX_SUGESTOES = 6;
/** Characters a name search needs (a TUSS code is 8 digits). */
export const COBERTURA_TERMO_MINIMO = 3;
/** The largest amount paid a preview takes: R$ 1 million. */
export const PREVIA_VALOR_MAXIMO_CENTAVOS = 100_000_000;

const codigoPlano = z.string().regex(/^[A-Za-z0-9-]{1,30}$/);

export const coberturaQuerySchema = z.object({
  cpf: cpfDigitsSchema,
  codigoPlano: codigoPlano.optional(),
  /** The procedure's TUSS code (a suggestion picked). */
  codigo: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  /** What the member typed: a name (3+ characters) or a code. */
  termo: z.string().max(100).optional(),
});
export type CoberturaQuery = z.infer<typeof coberturaQuerySchema>;

const planoSchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  /** The contract's segmentation as the member knows it ('Ambulatorial + Hospitalar com Obstetrícia'). */
  segmentacao: z.string(),
  segmentacoes: z.array(z.enum(SEGMENTACOES_ROL)),
});

export const SITUACOES_COBERTURA = ['COBERTO', 'FORA_DO_ROL', 'SEGMENTACAO_NAO_CONTRATADA'] as const;
export type SituacaoCobertura = (typeof SITUACOES_COBERTURA)[number];

export const procedimentoResumoSchema = z.object({ codigo: z.string(), nome: z.string() });

export const procedimentoCoberturaSchema = procedimentoResumoSchema.extend({
  grupo: z.enum(GRUPOS_CARENCIA),
  /** The waiting-period group's name ('Exames complexos e terapias'). */
  grupoNome: z.string(),
  /** The Rol's segmentations covering it; empty: outside the Rol. */
  segmentacoesRol: z.array(z.enum(SEGMENTACOES_ROL)),
  situacao: z.enum(SITUACOES_COBERTURA),
  coberto: z.boolean(),
  /** The situation in a sentence, worded by the server. */
  explicacao: z.string(),
  /** The utilisation guideline (DUT) in plain words: covered when it is met. */
  dut: z.string().nullable(),
  /** A waiting period or a CPT still blocking it: the first day it is free. Null: nothing blocks it. */
  carencia: z.object({ ate: isoDate, motivo: z.enum(['CARENCIA', 'CPT']), texto: z.string() }).nullable(),
  autorizacaoPrevia: z.boolean(),
  /** The co-participation that applies, in words ('30% do valor, no máximo R$ 50,00'); null: none. */
  coparticipacao: z
    .object({
      percentual: z.number().int().nullable(),
      valorFixoCentavos: z.number().int().nullable(),
      tetoCentavos: z.number().int().nullable(),
      texto: z.string(),
    })
    .nullable(),
  /** The plan's reimbursement table has it: the preview can estimate. */
  reembolsavel: z.boolean(),
});
export type ProcedimentoCobertura = z.infer<typeof procedimentoCoberturaSchema>;

/** What both answers carry: whose, which plan, the plans to pick from, and the informative note. */
const respostaComum = {
  beneficiario: z.object({ cpf: z.string(), nome: z.string() }),
  plano: planoSchema,
  /** Every plan of the beneficiary the caller may pick. */
  planos: z.array(z.object({ codigo: z.string(), nome: z.string() })),
  /** Other procedures the text resembles, best first. */
  sugestoes: z.array(procedimentoResumoSchema),
  informativo: z.string(),
  /** The operator's channels (phone, e-mail) to confirm. */
  contatos: z.array(contatoOperadoraSchema),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
};

export const coberturaSchema = z.object({
  ...respostaComum,
  /** The procedure asked for (by code) or the best match of the text; null: none found. */
  procedimento: procedimentoCoberturaSchema.nullable(),
});
export type Cobertura = z.infer<typeof coberturaSchema>;

export const previaReembolsoQuerySchema = z.object({
  cpf: cpfDigitsSchema,
  codigoPlano: codigoPlano.optional(),
  /** The procedure's TUSS code, or `termo` as in the coverage lookup (the best match is estimated). */
  codigo: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  termo: z.string().max(100).optional(),
  valorPagoCentavos: z.coerce.number().int().positive().max(PREVIA_VALOR_MAXIMO_CENTAVOS),
});
export type PreviaReembolsoQuery = z.infer<typeof previaReembolsoQuerySchema>;

export const previaReembolsoSchema = z.object({
  ...respostaComum,
  /** Null: no procedure found by the text (`mensagemAmigavel` says so). */
  procedimento: procedimentoResumoSchema.nullable(),
  valorPagoCentavos: z.number().int(),
  /** Null: the plan's table has no line for the procedure (the answer says to ask the operator). */
  estimativa: z
    .object({
      tetoTabelaCentavos: z.number().int(),
      baseCentavos: z.number().int(),
      coparticipacaoCentavos: z.number().int(),
      estimativaCentavos: z.number().int(),
    })
    .nullable(),
  /** How it was computed, one step a line. */
  comoCalculado: z.array(z.string()),
  /** The documents the request will need (Reembolso's groups with a minimum, and those the procedure adds). */
  documentos: z.array(z.object({ grupo: z.enum(GRUPOS_REEMBOLSO), titulo: z.string() })),
});
export type PreviaReembolso = z.infer<typeof previaReembolsoSchema>;

const tags = ['plano'];

export const coberturaEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    '/plano/cobertura/listagem-beneficiarios',
    TELA.meuPlano,
    tags,
    'Beneficiários para quem o usuário pode consultar a cobertura do plano',
    'listarBeneficiariosCobertura',
    'A resposta da cobertura mostra carências: quem o usuário não pode ver aqui (dados de saúde de outra pessoa sem autorização dela) vem em ocultos, com o motivo.',
  ),
  cobertura: defineEndpoint({
    operationId: 'consultarCobertura',
    method: 'GET',
    path: '/plano/cobertura',
    access: TELA.meuPlano,
    query: coberturaQuerySchema,
    response: coberturaSchema,
    summary: 'Meu plano cobre? O procedimento para o beneficiário e o plano',
    description:
      'Para o beneficiário (cpf) e o plano (codigoPlano; sem ele, o primeiro do beneficiário), o procedimento pelo código TUSS (codigo) ou pelo nome (termo, ao menos 3 letras, tolerante a erros de digitação: o mais parecido e os outros em sugestoes): se a segmentação do plano o cobre pelo Rol da ANS (com a diretriz de utilização, DUT, em palavras simples), se uma carência ou cobertura parcial temporária ainda o impede e até quando, se precisa de autorização prévia, a coparticipação e se a tabela de reembolso o tem. Informativo, com os canais da operadora. Dados de saúde de outra pessoa só com autorização dela (403 com o motivo).',
    tags,
  }),
  listagemPrevia: listagemBeneficiariosEndpoint(
    '/plano/previa-reembolso/listagem-beneficiarios',
    TELA.solicitacaoReembolso,
    tags,
    'Beneficiários para quem o usuário pode simular um reembolso',
    'listarBeneficiariosPreviaReembolso',
    'Só quem o usuário pode pedir reembolso por; os demais vêm em ocultos, com o motivo.',
  ),
  previa: defineEndpoint({
    operationId: 'simularReembolso',
    method: 'GET',
    path: '/plano/previa-reembolso',
    access: TELA.solicitacaoReembolso,
    query: previaReembolsoQuerySchema,
    response: previaReembolsoSchema,
    summary: 'Prévia de reembolso: quanto volta de um valor pago pelo procedimento',
    description:
      'Para o beneficiário, o plano (codigoPlano; sem ele, o primeiro) e o procedimento (codigo TUSS, ou termo como na consulta de cobertura: o mais parecido, os outros em sugestoes), a estimativa do reembolso de valorPagoCentavos pela tabela de reembolso do plano: o limite, ou o multiplicador vezes o valor de referência, nunca acima do valor pago, menos a coparticipação; como foi calculado, em palavras, e os documentos que o pedido vai exigir. Informativo, com os canais da operadora.',
    tags,
  }),
};
