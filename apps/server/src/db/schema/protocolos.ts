// Protocol numbers (issue 12): every request the portal registers gets one, in the ANS format — the
// operator's 6-digit ANS registration, the operator's day (yyyyMMdd) and a 6-digit daily sequence.
// platform/protocolo.ts is the only writer. See docs/decisions/0014.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per operator day: the last sequence handed out. Incremented with INSERT … ON CONFLICT DO UPDATE
 * … RETURNING inside the caller's transaction, so the row lock makes simultaneous requests take turns and a
 * rolled-back request gives its number back (the numbers of a day stay consecutive).
 */
export const protocoloSequencias = pgTable('protocolo_sequencias', {
  dia: date('dia').primaryKey(),
  ultimo: integer('ultimo').notNull(),
});

/** Every protocol handed out since issue 12 (earlier requests keep their old numbers in their own tables). */
export const protocolos = pgTable(
  'protocolos',
  {
    protocolo: varchar('protocolo', { length: 20 }).primaryKey(),
    dia: date('dia').notNull(),
    sequencia: integer('sequencia').notNull(),
    /** What was requested: TIPOS_PROTOCOLO of platform/protocolo.ts. */
    tipo: text('tipo').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('protocolos_dia_sequencia_uq').on(t.dia, t.sequencia),
    check('protocolos_formato_ck', sql`${t.protocolo} ~ '^[0-9]{20}$'`),
    check('protocolos_sequencia_ck', sql`${t.sequencia} between 1 and 999999`),
  ],
);
