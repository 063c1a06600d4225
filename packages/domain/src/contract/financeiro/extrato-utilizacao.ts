// Extrato de Utilização (spec §2 "Usage statement", §7 "Usage", issue 13):
//   GET /api/beneficiarios/extrato-utilizacao/listagem-beneficiarios   the beneficiary picker
//   GET /api/beneficiarios/extrato-utilizacao/periodos?cpf=            the picker's limits and default period
//   GET /api/beneficiarios/extrato-utilizacao/extrato?cpf=&dataInicial=&dataFinal=&tipos=
// The period is checked on the server with the §5 date-period rule (validateDatePeriod) and its exact
// messages (400). Days are operator calendar days 'yyyy-MM-dd' in answers, 'dd/MM/yyyy' in the query (as
// typed in the picker). See docs/decisions/0015.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { centavos, cpfDigitsSchema, dataDigitada, isoDate, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';

/** The kinds of service of the multi-select filter, in its order, with their labels. */
export const TIPOS_UTILIZACAO = [
  { tipo: 'CONSULTA', nome: 'Consulta' },
  { tipo: 'EXAME', nome: 'Exame' },
  { tipo: 'TERAPIA', nome: 'Terapia' },
  { tipo: 'INTERNACAO', nome: 'Internação' },
  { tipo: 'PRONTO_SOCORRO', nome: 'Pronto-socorro' },
] as const;
export type TipoUtilizacao = (typeof TIPOS_UTILIZACAO)[number]['tipo'];
export const TIPOS_UTILIZACAO_CODIGOS = TIPOS_UTILIZACAO.map((t) => t.tipo) as [
  TipoUtilizacao,
  ...TipoUtilizacao[],
];

const isoMonth = z.string().regex(/^\d{4}-\d{2}$/);

/** A procedure as the TUSS table names it (8-digit code). */
export const procedimentoSchema = z.object({ codigoTuss: z.string(), descricao: z.string() });

/** One use of the plan: a consultation, an exam, a therapy session, a stay, an emergency visit. */
export const utilizacaoSchema = z.object({
  /** Stable id of the event (a list key). */
  id: z.string(),
  /** The day of the service (operator calendar). */
  data: isoDate,
  tipo: z.enum(TIPOS_UTILIZACAO_CODIGOS),
  /** Provider: clinic, lab, hospital or professional. */
  prestador: z.string(),
  procedimento: procedimentoSchema,
  quantidade: z.number().int().positive(),
});
export type Utilizacao = z.infer<typeof utilizacaoSchema>;

/**
 * The uses of one kind of someone whose health data the reader may not see (issue 33: a financial role, a
 * titular for an adult dependant without consent): how many and what they cost, never provider or procedure.
 */
export const categoriaUtilizacaoSchema = z.object({
  tipo: z.enum(TIPOS_UTILIZACAO_CODIGOS),
  quantidadeEventos: z.number().int().positive(),
  /** The co-participation the uses carried, summed (0 when none did). */
  coparticipacaoCentavos: centavos,
});
export type CategoriaUtilizacao = z.infer<typeof categoriaUtilizacaoSchema>;

export const mesUtilizacaoSchema = z.object({
  /** 'yyyy-MM' (the expandable block per month). */
  mes: isoMonth,
  /** Each use; empty when the answer is `restrito` (then `categorias` says what there was). */
  utilizacoes: z.array(utilizacaoSchema),
  /** Only in a `restrito` answer: the month's uses grouped by kind, in TIPOS_UTILIZACAO order. */
  categorias: z.array(categoriaUtilizacaoSchema).optional(),
});

/** `tipos` may repeat (`?tipos=CONSULTA&tipos=EXAME`, spec §7 arrays repeat their key) or be left out (all). */
const tiposQuery = z
  .union([z.enum(TIPOS_UTILIZACAO_CODIGOS), z.array(z.enum(TIPOS_UTILIZACAO_CODIGOS))])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

