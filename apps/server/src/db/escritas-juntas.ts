// Writes run together as the data-modifying WITHs of one statement (issue 18): all or none, in one round trip,
// with no transaction of their own (a single statement is atomic). PostgreSQL runs every data-modifying WITH
// to completion whether or not its result is read; they all see the database as it was when the statement
// began, so no two of them may write the same row, and none reads what another wrote except through the
// other's RETURNING (a named one: `{ nome, sql }`).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export type Escrita = SQLWrapper | { nome: string; sql: SQLWrapper };

/**
 * `with junto as (…), evento as (…), junto3 as (…) <final>`. getSQL(): a builder embedded as such would come back
 * in parentheses, which a top-level INSERT refuses.
 */
export function escritasJuntas(escritas: readonly Escrita[], final: SQLWrapper): SQL {
  if (escritas.length === 0) return final.getSQL();
  const ctes = escritas.map((e, i) =>
    'getSQL' in e
      ? sql`${sql.raw(i === 0 ? 'junto' : `junto${i + 1}`)} as (${e.getSQL()})`
      : sql`${sql.identifier(e.nome)} as (${e.sql.getSQL()})`,
  );
  return sql`with ${sql.join(ctes, sql`, `)} ${final.getSQL()}`;
}

/** Runs the writes as one statement: the last one is the statement's own, the others its WITHs. */
export function todasJuntas(escritas: readonly Escrita[]): SQL | undefined {
  const ultima = escritas.at(-1);
  if (ultima === undefined) return undefined;
  return escritasJuntas(escritas.slice(0, -1), 'getSQL' in ultima ? ultima : ultima.sql);
}
