// Issue 17: the session-expiry warning journeys (sessao/*.sessao.ts) need a session of seconds, not of 30
// minutes, on a real server: a portal of their own, started with TEST_SESSION_SECONDS (which a production
// start refuses, apps/server/src/config.ts). Kept apart from playwright.config.ts so the other journeys
// keep the real session length and this portal starts only when these journeys run (`npm run test:e2e`).
// Only demo accounts are used and nothing is saved, so the server seeds the demo itself (SEED_DEMO, the
// default on the embedded database): no pool of fresh families, no mail sink.
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

// The main portal's one server (playwright.config.ts declares a single object, not a list).
const server = journeys.webServer as Exclude<NonNullable<typeof journeys.webServer>, readonly unknown[]>;

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
/** Seconds a session lasts without use on this portal: the warning comes at half of it (15 s). */
export const TEST_SESSION_SECONDS = 30;

export default defineConfig({
  ...journeys,
  testDir: './sessao',
  testMatch: '**/*.sessao.ts',
  globalSetup: undefined,
  use: { ...journeys.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    ...server,
    command: `rm -rf .e2e-data/${PORT} && node apps/server/dist/main.js`,
    url: `http://localhost:${PORT}/login`,
    // The main portal's settings (login limit, log level; its mail sink is not running and not needed),
    // on a port and data folder of its own, with the short session.
    env: {
      ...server.env,
      PORT: String(PORT),
      DATA_DIR: `.e2e-data/${PORT}`,
      TEST_SESSION_SECONDS: String(TEST_SESSION_SECONDS),
    },
  },
});
