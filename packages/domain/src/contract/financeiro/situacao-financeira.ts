// Situação Financeira (spec §2 "Financial situation", §7 "Financial situation", issue 12):
//   GET  /api/beneficiarios/situacao-financeira/titulos
//   POST /api/beneficiarios/situacao-financeira/demonstrativo/{codigoTitulo}   (statement, PDF)
//   POST /api/beneficiarios/situacao-financeira/{codigoTitulo}/download       (second copy of the boleto, PDF)
//   POST /api/beneficiarios/situacao-financeira/comprovante/{codigoTitulo}    (payment receipt, PDF; issue 41)
// Money is integer cents everywhere (`...Centavos`); dates are the operator's calendar days 'yyyy-MM-dd'
// (America/Sao_Paulo), competence months 'yyyy-MM'. Show them with formatCents, formatDate,
// formatCompetencia and formatLinhaDigitavel (packages/domain/src/format). See docs/decisions/0014.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { ARQUIVO_PDF, centavos, isoDate, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** Spec §4 badges a bill can carry: open (also when overdue), paid, or folded into a negotiation. */
export const SITUACOES_TITULO = ['PENDENTE', 'PAGO', 'NEGOCIADO'] as const;
export type SituacaoTitulo = (typeof SITUACOES_TITULO)[number];

/**
 * How a paid bill was paid, when the billing system says (issue 41: the receipt names it); null when it
 * did not. Labels are what the receipt prints.
 */
export const FORMAS_PAGAMENTO = {
  BOLETO: 'Boleto bancário',
  PIX: 'Pix',
  DEBITO_AUTOMATICO: 'Débito automático em conta',
  CARTAO_CREDITO: 'Cartão de crédito',
} as const;
export type FormaPagamento = keyof typeof FORMAS_PAGAMENTO;
export const CODIGOS_FORMA_PAGAMENTO = Object.keys(FORMAS_PAGAMENTO) as [FormaPagamento, ...FormaPagamento[]];

/** Spec §2: the blocks of a bill, in the order the screen and the statement show them. */
export const BLOCOS_TITULO = [
  { tipo: 'MENSALIDADE', titulo: 'Mensalidade' },
  { tipo: 'TROCA_FAIXA_ETARIA', titulo: 'Troca de faixa etária' },
  { tipo: 'OUTROS_EVENTOS', titulo: 'Outros eventos' },
  { tipo: 'COPARTICIPACAO', titulo: 'Coparticipação' },
  { tipo: 'CUSTO_OPERACIONAL', titulo: 'Custo operacional' },
] as const;
export type TipoBlocoTitulo = (typeof BLOCOS_TITULO)[number]['tipo'];
export const TIPOS_BLOCO_TITULO = BLOCOS_TITULO.map((b) => b.tipo) as [TipoBlocoTitulo, ...TipoBlocoTitulo[]];

/** One line of a block: a fee, an event (consultation, exam) with its date, an adjustment. */
export const itemTituloSchema = z.object({
  descricao: z.string(),
  /** The event's day (coparticipação, outros eventos); null for monthly amounts. */
  data: isoDate.nullable(),
  valorCentavos: centavos,
});
export type ItemTitulo = z.infer<typeof itemTituloSchema>;

/** A block of the bill, its items grouped by beneficiary; the totals add up to the cent. */
export const blocoTituloSchema = z.object({
  tipo: z.enum(TIPOS_BLOCO_TITULO),
  /** 'Mensalidade', 'Troca de faixa etária', … (BLOCOS_TITULO). */
  titulo: z.string(),
  totalCentavos: centavos,
  beneficiarios: z.array(
    z.object({
      /** Social name when the person has one. */
      nome: z.string(),
      totalCentavos: centavos,
      itens: z.array(itemTituloSchema),
    }),
  ),
});
export type BlocoTitulo = z.infer<typeof blocoTituloSchema>;

/**
 * How an open bill is paid today. For an overdue bill the amounts are recomputed at the operator's
 * today: 2% fine plus 1% a month interest pro rata die (decision 0014), and the boleto and the Pix code
 * carry the updated value and the new due date — the value shown is the value downloaded.
 */
export const pagamentoTituloSchema = z.object({
  valorOriginalCentavos: centavos,
  multaCentavos: centavos,
  jurosCentavos: centavos,
  valorAtualizadoCentavos: centavos,
  /** The original due date, or today's for an overdue bill. */
  vencimentoAtualizado: isoDate,
  diasAtraso: z.number().int().nonnegative(),
  /** 47 digits, unformatted (formatLinhaDigitavel prints the groups). */
  linhaDigitavel: z.string().regex(/^\d{47}$/),
  /** 44 digits: what the Interleaved 2 of 5 bars of the PDF encode. */
  codigoBarras: z.string().regex(/^\d{44}$/),
  /** Pix BR Code ("copia e cola"): text for the copy button and for the QR code. */
  pixCopiaECola: z.string(),
});
export type PagamentoTitulo = z.infer<typeof pagamentoTituloSchema>;

