// A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a throwaway
// database created on the PostgreSQL server of TEST_DATABASE_URL (or DATABASE_URL) and dropped afterwards
// when one is set. CI sets TEST_DATABASE_URL for `npm test`: a name of its own, so the portal that the e2e
// suite starts from the same environment still runs on PGlite, as the demo does.
import { randomBytes } from 'node:crypto';
import { gte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'drizzle-orm/logger';
import { operatorDate } from '@portal/domain';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import { LOCAIS_REDE_TESTES } from '../db/seed/rede/gerar.js';
import { seedDemo } from '../db/seed/seed.js';
import { hashPassword } from '../platform/passwords.js';

/** The session secret of every test app (cookies, CSRF, and the keys derived from it: the seeded demo staff's TOTP). */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';

/** Where every test clock starts (createTestClock), and the operator's day the test seeds bills for. */
export const TEST_NOW = '2026-03-10T12:00:00.000Z';
export const TEST_TODAY = operatorDate(new Date(TEST_NOW));
/**
 * Audit rows written by the test's own requests: the demo seed writes a history of accesses (issue 17, "Quem
 * acessou meus dados") dated days before the test clock starts.
 */
export const duringTest = (at: PgColumn) => gte(at, new Date(TEST_NOW));

let demoHash: Promise<string> | undefined;
/** One argon2id hash of the demo password per test file keeps seeding fast. */
const demoPasswordHash = (): Promise<string> => (demoHash ??= hashPassword(DEMO_PASSWORD));

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
}

async function createPostgresDatabase(serverUrl: string, options: DatabaseOptions): Promise<TestDatabase> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString() }, options);
  return {
    ...handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestDatabaseOptions {
  /** False leaves the database empty, for tests that apply the migrations themselves. */
  migrate?: boolean;
  seed?: boolean;
  /** Receives every query, e.g. to count them. */
  logger?: Logger;
  /** The Guia Médico network's generated locations (default LOCAIS_REDE_TESTES; the demo's is LOCAIS_DEMO). */
  locaisRede?: number;
  /** The PostgreSQL pool (a bench's connections); the default otherwise. */
  pool?: DatabaseOptions['pool'];
}

/** The PostgreSQL server the tests run on, when not on PGlite. */
export const testPostgresUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = testPostgresUrl();
  const dbOptions: DatabaseOptions = {
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.pool ? { pool: options.pool } : {}),
  };
  let handle: TestDatabase;
  if (serverUrl) {
    handle = await createPostgresDatabase(serverUrl, dbOptions);
  } else {
    const memory = openDatabase({ memory: true }, dbOptions);
    handle = { ...memory, dispose: () => memory.close() };
  }
  if (options.migrate === false) return handle;
  await handle.migrate();
  if (options.seed ?? true) {
    await seedDemo(handle.db, {
      passwordHash: await demoPasswordHash(),
      hoje: TEST_TODAY,
      segredoSessao: TEST_SESSION_SECRET,
      locaisRede: options.locaisRede ?? LOCAIS_REDE_TESTES,
    });
  }
  return handle;
}
