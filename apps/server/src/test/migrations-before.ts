// Migration tests (a database of the previous release keeps its rows): a copy of the migrations folder
// whose journal stops before the migration under test, to migrate to, write old rows, then apply the rest.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`migração ${tag} não encontrada`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

export interface MigrationTest {
  /** The file's empty database (set up before its tests, disposed after them). */
  readonly database: TestDatabase;
  /** Applies the migrations before the one under test; `database.migrate()` then applies the rest. */
  migrateBefore(): Promise<void>;
}

/** The set-up of a migration test file: an empty database and the folder stopping before `tag`. */
export function migrationTest(tag: string): MigrationTest {
  let database: TestDatabase | undefined;
  let folder: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    folder = migrationsBefore(tag);
  });
  afterAll(async () => {
    await database?.dispose();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  const test: MigrationTest = {
    get database() {
      if (!database) throw new Error('banco de teste ainda não criado');
      return database;
    },
    migrateBefore: () => test.database.migrate(folder),
  };
  return test;
}
