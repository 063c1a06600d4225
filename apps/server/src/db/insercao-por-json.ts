// An insert of any number of rows as ONE bound parameter (decision 0058's jsonParam, decision 0063): the rows
// as JSON that the database expands into the table's own row type (jsonb_populate_recordset), so the text is
// the same for one row or two hundred and can be kept as a named statement (db/sql-nomeado.ts), and neither
// drizzle nor pg builds and types each value of each row.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { jsonParam } from './json-param.js';

/**
 * `insert into t (c1, …) select c1, … from jsonb_populate_recordset(null::t, $1)` — `chaves` fix the columns
 * (and so the text); a key a row lacks is null. Values as JSON: a Date goes as its ISO text, which
 * timestamptz reads back to the same instant.
 */
export function insercaoPorJson<T extends PgTable>(
  tabela: T,
  chaves: readonly (keyof T['$inferInsert'] & string)[],
  linhas: readonly Partial<Record<keyof T['$inferInsert'], unknown>>[],
): SQL {
  const colunas = getTableColumns(tabela) as Record<string, { name: string }>;
  const nomes = chaves.map((chave) => colunas[chave]!.name);
  const lista = sql.join(
    nomes.map((nome) => sql.identifier(nome)),
    sql`, `,
  );
  const json = linhas.map((linha) =>
    Object.fromEntries(chaves.map((chave, i): [string, unknown] => [nomes[i]!, linha[chave] ?? null])),
  );
  return sql`insert into ${tabela} (${lista}) select ${lista} from jsonb_populate_recordset(null::${tabela}, ${jsonParam(json)})`;
}
