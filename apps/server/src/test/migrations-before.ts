// Migration tests (a database of the previous release keeps its rows): a copy of the migrations folder
// whose journal stops before the migration under test, to migrate to, write old rows, then apply the rest.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/client.js';

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
