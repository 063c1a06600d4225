// Outbound events of the operator integration (issue 19, decision 0025): what members file or change, as
// the polling feed and the webhooks carry it. One event shape for both, so a receiver that switches from
// polling to webhooks (or back) parses the same JSON and deduplicates by the same `id`.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TIPOS_PROTOCOLO_CODIGOS } from '../facilidades/protocolos.js';
import { integracaoAccess } from './escopos.js';
import { erroIntegracaoSchema } from './integracao.js';

/** Events per polling call: default and ceiling. */
export const EVENTOS_LIMITE_PADRAO = 100;
export const EVENTOS_LIMITE_MAXIMO = 1000;

/** Webhook request headers (lower case, as Node hands them to a receiver). */
export const WEBHOOK_CABECALHOS = {
  eventoId: 'x-portal-evento-id',
  /** Unix seconds when the portal signed this attempt (each retry is signed again). */
  timestamp: 'x-portal-timestamp',
  /**
   * `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the client's webhook secret; during a secret's
   * rotation two, comma-separated (`v1=<new>,v1=<previous>`). Accept when any `v1=` value matches a
   * secret the receiver holds (decision 0025 §5).
   */
  assinatura: 'x-portal-assinatura',
} as const;
/** How old a signed timestamp a receiver should accept (and how far in the future). */
export const WEBHOOK_JANELA_SEGUNDOS = 300;

/** What every event carries, whatever its kind. */
const eventoComumSchema = z.object({
  /** Unique event id: a redelivery carries the same one, so the receiver can drop repeats. */
  id: z.uuid(),
  /** Its place in the feed (decimal string of a 64-bit integer); pass it as `depois` to read on. */
  cursor: z.string(),
  /** The portal's id of the member the event is about; events of one member come in order. */
  pessoaId: z.number().int(),
  /** The member's memberships by the ERP's own ids (empty while none is linked), as when written. */
  beneficiariosIdErp: z.array(z.string()),
  /** ISO instant. */
  criadoEm: z.string(),
});

/** A member filed a request: it got its protocol (every kind of TIPOS_PROTOCOLO). */
const solicitacaoRegistradaSchema = eventoComumSchema
  .extend({
    tipo: z.literal('solicitacao.registrada'),
    dados: z.object({
      protocolo: z.string(),
      tipoProtocolo: z.enum(TIPOS_PROTOCOLO_CODIGOS),
      /** The member who filed it (the titular for a dependant, or the member themself). */
      solicitantePessoaId: z.number().int(),
    }),
  })
  .meta({ id: 'EventoSolicitacaoRegistrada' });

/** A member changed personal data: which fields, never their values (the ERP reads the record it needs). */
const dadosPessoaisAlteradosSchema = eventoComumSchema
  .extend({
    tipo: z.literal('dados-pessoais.alterados'),
    dados: z.object({ campos: z.array(z.string()) }),
  })
  .meta({ id: 'EventoDadosPessoaisAlterados' });

/**
 * A member sent the documents the operator asked for on a pending request (issue 39, decision 0017): the
 * request went back to analysis. The files themselves stay in the portal (the console opens them).
 */
const documentosEnviadosSchema = eventoComumSchema
  .extend({
    tipo: z.literal('solicitacao.documentos-enviados'),
    dados: z.object({
      protocolo: z.string(),
      tipoProtocolo: z.enum(TIPOS_PROTOCOLO_CODIGOS),
      /** How many files this send carried. */
      quantidadeArquivos: z.number().int().min(1),
      /** The member who sent them. */
      enviadoPorPessoaId: z.number().int(),
    }),
  })
  .meta({ id: 'EventoSolicitacaoDocumentosEnviados' });

/**
 * One event, as polled and as POSTed to a webhook: one object per kind, each with the common fields and its
 * own `tipo` and `dados`. In the document a `oneOf` with a `discriminator` on `tipo` (issue 35: an `allOf`
 * of two closed objects, as the intersection gave, no event could satisfy).
 */
export const eventoIntegracaoSchema = z
  .discriminatedUnion('tipo', [
    solicitacaoRegistradaSchema,
    dadosPessoaisAlteradosSchema,
    documentosEnviadosSchema,
  ])
  .meta({
    id: 'EventoIntegracao',
    discriminator: {
      propertyName: 'tipo',
      mapping: {
        'solicitacao.registrada': '#/components/schemas/EventoSolicitacaoRegistrada',
        'dados-pessoais.alterados': '#/components/schemas/EventoDadosPessoaisAlterados',
        'solicitacao.documentos-enviados': '#/components/schemas/EventoSolicitacaoDocumentosEnviados',
      },
    },
  });
/** An event's own part, `{ tipo, dados }`, one per kind (what the server writes into the outbox). */
type Corpo<E> = E extends { tipo: infer T; dados: infer D } ? { tipo: T; dados: D } : never;
export type CorpoEvento = Corpo<z.infer<typeof eventoIntegracaoSchema>>;
export type TipoEvento = CorpoEvento['tipo'];
export type EventoIntegracao = z.infer<typeof eventoIntegracaoSchema>;

const cursorSchema = z.string().regex(/^\d{1,15}$/, 'Cursor inválido');

export const eventosQuerySchema = z
  .object({
    depois: cursorSchema.default('0'),
    limite: z.coerce.number().int().min(1).max(EVENTOS_LIMITE_MAXIMO).default(EVENTOS_LIMITE_PADRAO),
  })
  .strict();

export const paginaEventosSchema = z.object({
  eventos: z.array(eventoIntegracaoSchema),
  /** The cursor to send next (the last event's, or the one sent when nothing new). */
  proximoCursor: z.string(),
  /** true: more events were ready; call again at once. */
  temMais: z.boolean(),
});
export type PaginaEventos = z.infer<typeof paginaEventosSchema>;

export const integracaoEventosEndpoints = {
  eventos: defineEndpoint({
    operationId: 'listarEventos',
    method: 'GET',
    path: '/eventos',
    access: integracaoAccess('eventos:leitura'),
    query: eventosQuerySchema,
    response: paginaEventosSchema,
    erro: erroIntegracaoSchema,
    description: `O que os beneficiários pediram ou alteraram no portal, em ordem, depois do cursor \`depois\` (até ${EVENTOS_LIMITE_MAXIMO} por chamada, \`limite\`). Envie na chamada seguinte o \`proximoCursor\` da resposta; \`temMais\` verdadeiro diz que já há mais eventos prontos. Os eventos de um beneficiário vêm na ordem em que aconteceram.`,
    summary: 'Lê o feed de eventos depois do cursor',
    tags: ['eventos'],
  }),
};
