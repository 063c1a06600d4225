// The operator integration API (issue 19, decision 0024): calls an operator system makes under
// /integracao/v1 with a bearer token whose scope the endpoint names in `access`. The same tables as the
// member screens read; the member-facing enums (reimbursement, bill statuses and blocks) are reused here.
import { z } from 'zod';
import { erroSchema, isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { SITUACOES_PROTOCOLO } from '../facilidades/protocolos.js';
import { SITUACOES_DEBITO_REGISTRO } from '../financeiro/debito-conta.js';
import { SITUACOES_REEMBOLSO } from '../financeiro/reembolso.js';
import { SITUACOES_CERTIDAO_OBITO } from '../meus-dados/meu-plano.js';
import { SITUACOES_SEGUNDA_VIA } from '../meus-dados/segunda-via-cartao.js';
import {
  CODIGOS_FORMA_PAGAMENTO,
  SITUACOES_TITULO,
  TIPOS_BLOCO_TITULO,
} from '../financeiro/situacao-financeira.js';
import { integracaoAccess } from './escopos.js';

/** Where the integration API lives (outside the member /api). */
export const INTEGRACAO_PREFIX = '/integracao/v1';
/** RFC 6749 §4.4 token call, under INTEGRACAO_PREFIX. */
export const INTEGRACAO_TOKEN_PATH = '/oauth/token';
/** Records per batch call. */
export const INTEGRACAO_LOTE_MAXIMO = 1000;
/** Body size of an integration call (1,000 bills with their items fit). */
export const INTEGRACAO_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * RFC 6749 §4.4 form fields of the token call (application/x-www-form-urlencoded; JSON is accepted too).
 * The client's id and secret go in HTTP Basic (preferred, §2.3.1) or in client_id / client_secret.
 */
export const pedidoTokenSchema = z.object({
  grant_type: z.literal('client_credentials'),
  /** A subset of the client's scopes, separated by spaces; all of them when absent. */
  scope: z.string().max(512).optional(),
  client_id: z.string().max(512).optional(),
  client_secret: z.string().max(512).optional(),
});

/** RFC 6749 §5.1. */
export const tokenIntegracaoSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type TokenIntegracao = z.infer<typeof tokenIntegracaoSchema>;

/** RFC 6749 §5.2 error codes of the token call. */
export const ERROS_OAUTH = [
  'invalid_request',
  'invalid_client',
  'unsupported_grant_type',
  'invalid_scope',
] as const;
export const erroOAuthSchema = z
  .object({
    error: z.enum(ERROS_OAUTH),
    error_description: z.string(),
    /** The same text, as every error body of the portal carries it. */
    mensagem: z.string(),
  })
  .meta({
    id: 'ErroOAuth',
    description: 'Erro da chamada do token (RFC 6749 §5.2), com `mensagem` em português.',
  });

/** The portal's error body plus the RFC 6750 code a machine branches on (invalid_token, insufficient_scope). */
export const erroIntegracaoSchema = erroSchema.extend({ erro: z.string().optional() }).meta({
  id: 'ErroIntegracao',
  description:
    'Erro em português: `mensagem`, `campos` por campo inválido e, nas recusas do token, `erro` (RFC 6750: invalid_token, insufficient_scope).',
});

/** An identifier the ERP gives its own records. */
export const idErpSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.:/-]+$/);

const protocoloParams = z.object({ protocolo: z.string().regex(/^\d{16,20}$/) });

export const mudancaSituacaoReembolsoSchema = z
  .object({
    situacao: z.enum(SITUACOES_REEMBOLSO),
    /** Why it was denied (INDEFERIDO) or what is missing (PENDENTE): the member reads it in Protocolos. */
    motivo: z.string().trim().max(1000).nullish(),
    valorPagoCentavos: z.number().int().positive().max(1_000_000_000).nullish(),
    dataPagamento: isoDate.nullish(),
  })
  .strict();
export type MudancaSituacaoReembolso = z.infer<typeof mudancaSituacaoReembolsoSchema>;

export const situacaoReembolsoAplicadaSchema = z.object({
  protocolo: z.string(),
  situacao: z.enum(SITUACOES_REEMBOLSO),
  situacaoProtocolo: z.enum(SITUACOES_PROTOCOLO),
  /** false: the same change was already applied; nothing was written or sent. */
  alterado: z.boolean(),
});
export type SituacaoReembolsoAplicada = z.infer<typeof situacaoReembolsoAplicadaSchema>;

