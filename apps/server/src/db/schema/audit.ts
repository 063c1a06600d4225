// Who did what to whose data, and when. Never the data itself (ARCHITECTURE "API conventions").
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const AUDIT_RESULTS = ['SUCESSO', 'FALHA'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/** No foreign keys: the trail must outlive the accounts and people it mentions. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    contaId: integer('conta_id'),
    pessoaId: integer('pessoa_id'),
    acao: text('acao').notNull(),
    recurso: text('recurso'),
    origem: text('origem'),
    ip: text('ip'),
    resultado: text('resultado').$type<AuditResult>().notNull(),
  },
  (t) => [
    index('audit_log_pessoa_at_idx').on(t.pessoaId, t.at),
    index('audit_log_conta_at_idx').on(t.contaId, t.at),
  ],
);
