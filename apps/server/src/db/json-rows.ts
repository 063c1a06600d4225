// A table's rows as one JSON array inside another query: a person's contacts and addresses come back with
// the person in one round trip instead of three (issue 18: every query is a write and a read on a socket,
// and the personal-data screen is among the most read). Keys are the columns' TypeScript names, so the rows
// have the shape of `$inferSelect` — for tables whose columns JSON carries as they are (integers, text,
// booleans); a timestamp or a date would come back as a string.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `json_build_object('id', "t"."id", …)` of every column of `table`. */
function jsonObject(table: PgTable): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${key}::text, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The rows of `table` matching `where`, ordered by `orderBy`, as a JSON array ('[]' when none). */
export function jsonRows<T extends PgTable>(table: T, where: SQL, orderBy: SQL): SQL<T['$inferSelect'][]> {
  return sql<
    T['$inferSelect'][]
  >`(select coalesce(json_agg(${jsonObject(table)} order by ${orderBy}), '[]'::json)
    from ${table} where ${where})`;
}