/** A status change that carries at most a reason (every kind but the reimbursement). */
const mudancaComMotivoSchema = <S extends readonly [string, ...string[]]>(situacoes: S) =>
  z
    .object({
      situacao: z.enum(situacoes),
      /** Why it was refused or ended: the member reads it in Protocolos. */
      motivo: z.string().trim().max(1000).nullish(),
    })
    .strict();

const situacaoAplicadaSchema = <S extends readonly [string, ...string[]]>(situacoes: S) =>
  situacaoReembolsoAplicadaSchema.extend({ situacao: z.enum(situacoes) });

export const mudancaSituacaoDebitoContaSchema = mudancaComMotivoSchema(SITUACOES_DEBITO_REGISTRO);
export type MudancaSituacaoDebitoConta = z.infer<typeof mudancaSituacaoDebitoContaSchema>;
export const situacaoDebitoContaAplicadaSchema = situacaoAplicadaSchema(SITUACOES_DEBITO_REGISTRO);
export type SituacaoDebitoContaAplicada = z.infer<typeof situacaoDebitoContaAplicadaSchema>;

export const mudancaSituacaoSegundaViaSchema = mudancaComMotivoSchema(SITUACOES_SEGUNDA_VIA);
export type MudancaSituacaoSegundaVia = z.infer<typeof mudancaSituacaoSegundaViaSchema>;
export const situacaoSegundaViaAplicadaSchema = situacaoAplicadaSchema(SITUACOES_SEGUNDA_VIA);
export type SituacaoSegundaViaAplicada = z.infer<typeof situacaoSegundaViaAplicadaSchema>;

export const mudancaSituacaoCertidaoObitoSchema = mudancaComMotivoSchema(SITUACOES_CERTIDAO_OBITO);
export type MudancaSituacaoCertidaoObito = z.infer<typeof mudancaSituacaoCertidaoObitoSchema>;
export const situacaoCertidaoObitoAplicadaSchema = situacaoAplicadaSchema(SITUACOES_CERTIDAO_OBITO);
export type SituacaoCertidaoObitoAplicada = z.infer<typeof situacaoCertidaoObitoAplicadaSchema>;

export const itemTituloErpSchema = z
  .object({
    bloco: z.enum(TIPOS_BLOCO_TITULO),
    beneficiarioIdErp: idErpSchema,
    descricao: z.string().trim().min(1).max(200),
    data: isoDate.nullish(),
    /** Negative for a discount or a refund. */
    valorCentavos: z.number().int().min(-100_000_000).max(100_000_000),
  })
  .strict();

/** A bill as the ERP issued it, keyed by its own idErp. */
export const tituloErpSchema = z
  .object({
    idErp: idErpSchema,
    contratoIdErp: idErpSchema,
    /** 'yyyy-MM'. */
    competencia: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    vencimento: isoDate,
    valorCentavos: z.number().int().positive().max(100_000_000),
    situacao: z.enum(SITUACOES_TITULO),
    valorPagoCentavos: z.number().int().positive().max(100_000_000).nullish(),
    dataPagamento: isoDate.nullish(),
    /** How it was paid, when known (only on a paid bill): the member's payment receipt names it. */
    formaPagamento: z.enum(CODIGOS_FORMA_PAGAMENTO).nullish(),
    /** The bank's 17-digit "nosso número" of the boleto the ERP issued. */
    nossoNumero: z.string().regex(/^\d{17}$/),
    itens: z.array(itemTituloErpSchema).min(1).max(200),
  })
  .strict();
export type TituloErp = z.infer<typeof tituloErpSchema>;

/** Each record is checked on its own by the server (tituloErpSchema), so one bad record is one error. */
export const loteTitulosSchema = z
  .object({ titulos: z.array(z.unknown()).min(1).max(INTEGRACAO_LOTE_MAXIMO) })
  .strict();

export const RESULTADOS_REGISTRO = ['criado', 'atualizado', 'inalterado', 'erro'] as const;
export type ResultadoRegistro = (typeof RESULTADOS_REGISTRO)[number];

