// Which migrations the database has, compared with the ones this build ships (issue 18): instances of one
// release start together and must migrate once; an instance of an older release must not run against a
// schema it does not know (a rolling upgrade that went forward, then back).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { rowsOf } from './rows.js';

/** Drizzle records each applied migration here, with the `when` of its journal entry as created_at. */
const APPLIED_TABLE = 'drizzle.__drizzle_migrations';

export interface MigrationState {
  /** Migrations this build ships. */
  shipped: number;
  /** Migrations the database has applied (0 on an empty database). */
  applied: number;
  /** The database holds a migration newer than any this build ships. */
  databaseIsNewer: boolean;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The journal a build ships never changes while it runs: read once per folder, not on every readiness probe. */
const journals = new Map<string, JournalEntry[]>();
function journalOf(migrationsFolder: string): JournalEntry[] {
  let journal = journals.get(migrationsFolder);
  if (!journal) {
    journal = (
      JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: JournalEntry[];
      }
    ).entries;
    journals.set(migrationsFolder, journal);
  }
  return journal;
}

/** Both drivers answer a raw query with `{ rows }` (node-postgres' QueryResult, PGlite's Results). */

export async function migrationState(db: Database, migrationsFolder: string): Promise<MigrationState> {
  const journal = journalOf(migrationsFolder);
  const newestShipped = Math.max(0, ...journal.map((entry) => entry.when));
  const exists = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass(${APPLIED_TABLE}) is not null as present`),
  );
  if (!exists[0]?.present) return { shipped: journal.length, applied: 0, databaseIsNewer: false };
  const [row] = rowsOf<{ count: number; newest: string | null }>(
    await db.execute(
      sql.raw(`select count(*)::int as count, max(created_at)::text as newest from ${APPLIED_TABLE}`),
    ),
  );
  return {
    shipped: journal.length,
    applied: Number(row?.count ?? 0),
    databaseIsNewer: Number(row?.newest ?? 0) > newestShipped,
  };
}

/** The refusal an instance gives at start when the schema is newer than its code. */
export class SchemaNewerThanCodeError extends Error {
  constructor(state: MigrationState) {
    super(
      `O banco de dados já tem migrações mais novas que esta versão do portal (${state.applied} aplicadas, ` +
        `${state.shipped} nesta versão). Inicie a versão mais nova do portal; esta não vai alterar o banco.`,
    );
    this.name = 'SchemaNewerThanCodeError';
  }
}

export async function assertSchemaNotNewer(db: Database, migrationsFolder: string): Promise<void> {
  const state = await migrationState(db, migrationsFolder);
  if (state.databaseIsNewer) throw new SchemaNewerThanCodeError(state);
}