export const tituloSchema = z.object({
  /** The bill's public code: the {codigoTitulo} of the PDF calls. */
  codigoTitulo: z.string(),
  contrato: z.object({ codigo: z.string(), plano: z.string() }),
  /** 'yyyy-MM'. */
  competencia: z.string().regex(/^\d{4}-\d{2}$/),
  vencimento: isoDate,
  valorCentavos: centavos,
  situacao: z.enum(SITUACOES_TITULO),
  /** PENDENTE and past its due date (the badge stays PENDENTE; the screen may say 'vencido'). */
  vencido: z.boolean(),
  dataPagamento: isoDate.nullable(),
  blocos: z.array(blocoTituloSchema),
  /** Only for PENDENTE bills; null for paid and negotiated ones. */
  pagamento: pagamentoTituloSchema.nullable(),
});
export type Titulo = z.infer<typeof tituloSchema>;

/**
 * A paid or negotiated bill as the history lists it: no blocks and no payment (decision 0070). Its composition
 * is in its statement (the demonstrativo PDF); the list carries only what its row shows.
 */
export const tituloHistoricoSchema = tituloSchema.omit({ blocos: true, pagamento: true });
export type TituloHistorico = z.infer<typeof tituloHistoricoSchema>;

export const titulosResponseSchema = z.object({
  /** PENDENTE bills, oldest due date first. */
  emAberto: z.array(tituloSchema),
  /** PAGO and NEGOCIADO bills due in the last 12 months, newest first; their composition is in the statement. */
  historico: z.array(tituloHistoricoSchema),
  /** The operator's today ('yyyy-MM-dd'), the day the updated values are computed for. */
  dataReferencia: isoDate,
  /** Spec §8 friendly message when there is no bill at all. */
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type TitulosResponse = z.infer<typeof titulosResponseSchema>;

export const codigoTituloParamsSchema = z.object({ codigoTitulo: z.string().regex(/^\d{1,30}$/) });

const tags = ['situacao-financeira'];
const BASE = '/beneficiarios/situacao-financeira';

/**
 * Behind tela-situacao-financeira. A member sees the bills of the contracts they are financially
 * responsible for (titular or contratante); another family's codigoTitulo is a 404. Every call is
 * audited and registers the resource usage 'FATURA' (spec §7 'invoice').
 */
export const situacaoFinanceiraEndpoints = {
  titulos: defineEndpoint({
    operationId: 'listarTitulos',
    method: 'GET',
    path: `${BASE}/titulos`,
    access: TELA.situacaoFinanceira,
    uso: 'FATURA',
    response: titulosResponseSchema,
    summary: 'Títulos em aberto (com Pix e boleto atualizados) e pagos dos últimos 12 meses',
    description:
      'Os títulos (boletos) do grupo familiar: os em aberto, com a composição por bloco e Pix e boleto atualizados, e os pagos ou negociados dos últimos 12 meses (a composição destes, no demonstrativo). Valores em centavos, datas como aaaa-mm-dd.',
    tags,
  }),
  demonstrativo: defineEndpoint({
    operationId: 'baixarDemonstrativoTitulo',
    method: 'POST',
    path: `${BASE}/demonstrativo/:codigoTitulo`,
    access: TELA.situacaoFinanceira,
    uso: 'FATURA',
    params: codigoTituloParamsSchema,
    response: ARQUIVO_PDF,
    summary: 'Demonstrativo do título (PDF): blocos e itens por beneficiário, com totais',
    description:
      'O demonstrativo do título em PDF: os blocos e itens cobrados de cada beneficiário, com os totais.',
    tags,
  }),
  segundaVia: defineEndpoint({
    operationId: 'baixarSegundaViaBoleto',
    method: 'POST',
    path: `${BASE}/:codigoTitulo/download`,
    access: TELA.situacaoFinanceira,
    uso: 'FATURA',
    params: codigoTituloParamsSchema,
    response: ARQUIVO_PDF,
    summary: '2ª via do boleto (PDF), com valor e vencimento atualizados quando vencido',
    description: 'A 2ª via do boleto do título em PDF; vencido, com valor e vencimento atualizados.',
    tags,
  }),
  comprovante: defineEndpoint({
    operationId: 'baixarComprovantePagamento',
    method: 'POST',
    path: `${BASE}/comprovante/:codigoTitulo`,
    access: TELA.situacaoFinanceira,
    uso: 'FATURA',
    params: codigoTituloParamsSchema,
    response: ARQUIVO_PDF,
    erros: [409],
    summary: 'Comprovante de pagamento de um título pago (PDF)',
    description:
      'O comprovante de pagamento do título (issue 41): operadora (nome, CNPJ e registro na ANS), pagador, título, vencimento e valor, data e valor pagos e a forma de pagamento quando informada pela operadora. 409 com a mensagem para um título não pago.',
    tags,
  }),
};