export const resultadoRegistroSchema = z.object({
  indice: z.number().int(),
  idErp: z.string().nullable(),
  resultado: z.enum(RESULTADOS_REGISTRO),
  mensagem: z.string().optional(),
  campos: z.record(z.string(), z.string()).optional(),
});
export type RegistroLote = z.infer<typeof resultadoRegistroSchema>;

export const resultadoLoteSchema = z.object({
  resultados: z.array(resultadoRegistroSchema),
  totais: z.object({
    criados: z.number().int(),
    atualizados: z.number().int(),
    inalterados: z.number().int(),
    erros: z.number().int(),
  }),
});
export type ResultadoLote = z.infer<typeof resultadoLoteSchema>;

const tags = ['solicitacoes'];

export const integracaoEndpoints = {
  situacaoReembolso: defineEndpoint({
    operationId: 'alterarSituacaoReembolso',
    method: 'POST',
    path: '/reembolsos/:protocolo/situacao',
    access: integracaoAccess('solicitacoes:escrita'),
    params: protocoloParams,
    body: mudancaSituacaoReembolsoSchema,
    response: situacaoReembolsoAplicadaSchema,
    erro: erroIntegracaoSchema,
    description:
      'Muda a situação de um reembolso pelo protocolo, só pelas transições permitidas (uma transição inválida é 409 e nada é aplicado); a mesma mudança repetida responde 200 com alterado: false e nada grava. Protocolo de outro tipo de solicitação é 404.',
    summary: 'Muda a situação de um reembolso',
    tags,
  }),
  situacaoDebitoConta: defineEndpoint({
    operationId: 'alterarSituacaoDebitoConta',
    method: 'POST',
    path: '/debitos-conta/:protocolo/situacao',
    access: integracaoAccess('solicitacoes:escrita'),
    params: protocoloParams,
    body: mudancaSituacaoDebitoContaSchema,
    response: situacaoDebitoContaAplicadaSchema,
    erro: erroIntegracaoSchema,
    description:
      'Ativa, recusa ou encerra um débito em conta pelo protocolo do pedido, só pelas transições permitidas (uma transição inválida é 409 e nada é aplicado); a mesma mudança repetida responde 200 com alterado: false e nada grava.',
    summary: 'Ativa, recusa ou encerra um débito em conta',
    tags,
  }),
  situacaoSegundaVia: defineEndpoint({
    operationId: 'alterarSituacaoSegundaViaCartao',
    method: 'POST',
    path: '/segundas-vias-cartao/:protocolo/situacao',
    access: integracaoAccess('solicitacoes:escrita'),
    params: protocoloParams,
    body: mudancaSituacaoSegundaViaSchema,
    response: situacaoSegundaViaAplicadaSchema,
    erro: erroIntegracaoSchema,
    description:
      'Responde a um pedido de 2ª via do cartão pelo protocolo: emitido, ou indeferido com o motivo (uma transição inválida é 409 e nada é aplicado); a mesma mudança repetida responde 200 com alterado: false e nada grava.',
    summary: 'Responde a um pedido de 2ª via do cartão',
    tags,
  }),
  situacaoCertidaoObito: defineEndpoint({
    operationId: 'alterarSituacaoCertidaoObito',
    method: 'POST',
    path: '/certidoes-obito/:protocolo/situacao',
    access: integracaoAccess('solicitacoes:escrita'),
    params: protocoloParams,
    body: mudancaSituacaoCertidaoObitoSchema,
    response: situacaoCertidaoObitoAplicadaSchema,
    erro: erroIntegracaoSchema,
    description:
      'Responde a uma certidão de óbito enviada pelo beneficiário, pelo protocolo: aceita, ou recusada com o motivo (uma transição inválida é 409 e nada é aplicado); a mesma mudança repetida responde 200 com alterado: false e nada grava.',
    summary: 'Responde a uma certidão de óbito enviada',
    tags,
  }),
  titulos: defineEndpoint({
    operationId: 'gravarTitulos',
    method: 'PUT',
    path: '/titulos',
    access: integracaoAccess('faturamento:escrita'),
    body: loteTitulosSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} títulos (boletos) e seus pagamentos pelo idErp; cada registro tem o seu resultado. O mesmo lote de novo responde inalterado.`,
    summary: 'Inclui ou atualiza títulos (boletos)',
    tags: ['faturamento'],
  }),
};
