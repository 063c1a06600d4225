// The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }` through drizzle's
// execute (the query builder's selects answer arrays; only raw SQL needs this). One place, so a driver that
// answers otherwise is fixed once.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
