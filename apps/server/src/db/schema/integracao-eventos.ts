// Outbound events of the operator integration (issue 19, decision 0025): a transactional outbox written in
// the member's own transaction, one delivery row per event and webhook client, and each client's webhook.
// The bigserial id is the polling cursor; event ids are handed out in commit order (registrarEvento takes a
// transaction-scoped advisory lock first), so a reader never skips an event committed late.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { integracaoClientes } from './integracao.js';

export const integracaoEventos = pgTable(
  'integracao_eventos',
  {
    /** The cursor of the polling feed (GET /integracao/v1/eventos?depois=<id>). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The event's identity for the receiver: a redelivery carries the same one (at-least-once). */
    eventoId: uuid('evento_id').notNull().unique(),
    tipo: varchar('tipo', { length: 60 }).notNull(),
    /** The member the event is about (the order promise is per member). No foreign key, like the audit's. */
    pessoaId: integer('pessoa_id').notNull(),
    /** The member's memberships as the ERP knows them (beneficiarios.id_erp) when the event was written. */
    beneficiariosIdErp: text('beneficiarios_id_erp').array().$type<string[]>().notNull(),
    /** Ids, protocol, status and changed field names only: never the values a member typed. */
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('integracao_eventos_pessoa_idx').on(t.pessoaId, t.id)],
);

/**
 * A client's webhook. The secret is stored encrypted (platform/integracao/segredo-webhook.ts): the portal
 * signs every delivery with it (HMAC needs the key itself), unlike the integration secrets, which the portal
 * only verifies (hashes). During a rotation the previous secret stays valid until `anterior_expira_em` (or
 * until the operator ends it): each delivery then carries a signature with each (decision 0025 §5).
 */
export const integracaoWebhooks = pgTable(
  'integracao_webhooks',
  {
    clienteId: integer('cliente_id')
      .primaryKey()
      .references(() => integracaoClientes.id),
    url: text('url').notNull(),
    segredo: text('segredo').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    /** The secret before the last rotation, encrypted like `segredo`; signs too until it expires. */
    segredoAnterior: text('segredo_anterior'),
    anteriorExpiraEm: timestamp('anterior_expira_em', { withTimezone: true }),
    /**
     * Set by the console (issue 39, decision 0044): while set, no worker claims this client's deliveries —
     * they stay PENDENTE, in order, and go when it is cleared.
     */
    pausadoEm: timestamp('pausado_em', { withTimezone: true }),
  },
  (t) => [
    check(
      'integracao_webhooks_anterior_ck',
      sql`(${t.segredoAnterior} is null) = (${t.anteriorExpiraEm} is null)`,
    ),
  ],
);

export const SITUACOES_ENTREGA = ['PENDENTE', 'ENTREGUE', 'MORTA'] as const;
export type SituacaoEntrega = (typeof SITUACOES_ENTREGA)[number];

export const integracaoEntregas = pgTable(
  'integracao_entregas',
  {
    eventoId: bigint('evento_id', { mode: 'number' })
      .notNull()
      .references(() => integracaoEventos.id),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => integracaoClientes.id),
    /** The event's member, copied so the per-member order check reads one index. */
    pessoaId: integer('pessoa_id').notNull(),
    situacao: varchar('situacao', { length: 10 }).$type<SituacaoEntrega>().notNull().default('PENDENTE'),
    tentativas: integer('tentativas').notNull().default(0),
    /** When a worker may (re)try it; while a worker holds it, the end of its lease. */
    proximaTentativa: timestamp('proxima_tentativa', { withTimezone: true }).notNull(),
    ultimoErro: text('ultimo_erro'),
    entregueEm: timestamp('entregue_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventoId, t.clienteId] }),
    index('integracao_entregas_devidas_idx')
      .on(t.proximaTentativa)
      .where(sql`${t.situacao} = 'PENDENTE'`),
    index('integracao_entregas_ordem_idx')
      .on(t.clienteId, t.pessoaId, t.eventoId)
      .where(sql`${t.situacao} <> 'ENTREGUE'`),
    check('integracao_entregas_situacao_ck', sql`${t.situacao} in ('PENDENTE', 'ENTREGUE', 'MORTA')`),
  ],
);
