// Members' passkeys (issue 42, decision 0054): WebAuthn credentials of a portal account, and the challenges
// waiting for their answer. Kept apart from the staff's (equipe_passkeys, equipe_desafios): staff are not
// members. A passkey is the account's, never a family's; it signs in only that account.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { contas } from './auth.js';

/** A member's passkey: the authenticator's credential id and COSE public key (base64url), its counter. */
export const chavesAcesso = pgTable(
  'chaves_acesso',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    /** What the browser names in an assertion; unique across accounts (one credential, one owner). */
    credencialId: text('credencial_id').notNull().unique(),
    chavePublica: text('chave_publica').notNull(),
    /** The authenticator's signature counter: one that goes backwards is a cloned authenticator. */
    contador: bigint('contador', { mode: 'number' }).notNull().default(0),
    transportes: text('transportes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The member's name for it ("Chrome no Android" by default, from the browser), editable. */
    nome: text('nome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true }),
  },
  (t) => [index('chaves_acesso_conta_idx').on(t.contaId)],
);

/**
 * A WebAuthn challenge of the member portal: a registration's belongs to the account that confirmed its code;
 * a sign-in's to nobody yet (discoverable credentials). Single use (deleted when answered), 5 minutes.
 */
export const chavesAcessoDesafios = pgTable(
  'chaves_acesso_desafios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    desafio: text('desafio').notNull().unique(),
    tipo: text('tipo').$type<'registro' | 'autenticacao'>().notNull(),
    contaId: integer('conta_id').references(() => contas.id, { onDelete: 'cascade' }),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('chaves_acesso_desafios_expira_idx').on(t.expiraEm)],
);
