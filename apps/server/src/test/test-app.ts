// Integration-test harness: a fresh seeded database per file, apps built on it with a movable clock,
// and helpers that log in as the demo members (apps/server/README of the tests in the report).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { encodeLoginAuthorization } from '@portal/domain/contract/auth/basic-authorization';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import type { CaptchaProvider } from '../platform/captcha.js';
import type { Clock, RandomBytes } from '../platform/clock.js';
import { Conformidade } from './conformidade-openapi.js';
import { chamar } from './contrato.js';
import { TestAgent } from './test-agent.js';
import { createTestDatabase, TEST_NOW, TEST_SESSION_SECRET, type TestDatabase } from './test-database.js';

/** Demo CPFs (issue #2 §5), digits only. */
export const DEMO = {
  carlos: '11144477735',
  maria: '39053344705',
  joao: '45678912364',
  // Maria's younger son, 18 in 12 days from the seed (issue 33): the demo's minor with an account.
  pedro: '25814736909',
  ana: '74185296355',
  roberto: '12345678909',
  fernanda: '85296374100',
  lucas: '15935725819',
} as const;

/**
 * NODE_ENV=production with every demo default replaced (issue 9). Tests hand the app a bot-check of their
 * own (`captcha`); nothing here is ever contacted.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.valeverdesaude.example',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'site-key',
  CAPTCHA_SECRET: 'secret',
  SMTP_HOST: 'smtp.invalid',
  SMS_URL: 'https://sms.invalid/enviar',
  SEED_DEMO: 'false',
};

export { TEST_SESSION_SECRET };

export type TestClock = Clock & {
  advance(ms: number): void;
  set(date: Date | string): void;
};

/** A clock that only moves when told to. */
export function createTestClock(start: Date | string = TEST_NOW): TestClock {
  let current = new Date(start).getTime();
  const clock = (() => new Date(current)) as TestClock;
  clock.advance = (ms) => {
    current += ms;
  };
  clock.set = (date) => {
    current = new Date(date).getTime();
  };
  return clock;
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent/portal-test-data',
    WEB_DIST: '/nonexistent/portal-web-dist',
    CONSOLE_DIST: '/nonexistent/portal-console-dist',
    // Every test call comes from 127.0.0.1; the per-IP limit has its own test with a low value.
    LOGIN_MAX_PER_IP: '10000',
    // The Guia Médico's public calls per address too (guia-medico-publico.int.test.ts sets a low one).
    GUIA_MEDICO_MAX_POR_MINUTO: '10000',
    // The pause of logins under the visible bot-check has its own test.
    LOGIN_CHALLENGE_DELAY_MS: '0',
    // The webhook worker's timer stays off: its tests drive a round directly (and query counts stay exact).
    INTEGRACAO_WEBHOOK_INTERVALO_MS: '0',
    // So does the durable outbox's retry round (decision 0052): its tests call app.avisos.rodada().
    NOTIFICACOES_INTERVALO_MS: '0',
    ...env,
  });
}

/** Counts queries sent to the database (drizzle logger), to keep hot paths at one or two. */
export class QueryCounter {
  queries: string[] = [];
  logQuery(query: string): void {
    this.queries.push(query);
  }
  /** Queries run by `action`. */
  async during(action: () => Promise<unknown>): Promise<string[]> {
    const start = this.queries.length;
    await action();
    return this.queries.slice(start);
  }
}

