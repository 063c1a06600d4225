// Account life cycle (issue 3): one-time codes for first access and recovery, the notification outbox of
// the embedded default, and the operator's legal texts (terms of use, privacy policy, LGPD notice), versioned.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChaveTextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { equipe } from './equipe.js';
import { pessoas } from './pessoas.js';

export const FINALIDADES_CODIGO = [
  'PRIMEIRO_ACESSO',
  'RECUPERAR_SENHA',
  'ALTERAR_CONTATO',
  // Issue 42: a signed-in member confirming a new passkey (decision 0054).
  'CHAVE_ACESSO',
] as const;
export type FinalidadeCodigo = (typeof FINALIDADES_CODIGO)[number];
export type CanalNotificacao = 'EMAIL' | 'SMS';

/**
 * A 6-digit code sent to a member's contact. Only a keyed hash of the code is kept, the CPF only as a
 * keyed hash too (rows also exist for unknown CPFs, so sends are throttled and answered alike).
 */
export const codigosVerificacao = pgTable(
  'codigos_verificacao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    finalidade: text('finalidade').$type<FinalidadeCodigo>().notNull(),
    cpfHash: text('cpf_hash').notNull(),
    /** Null when the CPF is unknown or not eligible: the code was never sent and can never match. */
    pessoaId: integer('pessoa_id').references(() => pessoas.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    canal: text('canal').$type<CanalNotificacao>().notNull(),
    /**
     * ALTERAR_CONTATO (issue 33): the new e-mail or mobile number the code was sent to, saved on the person
     * only once the code is entered.
     */
    destino: text('destino'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the code was spent, or replaced by a newer one. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_cpf_created_idx').on(t.cpfHash, t.createdAt)],
);

/** Messages of the embedded default notifier (no SMTP / SMS provider configured), also printed to the log. */
export const caixaSaidaNotificacoes = pgTable('caixa_saida_notificacoes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  canal: text('canal').$type<CanalNotificacao>().notNull(),
  destino: text('destino').notNull(),
  assunto: text('assunto').notNull(),
  texto: text('texto').notNull(),
  /**
   * The files the message carries, as sent (the appointment's .ics, issue 37), so a message sent again
   * from its row (platform/notify/reenviar.ts) is the same message.
   */
  anexos: jsonb('anexos').$type<{ nome: string; tipo: string; conteudo: string }[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The operator's legal texts (terms of use, privacy policy, LGPD notice), versioned (issue 38): a text is
 * published as a new row, numbered 1, 2, … per key, and never changed afterwards, so every version a
 * member accepted or read stays readable. The current text of a key is its highest version. `conteudo` is
 * stored sanitised (platform/html-seguro.ts) by whoever publishes it: the console, the ERP, the seed.
 * `autorEquipeId` is the staff member who published it from the console; null for the ERP and the seed.
 * A member's acceptance names the version by its key and `publicadoEm` (aceites_textos_legais.versao),
 * hence the second unique index.
 */
export const textosLegaisVersoes = pgTable(
  'textos_legais_versoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chave: text('chave').$type<ChaveTextoLegal>().notNull(),
    versao: integer('versao').notNull(),
    titulo: text('titulo').notNull(),
    conteudo: text('conteudo').notNull(),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }).notNull(),
    autorEquipeId: integer('autor_equipe_id').references(() => equipe.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('textos_legais_versoes_chave_versao').on(t.chave, t.versao),
    uniqueIndex('textos_legais_versoes_chave_publicado').on(t.chave, t.publicadoEm),
  ],
);

/**
 * The console's draft of the next version of a key (one per key): written and previewed by the content
 * staff, published as a new version (and then deleted) by one of them.
 */
export const textosLegaisRascunhos = pgTable('textos_legais_rascunhos', {
  chave: text('chave').$type<ChaveTextoLegal>().primaryKey(),
  titulo: text('titulo').notNull(),
  conteudo: text('conteudo').notNull(),
  autorEquipeId: integer('autor_equipe_id')
    .notNull()
    .references(() => equipe.id, { onDelete: 'restrict' }),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
});
