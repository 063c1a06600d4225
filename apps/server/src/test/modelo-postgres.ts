// Global setup of the server tests (vitest.config.ts): on PostgreSQL (TEST_DATABASE_URL, as in CI), one
// template database migrated and seeded for the whole run, which createTestDatabase copies for every test
// file that asks for the defaults; dropped when the run ends. On PGlite there is nothing to share.
import {
  createTemplateDatabase,
  dropDatabase,
  TEMPLATE_DATABASE_ENV,
  testPostgresUrl,
} from './test-database.js';

export async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) return undefined;
  const name = await createTemplateDatabase(serverUrl);
  // The test workers start after the global setup and inherit this process's environment.
  process.env[TEMPLATE_DATABASE_ENV] = name;
  return async () => {
    delete process.env[TEMPLATE_DATABASE_ENV];
    await dropDatabase(serverUrl, name);
  };
}
