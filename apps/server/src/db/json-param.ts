// A batch's values as ONE bound parameter (decision 0058): the rows as JSON that the database expands
// (jsonb_to_recordset) and a list of keys as a JSON array it turns into a PostgreSQL array. Building a
// thousand-row VALUES list or a thousand-key IN (…) took the bulk load's Node process most of its time
// (drizzle builds and types each bound value; pg serialises each), and the text of the statement is the same
// for every batch size. PGlite and PostgreSQL alike: no COPY, no driver-specific array encoding.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Rows (or any value) as one jsonb parameter. */
export const jsonParam = (valores: unknown): SQL => sql`${JSON.stringify(valores)}::jsonb`;

/** `coluna = any(…)` for a list of texts: one parameter, and the index on `coluna` still serves it. */
export const textoEm = (coluna: SQLWrapper, valores: readonly string[]): SQL =>
  sql`${coluna} = any(array(select jsonb_array_elements_text(${jsonParam(valores)})))`;

/** `coluna = any(…)` for a list of integers (ids). */
export const inteiroEm = (coluna: SQLWrapper, valores: readonly number[]): SQL =>
  sql`${coluna} = any(array(select jsonb_array_elements_text(${jsonParam(valores)})::int))`;
