// The operator's staff (issue 38, decision 0040): who may sign in to the Console da Operadora, with which
// roles and factors. Staff are not members: none of these rows refers to contas or pessoas. There is no
// password column on purpose: a staff member signs in with a passkey, or with an authenticator app (TOTP),
// or once with a recovery code. Secrets the server must check are kept as hashes (session, invitation and
// recovery codes); the TOTP secret, which the server needs itself to compute the expected code, is kept
// encrypted with AES-256-GCM (like the webhook secrets, decision 0038), the staff id as additional data.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Papel } from '@portal/domain/contract/console/acesso';

/** One staff account: a work e-mail (unique whatever its case), the roles, and whether it may sign in. */
export const equipe = pgTable(
  'equipe',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    papeis: text('papeis')
      .array()
      .$type<Papel[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('equipe_email_uq').on(sql`lower(${t.email})`),
    check(
      'equipe_papeis_validos',
      sql`${t.papeis} <@ array['administrador','conteudo','parametros','atendimento','atendimento-saude','retaguarda','encarregado-lgpd','integracao']::text[]`,
    ),
  ],
);

/** A WebAuthn credential (passkey) of a staff member; the public key as COSE, base64url. */
export const equipePasskeys = pgTable(
  'equipe_passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    equipeId: integer('equipe_id')
      .notNull()
      .references(() => equipe.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url (what the browser names in an assertion). */
    credencialId: text('credencial_id').notNull().unique(),
    chavePublica: text('chave_publica').notNull(),
    contador: bigint('contador', { mode: 'number' }).notNull().default(0),
    transportes: text('transportes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nomeDispositivo: text('nome_dispositivo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true }),
  },
  (t) => [index('equipe_passkeys_equipe_idx').on(t.equipeId)],
);

/**
 * The staff member's authenticator app: the secret encrypted at rest, confirmed once a first code was
 * accepted. `ultimoPasso` is the 30-second step of the last accepted code: a code of that step or an earlier
 * one is refused (no replay within its window).
 */
export const equipeTotp = pgTable('equipe_totp', {
  equipeId: integer('equipe_id')
    .primaryKey()
    .references(() => equipe.id, { onDelete: 'cascade' }),
  segredoCifrado: text('segredo_cifrado').notNull(),
  confirmado: boolean('confirmado').notNull().default(false),
  ultimoPasso: bigint('ultimo_passo', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One-time recovery codes: only their SHA-256; a used one keeps its row with usadoEm. */
export const equipeCodigosRecuperacao = pgTable(
  'equipe_codigos_recuperacao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    equipeId: integer('equipe_id')
      .notNull()
      .references(() => equipe.id, { onDelete: 'cascade' }),
    codigoHash: text('codigo_hash').notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('equipe_codigos_recuperacao_uq').on(t.equipeId, t.codigoHash)],
);

/** A one-time enrolment link (first factor after an invitation or a reset): only its token's SHA-256. */
export const equipeConvites = pgTable(
  'equipe_convites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    equipeId: integer('equipe_id')
      .notNull()
      .references(() => equipe.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    /** Who issued it (null: the admin command). */
    criadoPor: integer('criado_por'),
  },
  (t) => [index('equipe_convites_equipe_idx').on(t.equipeId)],
);

/** How the session was opened: a passkey, an authenticator code, a recovery code or an enrolment link. */
export const FATORES_SESSAO = ['passkey', 'totp', 'recuperacao', 'convite'] as const;
export type FatorSessao = (typeof FATORES_SESSAO)[number];

/**
 * One signed-in console browser: the cookie holds a random id, the row only its SHA-256. A session opened
 * with a recovery code or an enrolment link may only enrol a factor until one is enrolled (`fator` becomes
 * the enrolled one).
 */
export const equipeSessoes = pgTable(
  'equipe_sessoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    equipeId: integer('equipe_id')
      .notNull()
      .references(() => equipe.id, { onDelete: 'cascade' }),
    fator: text('fator').$type<FatorSessao>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('equipe_sessoes_equipe_idx').on(t.equipeId)],
);

/**
 * A WebAuthn challenge waiting for its answer (registration or sign-in): single use (deleted when answered),
 * a few minutes long. A sign-in challenge belongs to nobody yet (discoverable credentials).
 */
export const equipeDesafios = pgTable(
  'equipe_desafios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    desafio: text('desafio').notNull().unique(),
    tipo: text('tipo').$type<'registro' | 'autenticacao'>().notNull(),
    equipeId: integer('equipe_id').references(() => equipe.id, { onDelete: 'cascade' }),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('equipe_desafios_expira_idx').on(t.expiraEm)],
);

/**
 * Every staff action (issue 38): who (the staff id, no foreign key: the trail outlives the account), with
 * which role, what, on what, the state before and after a change, when and from where. Append-only in the
 * database (migration 0031, like auditoria in 0013); written only by registrarAcaoEquipe
 * (platform/console/auditoria-equipe.ts).
 */
export const equipeAuditoria = pgTable(
  'equipe_auditoria',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    equipeId: integer('equipe_id'),
    /** The role the action needed (null: an action of any staff member on their own account). */
    papel: text('papel'),
    acao: text('acao').notNull(),
    /** What the action was on: 'equipe:12', 'parametro:LIMITE_X', 'topico:3'. */
    alvo: text('alvo'),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    ip: text('ip'),
    dispositivo: text('dispositivo'),
  },
  (t) => [
    index('equipe_auditoria_at_idx').on(t.at),
    index('equipe_auditoria_equipe_at_idx').on(t.equipeId, t.at),
    index('equipe_auditoria_acao_at_idx').on(t.acao, t.at),
  ],
);
