// An insert of any number of rows as ONE bound parameter (decision 0058's jsonParam, decision 0063): the rows
// as JSON that the database expands into the table's own row type (jsonb_populate_recordset), so the text is
// the same for one row or two hundred and can be kept as a named statement (db/sql-nomeado.ts), and neither
// drizzle nor pg builds and types each value of each row.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { jsonParam } from './json-param.js';

/** The rows as the JSON objects the statement below expands: each key its column's name, a missing one null. */
export function linhasJson<T extends PgTable>(
  tabela: T,
  chaves: readonly (keyof T['$inferInsert'] & string)[],
  linhas: readonly Partial<Record<keyof T['$inferInsert'], unknown>>[],
): Record<string, unknown>[] {
  const nomes = nomesDe(tabela, chaves);
  return linhas.map((linha) =>
    Object.fromEntries(chaves.map((chave, i): [string, unknown] => [nomes[i]!, linha[chave] ?? null])),
  );
}

const nomesDe = (tabela: PgTable, chaves: readonly string[]): string[] => {
  const colunas = getTableColumns(tabela) as Record<string, { name: string }>;
  return chaves.map((chave) => colunas[chave]!.name);
};

/**
 * `insert into t (c1, …) select c1, … from jsonb_populate_recordset(null::t, <json>)` — `chaves` fix the columns;
 * `json`, a jsonb value holding `linhasJson`'s rows (a bound parameter, or a placeholder of a statement prepared
 * once: the text does not depend on the rows).
 */
export function insercaoDeJson<T extends PgTable>(
  tabela: T,
  chaves: readonly (keyof T['$inferInsert'] & string)[],
  json: SQL,
): SQL {
  const lista = sql.join(
    nomesDe(tabela, chaves).map((nome) => sql.identifier(nome)),
    sql`, `,
  );
  return sql`insert into ${tabela} (${lista}) select ${lista} from jsonb_populate_recordset(null::${tabela}, ${json})`;
}

/**
 * `insercaoDeJson` of these rows as one bound parameter. Values as JSON: a Date goes as its ISO text, which
 * timestamptz reads back to the same instant.
 */
export function insercaoPorJson<T extends PgTable>(
  tabela: T,
  chaves: readonly (keyof T['$inferInsert'] & string)[],
  linhas: readonly Partial<Record<keyof T['$inferInsert'], unknown>>[],
): SQL {
  return insercaoDeJson(tabela, chaves, jsonParam(linhasJson(tabela, chaves, linhas)));
}
