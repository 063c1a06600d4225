// `npm run screens`: a PNG of every screen at 360 px and 1366 px under screens/ (git-ignored), for a
// one-minute look at the whole portal. Same built portal, seed and browser as the journeys
// (playwright.config.ts); not part of `npm test`.
import { defineConfig } from '@playwright/test';
import journeys, { PHONE, portalServer } from './playwright.config';

export default defineConfig({
  ...journeys,
  testDir: './screens',
  testMatch: '**/*.screens.ts',
  // Not the short-session portal of the session-expiry journeys.
  webServer: portalServer,
  fullyParallel: true,
  retries: 0,
  // One test walks every screen of its kind on a busy machine.
  timeout: 300_000,
  reporter: [['list']],
  projects: [
    { name: '360', use: PHONE },
    { name: '1366', use: { ...journeys.use, viewport: { width: 1366, height: 768 } } },
  ],
});
