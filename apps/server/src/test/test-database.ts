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

/**
 * The environment variable naming the PostgreSQL database every default test database is copied from: the
 * server project's global setup (test/modelo-postgres.ts) migrates and seeds it once per run, so each test
 * file gets `CREATE DATABASE … TEMPLATE` (tens of milliseconds) instead of its own migrations and seed
 * (about 1.5 s each, ~280 times a run).
 */
export const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const dropDatabase = (serverUrl: string, name: string): Promise<void> =>
  adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);

/** A database URL on the same server as `serverUrl`, with another database name. */
const databaseUrlOf = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function createPostgresDatabase(
  serverUrl: string,
  options: DatabaseOptions,
  template?: string,
): Promise<TestDatabase> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const handle = openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) }, options);
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await dropDatabase(serverUrl, name);
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
  if (serverUrl) {
    // The run's template holds exactly what the defaults would write: a copy of it is the whole set-up.
    const template = process.env[TEMPLATE_DATABASE_ENV];
    if (template && isDefault(options)) return createPostgresDatabase(serverUrl, dbOptions, template);
    const handle = await createPostgresDatabase(serverUrl, dbOptions);
    await prepare(handle, options);
    return handle;
  }
  const memory = openDatabase({ memory: true }, dbOptions);
  await prepare(memory, options);
  return { ...memory, dispose: () => memory.close() };
}

const isDefault = (options: TestDatabaseOptions): boolean =>
  options.migrate !== false &&
  options.seed !== false &&
  (options.locaisRede ?? LOCAIS_REDE_TESTES) === LOCAIS_REDE_TESTES;

/** Migrates and seeds the demo as `options` ask (all of it by default). */
async function prepare(handle: DatabaseHandle, options: TestDatabaseOptions): Promise<void> {
  if (options.migrate === false) return;
  await handle.migrate();
  if (options.seed === false) return;
  await seedDemo(handle.db, {
    passwordHash: await demoPasswordHash(),
    hoje: TEST_TODAY,
    segredoSessao: TEST_SESSION_SECRET,
    locaisRede: options.locaisRede ?? LOCAIS_REDE_TESTES,
  });
}

/**
 * Creates, migrates and seeds the run's template database on `serverUrl` (the defaults of
 * createTestDatabase) and closes it, as a template must have no connection; returns its name.
 */
export async function createTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `portal_modelo_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const handle = openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
  try {
    await prepare(handle, {});
  } finally {
    await handle.close();
  }
  return name;
}
