// One typed Drizzle handle over either driver: PGlite (embedded default, tests) or node-postgres.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PoolConfig } from '../config/runtime.js';
import type { PoolStats } from '../platform/metrics.js';
import { schema, type Database } from './database.js';
import { migrarComAuditoriaPreparada } from './auditoria-particoes.js';
import { assertSchemaNotNewer } from './migration-state.js';

// Where every service has always imported them from.
export { schema };
export type { Database, Schema } from './database.js';

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied; `migrationsFolder` only for the migration tests. */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections now (for /api/metrics); absent on the embedded database. */
  poolStats?: () => PoolStats;
  /** The PostgreSQL pool itself (the read replica's router falls back to it); absent on the embedded one. */
  pool?: pg.Pool;
}

/** src/db/migrations when run from sources, dist/db/migrations after the build copies them. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = { databaseUrl: string } | { pgliteDir: string } | { memory: true };

/** The configured PostgreSQL, or the embedded database under the data folder. */
export const databaseTarget = (config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget =>
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: join(config.dataDir, 'pglite') };

export interface DatabaseOptions {
  /** Sees every query (tests count them to keep hot paths at one or two). */
  logger?: Logger;
  /** PostgreSQL pool size and timeouts (config.pool); the embedded database has no pool. */
  pool?: PoolConfig;
}

/**
 * Key of the session-level advisory lock instances take around their migrations: several instances of a
 * release starting together migrate once, the others wait and then find nothing left to apply.
 */
export const MIGRATION_LOCK_KEY = 7_317_001;

export function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): DatabaseHandle {
  const drizzleOptions = { schema, ...(options.logger ? { logger: options.logger } : {}) };
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: options.pool?.max ?? 10,
      // No limit by default in pg: a database that does not answer would hang requests forever.
      connectionTimeoutMillis: options.pool?.connectionTimeoutMs ?? 5_000,
      ...(options.pool?.statementTimeoutMs ? { statement_timeout: options.pool.statementTimeoutMs } : {}),
    });
    // The server may end an idle connection (restart, failover, a test database dropped WITH (FORCE)):
    // the pool replaces it, and without a listener the 'error' it emits would crash the process.
    pool.on('error', (error) =>
      process.emitWarning(`PostgreSQL: conexão ociosa encerrada (${error.message})`),
    );
    // The pool listens only to its idle clients. A client checked out by a transaction, between two of its
    // queries when the server goes (`pg_ctl restart -m fast` sends every connection 57P01), emits 'error'
    // with nobody listening, and that crashed every instance of the fault suite's cluster (issue 18). Its
    // next query fails on its own (the transaction rolls back, the request answers 503) and the pool drops
    // the client on release, so the event itself only needs a listener.
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        process.emitWarning(`PostgreSQL: conexão em uso encerrada (${error.message})`),
      ),
    );
    const db = drizzlePg(pool, drizzleOptions);
    return {
      db,
      driver: 'postgres',
      migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
        // The lock belongs to one connection: taken and released on the same client, while drizzle's
        // migrator runs on the pool (its own transaction).
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await assertSchemaNotNewer(db, migrationsFolder);
          // Migration 0057 partitions a populated auditoria online: its scan runs first, outside the transaction.
          await migrarComAuditoriaPreparada(client, migrationsFolder, () =>
            migratePg(db, { migrationsFolder }),
          );
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      pool,
    };
  }
  // btree_gist: the appointments' overlap constraint (migration 0012) needs it; pg_trgm: the console's name
  // search (migration 0038); cube and earthdistance: the Guia Médico's distance search (migration 0044).
  const pgliteOptions = { extensions: { btree_gist, pg_trgm, cube, earthdistance } };
  let client: PGlite;
  if ('pgliteDir' in target) {
    // PGlite does not create missing parent folders itself.
    mkdirSync(join(target.pgliteDir, '..'), { recursive: true });
    client = new PGlite(target.pgliteDir, pgliteOptions);
  } else {
    client = new PGlite(pgliteOptions);
  }
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db,
    driver: 'pglite',
    // One process owns the embedded database: no lock to take.
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      await assertSchemaNotNewer(db, migrationsFolder);
      await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}