export const extratoQuerySchema = z.object({
  cpf: cpfDigitsSchema,
  /** 'dd/MM/yyyy'. The server joins 'dataInicial - dataFinal' and applies the §5 date-period rule. */
  dataInicial: dataDigitada,
  dataFinal: dataDigitada,
  tipos: tiposQuery,
});

export const extratoResponseSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  /** The period as the server read it ('yyyy-MM-dd', both days inclusive). */
  periodo: z.object({ inicio: isoDate, fim: isoDate }),
  /** Newest month first; inside a month, newest day first. Only months with uses. */
  meses: z.array(mesUtilizacaoSchema),
  total: z.number().int().nonnegative(),
  /**
   * True when the reader has no basis to see this person's health data (LGPD art. 11, decision 0015): the
   * months carry `categorias` instead of each use, and `aviso` says why.
   */
  restrito: z.boolean().optional(),
  aviso: z.string().optional(),
  /** 'Nenhum registro encontrado.' when nothing matched (spec §8). */
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type ExtratoResponse = z.infer<typeof extratoResponseSchema>;

export const periodosQuerySchema = z.object({ cpf: cpfDigitsSchema });

/**
 * What the date-range picker needs for one beneficiary: the selectable days (5 years back to the
 * operator's today, spec §5/§9), the default period (the whole previous month, spec §9 "default month the
 * previous one") and the months that have uses (newest first, with counts), for hints and a quick jump.
 */
export const periodosResponseSchema = z.object({
  cpf: z.string(),
  /** The operator's today. */
  dataReferencia: isoDate,
  limite: z.object({ inicio: isoDate, fim: isoDate }),
  padrao: z.object({ inicio: isoDate, fim: isoDate }),
  mesesComUtilizacao: z.array(z.object({ mes: isoMonth, quantidade: z.number().int().positive() })),
});
export type PeriodosResponse = z.infer<typeof periodosResponseSchema>;

const tags = ['extrato-utilizacao'];
const BASE = '/beneficiarios/extrato-utilizacao';

/**
 * Behind tela-extrato-utilizacao. A cpf outside the caller's family is a 404. Every call is audited
 * (health data) and counts as a use of the resource 'EXTRATO_UTILIZACAO'.
 */
export const extratoUtilizacaoEndpoints = {
  listagemBeneficiarios: listagemBeneficiariosEndpoint(
    `${BASE}/listagem-beneficiarios`,
    TELA.extratoUtilizacao,
    tags,
    'Beneficiários cujo extrato de utilização o usuário pode ver',
    'listarBeneficiariosExtratoUtilizacao',
  ),
  periodos: defineEndpoint({
    operationId: 'obterPeriodosExtratoUtilizacao',
    method: 'GET',
    path: `${BASE}/periodos`,
    access: TELA.extratoUtilizacao,
    uso: 'EXTRATO_UTILIZACAO',
    query: periodosQuerySchema,
    response: periodosResponseSchema,
    summary: 'Limites e período padrão do seletor de datas, e os meses com utilização (?cpf=)',
    description:
      'Os limites e o período padrão do seletor de datas do extrato do beneficiário (cpf), e os meses que têm utilização.',
    tags,
  }),
  extrato: defineEndpoint({
    operationId: 'listarUtilizacoes',
    method: 'GET',
    path: `${BASE}/extrato`,
    access: TELA.extratoUtilizacao,
    uso: 'EXTRATO_UTILIZACAO',
    query: extratoQuerySchema,
    response: extratoResponseSchema,
    summary: 'Utilizações do beneficiário no período, por mês (?cpf=&dataInicial=&dataFinal=&tipos=)',
    description:
      'As utilizações do plano pelo beneficiário no período (dataInicial e dataFinal como dd/mm/aaaa), agrupadas por mês, filtráveis por tipo. O período segue a regra de período de datas do portal (400 com a mensagem do campo).',
    tags,
  }),
};
