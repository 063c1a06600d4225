// A table's rows as one JSON array inside another query: a person's contacts and addresses come back with
// the person in one round trip instead of three (issue 18: every query is a write and a read on a socket,
// and the personal-data screen is among the most read). Keys are the columns' TypeScript names, so the rows
// have the shape of `$inferSelect` — for tables whose columns JSON carries as they are (integers, text,
// booleans); a timestamp or a date would come back as a string.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `json_build_object('id', "t"."id", …)` of every column of `table`, and of each extra value under its key. */
function jsonObject(table: PgTable, extras: Record<string, SQL>): SQL {
  const pairs = Object.entries({ ...getTableColumns(table), ...extras }).map(
    ([key, value]) => sql`${key}::text, ${value}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The rows of `table` matching `where`, ordered by `orderBy`, as a JSON array ('[]' when none); `extras`, values
 * computed for each row (a scalar subquery over a related table), come under their keys beside the columns.
 */
export function jsonRows<T extends PgTable, E extends Record<string, unknown> = Record<never, never>>(
  table: T,
  where: SQL,
  orderBy: SQL,
  extras: { [K in keyof E]: SQL<E[K]> } = {} as { [K in keyof E]: SQL<E[K]> },
): SQL<(T['$inferSelect'] & E)[]> {
  return sql<
    (T['$inferSelect'] & E)[]
  >`(select coalesce(json_agg(${jsonObject(table, extras)} order by ${orderBy}), '[]'::json)
    from ${table} where ${where})`;
}
