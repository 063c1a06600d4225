import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Journeys run against the built portal (API + web) on a fresh embedded database seeded with the demo
// families and a pool of fresh ones. Playwright never downloads a browser here: it drives Debian's Chromium.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

/** A small Android phone: 360×740 CSS pixels, touch, a mobile user agent; Chromium like the desktop. */
export const PHONE = {
  ...devices['Pixel 5'],
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  // Pixel 5's 2.75 costs render time on CI's two cores; 2 is still a phone's dense screen.
  deviceScaleFactor: 2,
  channel: undefined,
};

/** A desktop browser: Debian's Chromium too, not a Playwright channel. */
const DESKTOP = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Issue 18: each portal logs at info (a line per request) into its data folder, read after the run by
 * support/log-scan.ts (no demo CPF or password in any line); only warnings and errors reach the console.
 */
const logFile = (port: number) => `.e2e-data/${port}/portal.log`;
const logged = (port: number) =>
  `node apps/server/dist/main.js 2>&1 | node e2e/support/log-tee.mjs ${logFile(port)}`;

/** The portal every journey but the session-expiry ones runs on. */
export const portalServer = {
  // A throwaway data folder per run: every run starts from the deterministic seed plus the pool of
  // fresh families (seeded before the portal opens the embedded database, which admits one process).
  command: `rm -rf .e2e-data/${PORT} && node --conditions=portal-source --import tsx apps/server/scripts/seed-e2e.ts && ${logged(PORT)}`,
  cwd: '..',
  url: `${baseURL}/login`,
  reuseExistingServer: false,
  // Seeding the demo and the pool takes some 15 s of CPU; more on a busy machine.
  timeout: 240_000,
  env: {
    PORT: String(PORT),
    DATA_DIR: `.e2e-data/${PORT}`,
    // Many journeys sign in from 127.0.0.1 within minutes; the per-IP login limit is tested in the
    // server's integration tests, not here.
    LOGIN_MAX_PER_IP: '1000',
    LOG_LEVEL: 'info',
    // E-mail goes over SMTP to the sink of support/mail-sink.ts (1000 above PORT); SMS stay in the outbox.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(PORT + 1000),
    // Web Push goes to the local push service of e2e/meus-dados/push.spec.ts (decision 0053), 1005 above PORT.
    PORTAL_PUSH_ORIGENS: `http://127.0.0.1:${PORT + 1005}`,
  },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

// Issue 17: the session-expiry warning journeys (sessao/*.sessao.ts) need a session of seconds, not of 30
// minutes, on a real server: a portal of its own, started with TEST_SESSION_SECONDS (which a production start
// refuses, apps/server/src/config.ts), on E2E_PORT+2 with a data folder of its own. Its journeys only read the
// demo accounts, so it seeds the demo itself (SEED_DEMO, the default on the embedded database): no pool of
// fresh families. They run in the same Playwright run as the others (projects sessao and sessao-phone): most of
// their time is spent waiting for the session to run out, which the other journeys fill.
const SESSAO_PORT = PORT + 2;
/** Where every portal's log is (support/log-scan.ts reads them when the run ends): the terms portal is PORT + 3. */
export const PORTAL_LOG_FILES = [PORT, SESSAO_PORT, PORT + 3].map((port) => resolve(ROOT, logFile(port)));
/** Seconds a session lasts without use on that portal: the warning comes at half of it (15 s). */
export const TEST_SESSION_SECONDS = 30;
const sessaoServer = {
  ...portalServer,
  command: `rm -rf .e2e-data/${SESSAO_PORT} && mkdir -p .e2e-data/${SESSAO_PORT} && ${logged(SESSAO_PORT)}`,
  url: `http://localhost:${SESSAO_PORT}/login`,
  env: {
    ...portalServer.env,
    PORT: String(SESSAO_PORT),
    DATA_DIR: `.e2e-data/${SESSAO_PORT}`,
    TEST_SESSION_SECONDS: String(TEST_SESSION_SECONDS),
  },
};
const sessao = { testDir: './sessao', testMatch: '**/*.sessao.ts' };
const sessaoURL = `http://localhost:${SESSAO_PORT}`;

// Issue 38: a new version of the terms of use makes every member accept it at their next sign-in — published
// on the portal the other journeys share, it would stop them all. The journeys that publish one
// (termos/*.termos.ts), and the console's change of the file size limit every upload journey reads
// (termos/parametros-arquivos.termos.ts), get a portal of their own on E2E_PORT+3 (the demo data, seeded at start
// like the sessao portal's, demo staff included), with its own data folder and log.
const TERMOS_PORT = PORT + 3;
const termosServer = {
  ...portalServer,
  command: `rm -rf .e2e-data/${TERMOS_PORT} && mkdir -p .e2e-data/${TERMOS_PORT} && ${logged(TERMOS_PORT)}`,
  url: `http://localhost:${TERMOS_PORT}/login`,
  env: { ...portalServer.env, PORT: String(TERMOS_PORT), DATA_DIR: `.e2e-data/${TERMOS_PORT}` },
};
const termos = { testDir: './termos', testMatch: '**/*.termos.ts' };
const termosURL = `http://localhost:${TERMOS_PORT}`;

/**
 * The journeys that change João's health-data consent to Maria (and read what it opens), each restoring the
 * demo's state at its end: run one after another, never beside each other (one would read João while another
 * has just taken the consent back), by a project of one worker. One project rather than a chain of projects
 * that depend on each other: Playwright runs each link of a chain as a phase of its own, after everything
 * else, with the other cores idle. Their screens are checked at 360 px by their route visits (decision 0072).
 */
const CONSENTIMENTO_DO_JOAO = [
  'meus-dados/acessos-saude.spec.ts',
  'plano/minhas-carencias.spec.ts',
  'plano/meu-plano-cobre.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A real SMTP server on loopback receives the portal's e-mail (codes of first access and recovery).
  globalSetup: './support/mail-sink.ts',
  globalTeardown: './support/log-scan.ts',
  fullyParallel: true,
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Every accessibility scan runs in both themes (support/a11y.ts), so a journey takes about twice as long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs every journey CPU (DOM snapshots, screencast): on CI a failure is retried
    // once, with a trace; locally, where nothing is retried, a failing journey keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The offline shell's worker (public/sw.js) is off, except in the journeys about it (the card reloaded offline
    // in cartao-virtual.spec.ts, and push.spec.ts):
    // under automation a worker caching assets while the page imports a screen's chunk left that import
    // pending for minutes now and then (the stuck "Carregando…" of stop 62), and each journey's worker
    // fetched every asset a second time to cache it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Journeys that change state use a fresh family each (support/family.ts), so all run in parallel in
  // any order; the demo accounts are only read.
  // Every journey runs on a desktop; every screen is also checked on a 360 px phone (issue 10: most
  // members use a phone) by its route's visit (foundation/estabilidade.spec.ts: still while it loads, both
  // engines, no sideways scroll), and the journeys tagged PHONE (support/test.ts) run there too for what the
  // phone does differently (decision 0072).
  projects: [
    // First the projects that mostly wait (a session running out) or run one test at a time, each on one worker:
    // their waits overlap the journeys that keep the cores busy rather than trail after them.
    {
      name: 'sessao',
      ...sessao,
      workers: 1,
      use: { ...DESKTOP, baseURL: sessaoURL },
    },
    { name: 'sessao-phone', ...sessao, workers: 1, use: { ...PHONE, baseURL: sessaoURL }, grep: /@phone/ },
    {
      name: 'consentimento',
      testMatch: CONSENTIMENTO_DO_JOAO,
      workers: 1,
      use: DESKTOP,
    },
    {
      name: 'termos',
      ...termos,
      use: { ...DESKTOP, baseURL: termosURL },
    },
    // PHONE_ONLY journeys (support/test.ts) check the phone's width itself: not run on the desktop.
    {
      name: 'desktop',
      use: DESKTOP,
      grepInvert: /@phone-only/,
      testIgnore: CONSENTIMENTO_DO_JOAO,
    },
    { name: 'phone', use: PHONE, grep: /@phone/, testIgnore: CONSENTIMENTO_DO_JOAO },
    // Journeys that close the shared portal for a moment (maintenance switched on): after all the others.
    {
      name: 'por-ultimo',
      testMatch: '**/*.ultima.ts',
      dependencies: ['desktop', 'phone', 'consentimento'],
      use: DESKTOP,
    },
  ],
  webServer: [portalServer, sessaoServer, termosServer],
});
