// Account life cycle (issue 3): one-time codes for first access and recovery, the notification outbox of
// the embedded default, and the operator's legal texts (terms of use, privacy policy).
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChaveTextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { pessoas } from './pessoas.js';

export const FINALIDADES_CODIGO = ['PRIMEIRO_ACESSO', 'RECUPERAR_SENHA', 'ALTERAR_CONTATO'] as const;
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

/** Terms of use and privacy policy: simple HTML the operator edits; the web sanitises it. */
export const textosLegais = pgTable('textos_legais', {
  chave: text('chave').$type<ChaveTextoLegal>().primaryKey(),
  titulo: text('titulo').notNull(),
  conteudo: text('conteudo').notNull(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
});
