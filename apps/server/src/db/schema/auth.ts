// Portal accounts and everything that authenticates them. Secrets are stored only as hashes.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChaveTextoLegal } from '@portal/domain/contract/shell/textos-legais';
import type { Permissionamento } from '@portal/domain';
import { pessoas } from './pessoas.js';

export const contas = pgTable('contas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  pessoaId: integer('pessoa_id')
    .notNull()
    .unique()
    .references(() => pessoas.id),
  /** argon2id PHC string. */
  senhaHash: text('senha_hash').notNull(),
  credenciaisExpiradas: boolean('credenciais_expiradas').notNull().default(false),
  permissoes: jsonb('permissoes').$type<Permissionamento>().notNull(),
  senhaAlteradaEm: timestamp('senha_alterada_em', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The operator's service desk blocked the member's portal access (issue 39, decision 0042): login refuses
   * it and the account's sessions are no sessions (platform/session.ts). Who and why: the audits.
   */
  bloqueadaEm: timestamp('bloqueada_em', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The browsers an account has signed in from (issue 42, decision 0055). A long-lived HttpOnly cookie holds a
 * random device id; the row keeps only its SHA-256, per account (one browser shared by two members is one
 * device of each), so a sign-in whose cookie is unknown to the account is a new device and gets the notice.
 * `navegador`/`sistema` summarise the user agent at the last sign-in; the raw string is not kept here.
 */
export const dispositivos = pgTable(
  'dispositivos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    navegador: text('navegador'),
    sistema: text('sistema'),
    primeiroAcessoEm: timestamp('primeiro_acesso_em', { withTimezone: true }).notNull(),
    ultimoAcessoEm: timestamp('ultimo_acesso_em', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('dispositivos_conta_token').on(t.contaId, t.tokenHash)],
);

/** One row per signed-in browser; the cookie holds a random id, the row only its SHA-256. */
export const sessoes = pgTable(
  'sessoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    origem: text('origem'),
    /** The device signed in from (null for sessions older than issue 42); its end ends the session. */
    dispositivoId: integer('dispositivo_id').references(() => dispositivos.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_conta_idx').on(t.contaId), index('sessoes_dispositivo_idx').on(t.dispositivoId)],
);

/**
 * Every login attempt, keyed by a keyed hash of the CPF (known or not), so the per-account limit
 * survives restarts, works across instances and never stores the CPF itself.
 */
export const tentativasLogin = pgTable(
  'tentativas_login',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cpfHash: text('cpf_hash').notNull(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    sucesso: boolean('sucesso').notNull(),
  },
  (t) => [index('login_attempts_cpf_at_idx').on(t.cpfHash, t.at)],
);

/** One-time tokens a signed-in client (the mobile app) mints to hand the member to the web. */
export const tokensAcesso = pgTable('tokens_acesso', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  contaId: integer('conta_id')
    .notNull()
    .references(() => contas.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * The member's acceptance of the operator's legal texts (issue 37: first access asks for it; issue 38: a new
 * version of the terms, at the next sign-in). One row per text and version: `versao` names the version by
 * its `textos_legais_versoes.publicado_em` (unique per key), so a later version is one the account has not
 * accepted yet; the unique index makes a second acceptance of one version write nothing.
 */
export const aceitesTextosLegais = pgTable(
  'aceites_textos_legais',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    chave: text('chave').$type<ChaveTextoLegal>().notNull(),
    versao: timestamp('versao', { withTimezone: true }).notNull(),
    aceitoEm: timestamp('aceito_em', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('aceites_textos_legais_conta_chave_versao').on(t.contaId, t.chave, t.versao)],
);
