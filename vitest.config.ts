import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** What every server test file gets. */
const SERVER = { environment: 'node' as const, hookTimeout: 60_000 };

/**
 * Server test files that need a process of their own: transaction-queries watches for pg's warning on queries
 * sent at once on a transaction, which Node emits once per process — after another file's, it would see none.
 */
const OWN_PROCESS = ['apps/server/src/db/transaction-queries.int.test.ts'];

// One runner for every workspace: domain units, server integration (app.inject on PGlite), web units.
// `portal-source` makes @portal/domain resolve to its TypeScript sources, so no build is needed to test.
export default defineConfig({
  resolve: { conditions: ['portal-source'] },
  ssr: { resolve: { conditions: ['portal-source'], externalConditions: ['portal-source'] } },
  test: {
    // Vitest's default leaves one core idle (cores − 1): on CI's two cores that ran the server tests one file
    // at a time, while they mostly wait on the database.
    maxWorkers: Math.max(2, availableParallelism()),
    // Every project's limit, not Vitest's 5 s: beside the server files on CI's two cores, a unit that takes
    // ~3 s alone (rendering the contract's call files through prettier) took over 5 s and failed a
    // rehearsal. Timing is the benches' to judge; a test that hangs still fails.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Repository tooling: the generated contract calls stay in step with the contract.
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // The integration API's typed client: its generated types stay in step with the document.
        test: {
          name: 'integracao-cliente',
          include: ['packages/integracao-cliente/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          ...SERVER,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
          // On PostgreSQL, one migrated and seeded template per run that every test file's database copies.
          globalSetup: ['apps/server/src/test/modelo-postgres.ts'],
          // A worker keeps the server's modules between files instead of importing them again for each
          // (~2.5 s a file): every file builds its own app, database and clock (test/test-app.ts), and no
          // server test mocks modules or stubs globals, so there is no state a file could leave behind.
          isolate: false,
        },
      },
      {
        extends: true,
        // Server tests that watch the whole process, in a process of their own (Vitest's isolation).
        test: { ...SERVER, name: 'server-own-process', include: OWN_PROCESS },
      },
      {
        extends: true,
        // Pure client logic (query strings, error texts, guards).
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // The Console da Operadora's client logic (route table, session clock; issue 38).
        test: { name: 'console', include: ['apps/console/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Component tests of the shared widgets (issue 36): React in jsdom, driven through Testing Library
        // and user-event as a member would (keyboard, labels, messages); whole journeys stay in e2e/.
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
