// The bulk load keeps the planner's picture of the tables it grows current (decision 0064). A load grows a
// table many times over in a minute — the bills from the few thousand of a live portal to hundreds of
// thousands — while autovacuum looks once a minute (autovacuum_naptime) and a plan once made stays: the
// instances' prepared statements (the bill list's, decision 0012) keep the plan they chose for the small
// table until something invalidates it. Measured (docs/desempenho-historico.md, 2026-11-30 03:00): the bill
// list kept a sequential scan of `titulos` planned at 3,217 rows while the load took it to 78,000; each
// member's read scanned it on both cores, members waited seconds (p99 9–15 s), the load's pace fell to a
// third, until autovacuum's ANALYZE at last replanned it. ANALYZE is what replans: it rewrites the table's
// statistics, and every session's cached plans over that table are made again at their next use.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';

/** A table is analyzed again once it has grown to this many times the size its statistics describe. */
export const CRESCIMENTO_PARA_ANALISAR = 2;

/**
 * Pages (8 KB) a table's statistics are taken to describe at least: below twice this a table is left to
 * autovacuum — over a few dozen pages any plan is cheap, and a small table analyzed at every batch would
 * cost the load more than its plans.
 */
const PAGINAS_MINIMAS = 8;

/**
 * ANALYZEs the database's ordinary tables (not partitions: those are the audit trail's months, autovacuum's
 * and the scheduled maintenance's) that have grown to CRESCIMENTO_PARA_ANALISAR times the pages their
 * statistics were taken at (`pg_class.relpages`; 0 when never analyzed). SKIP_LOCKED: a table autovacuum is
 * already working on is being measured — the load does not wait for it. Answers the tables analyzed.
 */
export async function analisarTabelasQueCresceram(db: Database): Promise<string[]> {
  const tabelas = rowsOf<{ tabela: string }>(
    await db.execute(sql`
      select quote_ident(c.relname) as tabela
        from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and not c.relispartition
         and pg_relation_size(c.oid) >= ${CRESCIMENTO_PARA_ANALISAR}
             * greatest(c.relpages, ${PAGINAS_MINIMAS})::bigint * current_setting('block_size')::int
       order by c.relname`),
  ).map((r) => r.tabela);
  if (tabelas.length > 0) await db.execute(sql.raw(`analyze (skip_locked) ${tabelas.join(', ')}`));
  return tabelas;
}
