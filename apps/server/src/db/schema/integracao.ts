// Operator integration clients (issue 19, decision 0024): each operator system that calls /integracao/v1
// is a client with scopes, one or two live secrets (rotation without downtime) and short-lived bearer
// tokens. Secrets and tokens are 256-bit random values kept only as their SHA-256 (a random value needs no
// slow hash: nobody can enumerate 2^256 candidates), so a copy of these tables opens nothing.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { EscopoIntegracao } from '@portal/domain/contract/integracao/escopos';

const escoposCheck = (column: unknown) =>
  sql`${column} <@ array['faturamento:escrita', 'saude:escrita', 'cadastro:escrita', 'solicitacoes:escrita', 'eventos:leitura', 'agenda:escrita', 'operadora:escrita', 'rede:escrita', 'plano:escrita', 'tokens-atendimento:validacao']::text[] and cardinality(${column}) > 0`;

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

/**
 * Calls and refusals (answers ≥ 400) of each client per hour (issue 39, decision 0044): one row per client
 * and hour, incremented by an upsert as each call is answered — the console's "chamadas por hora" reads 24
 * rows per client instead of counting the audit trail.
 */
export const integracaoUsoHorario = pgTable(
  'integracao_uso_horario',
  {
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => integracaoClientes.id),
    /** The hour's start (date_trunc('hour'), UTC). */
    hora: timestamp('hora', { withTimezone: true }).notNull(),
    chamadas: integer('chamadas').notNull().default(0),
    recusas: integer('recusas').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.clienteId, t.hora] }),
    check('integracao_uso_horario_ck', sql`${t.recusas} between 0 and ${t.chamadas}`),
  ],
);

/**
 * Runs of the bulk load (`npm run integracao:importar`, decision 0034), recorded by the load itself so the
 * console lists them (issue 39, decision 0044): the file's name (not its path), the counts as batches commit,
 * and the end. A resumed run keeps its row.
 */
export const integracaoCargas = pgTable('integracao_cargas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The input's file name, without its directory. */
  arquivo: text('arquivo').notNull(),
  iniciadaEm: timestamp('iniciada_em', { withTimezone: true }).notNull(),
  atualizadaEm: timestamp('atualizada_em', { withTimezone: true }).notNull(),
  /** Null while it runs (or if it was killed and not resumed). */
  terminadaEm: timestamp('terminada_em', { withTimezone: true }),
  linhas: integer('linhas').notNull().default(0),
  criados: integer('criados').notNull().default(0),
  atualizados: integer('atualizados').notNull().default(0),
  inalterados: integer('inalterados').notNull().default(0),
  erros: integer('erros').notNull().default(0),
});

/** Each refused line of a run, with the endpoint's Portuguese message (the errors file, in the database). */
export const integracaoCargasErros = pgTable(
  'integracao_cargas_erros',
  {
    cargaId: integer('carga_id')
      .notNull()
      .references(() => integracaoCargas.id),
    linha: integer('linha').notNull(),
    tipo: varchar('tipo', { length: 40 }),
    idErp: text('id_erp'),
    mensagem: text('mensagem').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cargaId, t.linha] })],
);
