// The operator's news and health topics shown on the home page (spec §7 GET /beneficiarios/topicos, issue
// 17), and the home's banners (issue 38, "Topics and home banners"). Public information of the operator,
// edited from the console (role conteúdo); the body is simple HTML, kept as the server's allow-list leaves
// it (platform/html-seguro.ts) and sanitised again on every read and by the web.
//
// Audience (issue 38): 'TODOS' (every member), 'PRODUTO' (members with an active plan of that product: the
// ANS registration, as contratos.registro_ans_produto) or 'TITULARES' (members who are the titular of an
// active plan). The database holds that a product is named exactly when the audience is 'PRODUTO'.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const PUBLICOS_CONTEUDO = ['TODOS', 'PRODUTO', 'TITULARES'] as const;
export type PublicoConteudo = (typeof PUBLICOS_CONTEUDO)[number];
export const NIVEIS_BANNER = ['INFORMACAO', 'ATENCAO'] as const;
export type NivelBanner = (typeof NIVEIS_BANNER)[number];

export const topicos = pgTable(
  'topicos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titulo: text('titulo').notNull(),
    resumo: text('resumo').notNull(),
    corpoHtml: text('corpo_html').notNull(),
    /** The day it is published: not listed before it (a topic may be scheduled). */
    publicadoEm: date('publicado_em').notNull(),
    /** The day it leaves the home (scheduled unpublishing): not listed from that day on. Null: stays. */
    retiradoEm: date('retirado_em'),
    ativo: boolean('ativo').notNull().default(true),
    /** Among topics of the same day, lower first. */
    ordem: integer('ordem').notNull().default(0),
    publico: varchar('publico', { length: 10 }).$type<PublicoConteudo>().notNull().default('TODOS'),
    produto: text('produto'),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }),
  },
  (t) => [
    index('topicos_publicacao_idx').on(t.ativo, t.publicadoEm),
    check('topicos_publico_ck', sql`${t.publico} in ('TODOS', 'PRODUTO', 'TITULARES')`),
    check('topicos_produto_ck', sql`(${t.publico} = 'PRODUTO') = (${t.produto} is not null)`),
    check('topicos_retirada_ck', sql`${t.retiradoEm} is null or ${t.retiradoEm} > ${t.publicadoEm}`),
  ],
);

/** A banner on the members' home, shown from `inicio` to `fim` (both days included, operator's calendar). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titulo: text('titulo').notNull(),
    /** Already sanitised by the allow-list (and again on every read). */
    textoHtml: text('texto_html').notNull(),
    nivel: varchar('nivel', { length: 10 }).$type<NivelBanner>().notNull(),
    inicio: date('inicio').notNull(),
    fim: date('fim').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    publico: varchar('publico', { length: 10 }).$type<PublicoConteudo>().notNull().default('TODOS'),
    produto: text('produto'),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }),
  },
  (t) => [
    index('banners_periodo_idx').on(t.ativo, t.inicio, t.fim),
    check('banners_nivel_ck', sql`${t.nivel} in ('INFORMACAO', 'ATENCAO')`),
    check('banners_publico_ck', sql`${t.publico} in ('TODOS', 'PRODUTO', 'TITULARES')`),
    check('banners_produto_ck', sql`(${t.publico} = 'PRODUTO') = (${t.produto} is not null)`),
    check('banners_periodo_ck', sql`${t.fim} >= ${t.inicio}`),
  ],
);
