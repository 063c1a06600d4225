// Per-IP request ceilings shared by every instance (issue 18): one row per route and client address, counted
// by one atomic upsert (platform/rate-limit-store.ts). Rows are counters, not records: an expired row is
// reset by the next request or deleted by the periodic clean-up.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const limitesTaxa = pgTable(
  'limites_taxa',
  {
    /** `<METHOD> <route pattern>|<client address>`; never a CPF or anything a member typed. */
    chave: text('chave').primaryKey(),
    contagem: integer('contagem').notNull(),
    reiniciaEm: timestamp('reinicia_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('limites_taxa_reinicia_idx').on(t.reiniciaEm)],
);
