// Declaração anual de quitação de débitos (Lei 12.007/2009; issue 41, built as issue 36's worked example):
//   GET /api/beneficiarios/declaracao-quitacao                          each contract the caller pays for, its years
//   GET /api/beneficiarios/declaracao-quitacao/{codigoContrato}/{ano}   the declaration of a paid-up year (PDF)
// A year has a declaration when every bill due in it (art. 2: January to December, by due date) is paid
// (art. 3), from the first business day of the next year; a year with a bill not paid says which. The bills
// are issue 12's (one source of truth with Situação Financeira). A renegotiated bill (NEGOCIADO) is not a paid one;
// the screen sits behind the bills' permission, so existing accounts see it without a permission of its own.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { ARQUIVO_PDF, isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

export const SITUACOES_ANO_QUITACAO = ['DISPONIVEL', 'PENDENTE', 'EM_ANDAMENTO'] as const;
export type SituacaoAnoQuitacao = (typeof SITUACOES_ANO_QUITACAO)[number];

/** A bill due in the year and not paid: why the year has no declaration. */
export const pendenciaQuitacaoSchema = z.object({
  codigoTitulo: z.string(),
  vencimento: isoDate,
  valorCentavos: z.number().int(),
  /** PENDENTE: not paid; NEGOCIADO: renegotiated into an agreement (the bill itself was not paid). */
  situacao: z.enum(['PENDENTE', 'NEGOCIADO']),
});
export type PendenciaQuitacao = z.infer<typeof pendenciaQuitacaoSchema>;

export const anoQuitacaoSchema = z.object({
  ano: z.number().int(),
  /**
   * DISPONIVEL: every bill due in the year is paid and the year is over — the declaration can be issued;
   * PENDENTE: the year is over and `pendencias` lists what is not paid; EM_ANDAMENTO: the year is not over
   * (its declaration comes on `disponivelEm` if every bill is paid by then).
   */
  situacao: z.enum(SITUACOES_ANO_QUITACAO),
  /** The first business day of the next year: when the year's declaration can first be issued. */
  disponivelEm: isoDate,
  pendencias: z.array(pendenciaQuitacaoSchema),
  /** What the member reads about the year, worded by the server (the web shows it as is). */
  mensagem: z.string(),
});
export type AnoQuitacao = z.infer<typeof anoQuitacaoSchema>;

export const contratoQuitacaoSchema = z.object({
  codigoContrato: z.string(),
  plano: z.string(),
  /** Newest first: each year with a bill due in it. */
  anos: z.array(anoQuitacaoSchema),
});
export type ContratoQuitacao = z.infer<typeof contratoQuitacaoSchema>;

export const declaracoesQuitacaoSchema = z.object({ contratos: z.array(contratoQuitacaoSchema) });
export type DeclaracoesQuitacao = z.infer<typeof declaracoesQuitacaoSchema>;

export const declaracaoQuitacaoParamsSchema = z.object({
  codigoContrato: z.string().min(1).max(30),
  ano: z.coerce.number().int().min(1900).max(9999),
});

// The declaration is a document about the contract's bills: it sits with them in the API document.
const tags = ['situacao-financeira'];

/**
 * Behind tela-situacao-financeira, like the bills it is about: the contracts the caller pays for (titular
 * or contratante; a dependant pays for none and sees an empty list).
 */
export const declaracaoQuitacaoEndpoints = {
  listagem: defineEndpoint({
    operationId: 'listarDeclaracoesQuitacao',
    method: 'GET',
    path: '/beneficiarios/declaracao-quitacao',
    access: TELA.situacaoFinanceira,
    response: declaracoesQuitacaoSchema,
    summary: 'Anos de cada contrato e sua declaração de quitação de débitos',
    description:
      'Para cada contrato que o usuário paga (titular ou contratante), os anos com faturas, do mais recente ao mais antigo: se o ano tem declaração anual de quitação de débitos (Lei 12.007/2009: todas as faturas com vencimento no ano pagas, a partir do primeiro dia útil do ano seguinte), as faturas que faltam pagar ou a data em que a declaração do ano em curso poderá ser emitida.',
    tags,
  }),
  documento: defineEndpoint({
    operationId: 'baixarDeclaracaoQuitacao',
    method: 'GET',
    path: '/beneficiarios/declaracao-quitacao/:codigoContrato/:ano',
    access: TELA.situacaoFinanceira,
    uso: 'DECLARACAO_QUITACAO',
    params: declaracaoQuitacaoParamsSchema,
    response: ARQUIVO_PDF,
    erros: [409],
    summary: 'Baixa a declaração anual de quitação de débitos (PDF)',
    description:
      'A declaração da operadora (nome, CNPJ e registro na ANS) de que todas as faturas do contrato com vencimento no ano foram pagas (Lei 12.007/2009). 404 para um contrato que o usuário não paga; 409 com a mensagem quando o ano ainda não terminou ou tem fatura não paga.',
    tags,
  }),
};
