// The operator's news and health topics shown on the home page (spec §7 GET /beneficiarios/topicos, issue
// 17). Public information of the operator, edited in the database; the body is simple HTML, sanitised by
// the server with an allow-list on every read (platform/html-seguro.ts) and again by the web.
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const topicos = pgTable(
  'topicos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titulo: text('titulo').notNull(),
    resumo: text('resumo').notNull(),
    corpoHtml: text('corpo_html').notNull(),
    /** The day it is published: not listed before it (a topic may be scheduled). */
    publicadoEm: date('publicado_em').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    /** Among topics of the same day, lower first. */
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('topicos_publicacao_idx').on(t.ativo, t.publicadoEm)],
);
