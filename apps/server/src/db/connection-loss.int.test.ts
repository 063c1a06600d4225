// A connection lost in the middle of a transaction (issue 18): PostgreSQL restarting or a backend terminated
// while a request holds a client between two queries. The pool only listens to its idle clients, so the
// checked-out client's 'error' event had no listener and crashed the process — every instance of the fault
// suite's cluster died on `pg_ctl restart -m fast`. Here the transaction fails as a database outage (the
// request would answer 503), nothing is thrown outside it (vitest fails the file on an uncaught exception),
// and the pool serves the next query on a new connection. PostgreSQL only: PGlite has no connections.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../platform/db-errors.js';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '../test/test-database.js';

const onPostgres = Boolean(testPostgresUrl());
let database: TestDatabase;
beforeAll(async () => {
  if (onPostgres) database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  if (onPostgres) await database.dispose();
});

const PID = sql`select pg_backend_pid() as pid`;
/** The backend's process id from a `select pg_backend_pid()` answer (node-postgres' result shape). */
const pidOf = (result: unknown) => (result as { rows: { pid: number }[] }).rows[0]!.pid;

describe.runIf(onPostgres)('a connection lost inside a transaction, on PostgreSQL', () => {
  it('fails that transaction as an outage, crashes nothing, and the pool serves the next query', async () => {
    const { db } = database;
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const killer = new pg.Client({ connectionString: testPostgresUrl() });
    await killer.connect();
    try {
      const transaction = db.transaction(async (tx) => {
        const pid = pidOf(await tx.execute(PID));
        // The server ends this backend while the transaction holds its client idle, between two queries.
        await killer.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.some((w) => w.startsWith('PostgreSQL: conexão em uso encerrada'))).toBe(true);
      // A new connection: the pool dropped the dead client on release.
      const pid = pidOf(await db.execute(PID));
      expect(pid).toBeGreaterThan(0);
    } finally {
      process.off('warning', onWarning);
      await killer.end();
    }
  });
});
