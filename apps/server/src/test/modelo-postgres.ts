// Global setup of the server tests (vitest.config.ts): on PostgreSQL (TEST_DATABASE_URL, as in CI), one
// template database migrated and seeded for the whole run, which createTestDatabase copies for every test
// file that asks for the defaults; dropped when the run ends. On PGlite there is nothing to share.
//
// The template is made by a child process (criar-modelo-postgres.ts) on the sources, as `npm run dev` runs
// them: Vitest resolves a global setup's imports without the config's `portal-source` condition
// (vitest-dev/vitest#7588), so importing the server here would take @portal/domain's build — absent on a
// clean machine, stale on a working one. This file imports nothing of ours for that reason.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Same name as test-database.ts's TEMPLATE_DATABASE_ENV (this file may not import it, see above). */
const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';
const CRIAR = fileURLToPath(new URL('./criar-modelo-postgres.ts', import.meta.url));

export function setup(): (() => Promise<void>) | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const printed = execFileSync(process.execPath, ['--conditions=portal-source', '--import', 'tsx', CRIAR], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its last line: whatever the seed may print comes before.
  const name = printed.trim().split('\n').at(-1) ?? '';
  // The test workers start after the global setup and inherit this process's environment.
  process.env[TEMPLATE_DATABASE_ENV] = name;
  return async () => {
    delete process.env[TEMPLATE_DATABASE_ENV];
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