export interface AppOptions {
  env?: Record<string, string>;
  captcha?: CaptchaProvider;
  random?: RandomBytes;
  storage?: BuildAppOptions['storage'];
  /** Receives the log lines (set env LOG_LEVEL too: tests log nothing by default). */
  logStream?: BuildAppOptions['logStream'];
  /** Register extra (test-only) routes before the app is readied. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestHarness {
  database: TestDatabase;
  clock: TestClock;
  /** The default app of this file (default config). */
  app: FastifyInstance;
  /** Another app over the same database and clock, e.g. with a different configuration. */
  newApp(options?: AppOptions): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface HarnessOptions extends AppOptions {
  queryCounter?: QueryCounter;
  /** The Guia Médico network's size (createTestDatabase). */
  locaisRede?: number;
}

export async function createTestHarness(options: HarnessOptions = {}): Promise<TestHarness> {
  const database = await createTestDatabase({
    ...(options.queryCounter ? { logger: options.queryCounter } : {}),
    ...(options.locaisRede === undefined ? {} : { locaisRede: options.locaisRede }),
  });
  const clock = createTestClock();
  const apps: FastifyInstance[] = [];
  // Every answer of every app of this file, checked against the published OpenAPI documents (issue 35).
  const conformidade = new Conformidade();
  const newApp = async (appOptions: AppOptions = {}): Promise<FastifyInstance> => {
    const app = await buildApp({
      config: testConfig(appOptions.env),
      db: database.db,
      clock,
      ...(appOptions.random ? { random: appOptions.random } : {}),
      ...(appOptions.captcha ? { captcha: appOptions.captcha } : {}),
      ...(appOptions.storage ? { storage: appOptions.storage } : {}),
      ...(appOptions.logStream ? { logStream: appOptions.logStream } : {}),
      antesDasRotas: conformidade.observar,
    });
    await appOptions.extend?.(app);
    await app.ready();
    apps.push(app);
    return app;
  };
  const app = await newApp(options);
  return {
    database,
    clock,
    app,
    newApp,
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await database.dispose();
      // Fails the file's afterAll with each answer the documents do not describe.
      conformidade.conferir();
    },
  };
}

/** POSTs /api/login as the web does (encoded header + bot-check token), from a fresh or given agent. */
export async function attemptLogin(
  app: FastifyInstance,
  cpf: string,
  password: string = DEMO_PASSWORD,
  agent: TestAgent = new TestAgent(app),
): Promise<{ agent: TestAgent; response: LightMyRequestResponse }> {
  // The first GET hands out the CSRF token, like the web's initial parameter calls.
  if (!agent.csrfToken) await chamar(agent, parametrosEndpoints.statusManutencao);
  const response = await chamar(agent, loginEndpoints.login, {
    body: { token: 'captcha-ok' },
    headers: { authorization: encodeLoginAuthorization(cpf, password) },
  });
  return { agent, response };
}

/** A signed-in agent (session cookie + CSRF token bound to it); fails the test if login fails. */
export async function login(app: FastifyInstance, cpf: string, password?: string): Promise<TestAgent> {
  const { agent, response } = await attemptLogin(app, cpf, password);
  expect(response.statusCode, response.body).toBe(200);
  return agent;
}

export interface Demo {
  /** The file's harness (database, clock, app), ready inside tests and hooks. */
  readonly h: TestHarness;
  /** A signed-in agent for a demo member, logged in once per file and reused. */
  as(nome: keyof typeof DEMO): Promise<TestAgent>;
}

/**
 * The set-up most test files share (issue 36): one harness on the seeded demo for the file (beforeAll),
 * closed — with its OpenAPI conformance check — after it (afterAll), and the demo members signed in on
 * first use. Call it at the top of the file; read `demo.h` only inside tests and hooks.
 */
export function withDemo(options: HarnessOptions = {}): Demo {
  let harness: TestHarness | undefined;
  const agentes = new Map<keyof typeof DEMO, Promise<TestAgent>>();
  beforeAll(async () => {
    harness = await createTestHarness(options);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return {
    get h() {
      if (!harness) throw new Error('withDemo: o harness só existe dentro dos testes e hooks');
      return harness;
    },
    as(nome) {
      let agente = agentes.get(nome);
      if (!agente) {
        agente = login(this.h.app, DEMO[nome]);
        agentes.set(nome, agente);
      }
      return agente;
    },
  };
}
