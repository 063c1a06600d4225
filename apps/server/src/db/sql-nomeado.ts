// A raw statement run as a named prepared statement of its connection (issue 40): PostgreSQL keeps it parsed, and
// under `plan_cache_mode = force_generic_plan` (set by the caller, local to its transaction) planned once per
// connection. For a statement whose planning costs more than its execution — the Guia Médico's name search at
// 100,000 locations planned in 2.2 ms and ran in 1.0 ms (EXPLAIN ANALYZE, docs/desempenho-historico.md) — and
// whose shape takes few texts. The name is the text's hash; past NOMES_MAXIMOS texts a new one runs unnamed, so a
// caller that inlined values in the text could not fill the connections' memory with statements. PGlite (one
// process, no plan cache across statements) runs it as any statement.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';

/** Distinct texts named per process: a search has a few dozen shapes (words typed, filters). */
const NOMES_MAXIMOS = 500;
const nomes = new Set<string>();
const dialeto = new PgDialect();

export interface ComSessao {
  // Any schema: only prepareQuery is used.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly _: { readonly session: PgSession<any, any, any> };
}

export async function executarNomeado(executor: ComSessao, consulta: SQL): Promise<unknown> {
  const query = dialeto.sqlToQuery(consulta);
  let nome: string | undefined =
    `portal_${createHash('sha256').update(query.sql).digest('base64url').slice(0, 24)}`;
  if (!nomes.has(nome)) {
    if (nomes.size >= NOMES_MAXIMOS) nome = undefined;
    else nomes.add(nome);
  }
  return executor._.session.prepareQuery(query, undefined, nome, false).execute();
}

/**
 * A raw statement whose text is fixed, prepared once under `nome` (unique): its values are `sql.placeholder`s,
 * given to `execute`. For a statement run on every call (the audited reads' group write), where building the
 * text and hashing it each time (`executarNomeado`) was work done again for the same text.
 */
export function prepararNomeado(
  executor: ComSessao,
  consulta: SQL,
  nome: string,
): { execute: (valores: Record<string, unknown>) => Promise<unknown> } {
  return executor._.session.prepareQuery(dialeto.sqlToQuery(consulta), undefined, nome, false);
}
