// Operator integration clients (issue 19, decision 0024): each operator system that calls /integracao/v1
// is a client with scopes, one or two live secrets (rotation without downtime) and short-lived bearer
// tokens. Secrets and tokens are 256-bit random values kept only as their SHA-256 (a random value needs no
// slow hash: nobody can enumerate 2^256 candidates), so a copy of these tables opens nothing.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { EscopoIntegracao } from '@portal/domain/contract/integracao/escopos';

const escoposCheck = (column: unknown) =>
  sql`${column} <@ array['faturamento:escrita', 'saude:escrita', 'cadastro:escrita', 'solicitacoes:escrita', 'eventos:leitura', 'agenda:escrita', 'operadora:escrita']::text[] and cardinality(${column}) > 0`;

export const integracaoClientes = pgTable(
  'integracao_clientes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier the system sends as its client_id (not a secret). */
    clientId: varchar('client_id', { length: 40 }).notNull().unique(),
    nome: text('nome').notNull(),
    escopos: text('escopos').array().$type<EscopoIntegracao[]>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    /** Set once: the client's secrets and tokens stop at once. */
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    /** Calls a minute this client may make; null = the configured default (INTEGRACAO_MAX_POR_MINUTO). */
    limitePorMinuto: integer('limite_por_minuto'),
  },
  (t) => [
    check('integracao_clientes_escopos_ck', escoposCheck(t.escopos)),
    check(
      'integracao_clientes_limite_ck',
      sql`${t.limitePorMinuto} is null or ${t.limitePorMinuto} between 1 and 100000`,
    ),
  ],
);

export const integracaoSegredos = pgTable(
  'integracao_segredos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => integracaoClientes.id),
    /** SHA-256 (hex) of the secret. */
    hash: varchar('hash', { length: 64 }).notNull().unique(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    /** Set once: tokens issued with this secret stop at once. */
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
  },
  (t) => [index('integracao_segredos_cliente_idx').on(t.clienteId)],
);

export const integracaoTokens = pgTable(
  'integracao_tokens',
  {
    /** SHA-256 (hex) of the bearer token. */
    hash: varchar('hash', { length: 64 }).primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => integracaoClientes.id),
    segredoId: integer('segredo_id')
      .notNull()
      .references(() => integracaoSegredos.id),
    /** The scopes granted (a subset of the client's when the call asked for fewer). */
    escopos: text('escopos').array().$type<EscopoIntegracao[]>().notNull(),
    emitidoEm: timestamp('emitido_em', { withTimezone: true }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('integracao_tokens_cliente_idx').on(t.clienteId, t.expiraEm),
    check('integracao_tokens_escopos_ck', escoposCheck(t.escopos)),
  ],
);
