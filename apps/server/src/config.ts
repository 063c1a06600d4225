// Reads the environment once into a typed configuration. Tests call loadConfig with their own env.
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SESSION_DURATION_MS } from '@portal/domain/constants';
import { booleanText } from './config/env-values.js';
import { parseAllowedHosts, parsePublicUrl, parseTrustProxy, resolveCookieSecure } from './config/network.js';
import { notifyConfig, notifyEnvShape, type NotifyConfig } from './config/notify.js';
import { pushConfig, pushEnvShape, type PushConfig } from './config/push.js';
import { demoDefaultsInUse, productionRefusal } from './config/production.js';
import {
  poolConfig,
  replicaConfig,
  runtimeEnvShape,
  shutdownConfig,
  type PoolConfig,
  type ReplicaConfig,
  type ShutdownConfig,
} from './config/runtime.js';
import { storageConfig, storageEnvShape, type StorageConfig } from './config/storage.js';
import { uploadsConfig, uploadsEnvShape, type UploadsConfig } from './config/uploads.js';

export const CAPTCHA_PROVIDERS = ['local', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute folder for the embedded database, the persisted session secret and later uploads. */
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  /** NODE_ENV=production: demo defaults refused (unless demo), PUBLIC_URL required, API docs off by default. */
  production: boolean;
  /** Production settings left at demo defaults that PORTAL_DEMO=true accepted; logged loudly at start. */
  demoWarnings: string[];
  sessionSecret: string;
  /** Secure flag of every cookie, from PUBLIC_URL (and forced in production), never from a request. */
  cookieSecure: boolean;
  /** The public origin (scheme://host[:port]) for every absolute link, e.g. the shared card's QR code. */
  publicUrl: string;
  /** Host names answered besides PUBLIC_URL's (others get 421); loopback is added outside production. */
  allowedHosts: string[];
  /** Outside production localhost/127.0.0.1/[::1] on any port are allowed too (dev, e2e). */
  allowLoopbackHosts: boolean;
  /** Serve the OpenAPI document at /api/docs/json (default: off in production). */
  apiDocs: boolean;
  /** Serve the integration API's OpenAPI at /integracao/docs[/json] (default: off in production). */
  integracaoDocs: boolean;
  captcha: {
    provider: CaptchaProviderName;
    siteKey: string | undefined;
    secret: string | undefined;
    localReject: boolean;
  };
  /** Idle session length: SESSION_DURATION_MS, or TEST_SESSION_SECONDS outside production (e2e). */
  sessionDurationMs: number;
  login: {
    maxPerIp: number;
    windowMinutes: number;
    /** Failures for a CPF (in the window, since its last success) after which it needs the visible bot-check. */
    maxFailuresPerAccount: number;
    /** Pause before checking a password of a CPF under the visible bot-check (slows guessing down). */
    challengeDelayMs: number;
  };
  maintenance: {
    /** Overrides the database flag when set. */
    mode: boolean | undefined;
    message: string | undefined;
  };
  /** Built web app served beside the API; ignored when it holds no index.html. */
  webDist: string;
  /** Built Console da Operadora (apps/console/dist) served at /console/; ignored without an index.html. */
  consoleDist: string;
  /**
   * CONSOLE_PUBLIC_URL: the console's own origin (e.g. an internal host); when set, the console is served only
   * on that host name (its name is answered besides PUBLIC_URL's). Unset: the console is under PUBLIC_URL.
   */
  consolePublicUrl: string | undefined;
  logLevel: string;
  /** Fastify trustProxy: false, a hop count, or the proxies' addresses/CIDRs; never `true` (issue 9). */
  trustProxy: false | number | string[];
  /** Seed the demo data when the database is empty (default: embedded database only). */
  seedDemo: boolean;
  /** Extra origins allowed by the CSP for scripts, frames and connections (e.g. a chatbot vendor). */
  cspExtraOrigins: string[];
  /**
   * Origin of the maps service whose embed page shows each service point (issue 17): framed by the web and
   * allowed in the CSP frame-src only. Serves OpenStreetMap's `/export/embed.html?bbox=…&marker=lat,lon`.
   */
  mapaEmbedOrigin: string;
  /** ViaCEP-compatible address lookup (`{cep}` in the URL); off by default: the shipped CEP table answers. */
  cepLookupUrl: string | undefined;
  /** Delivery of codes and notices: SMTP / HTTP SMS when configured, else the outbox table (issue 3). */
  notify: NotifyConfig;
  /** Web Push: VAPID keys from the environment (else generated into DATA_DIR) and where pushes may go. */
  push: PushConfig;
  /** Days a password lasts before the login flags it expired; 0 = never (issue 3). */
  passwordMaxAgeDays: number;
  /** Where uploaded files live: a local folder (default `<dataDir>/arquivos`) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Temp folder, concurrency caps and orphan sweep of uploads (config/uploads.ts). */
  uploads: UploadsConfig;
  /** PostgreSQL pool size and timeouts (ignored on the embedded database). */
  pool: PoolConfig;
  /** The PostgreSQL streaming replica heavy reads may use (DATABASE_READ_URL); undefined: none. */
  replica: ReplicaConfig | undefined;
  /** How the instance stops on SIGTERM/SIGINT (main.ts). */
  shutdown: ShutdownConfig;
  /** Token of the Prometheus scraper (METRICS_TOKEN); undefined: no /api/metrics. */
  metricsToken: string | undefined;
  /** Operator integration API (decision 0024): bearer token lifetime and calls per client per minute. */
  integracao: {
    tokenMs: number;
    maxPorMinuto: number;
    /** Webhook delivery worker (decision 0025): every intervaloMs (0 = off), each POST cut after timeoutMs. */
    webhook: { intervaloMs: number; timeoutMs: number; tentativas: number; chave: Buffer };
  };
  /** Guia Médico (decision 0046): calls of its public routes per address per minute (429 past it; 0: not counted). */
  guiaMedico: { maxPorMinuto: number };
}

type Env = Record<string, string | undefined>;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  NODE_ENV: z.string().default('development'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET precisa de ao menos 32 caracteres').optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  PUBLIC_URL: z.string().min(1).optional(),
  ALLOWED_HOSTS: z.string().optional(),
  PORTAL_DEMO: booleanText.default(false),
  API_DOCS: booleanText.optional(),
  INTEGRACAO_DOCS: booleanText.optional(),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('local'),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_LOCAL_REJECT: booleanText.default(false),
  LOGIN_MAX_PER_IP: positiveInt(30),
  TEST_SESSION_SECONDS: z.coerce.number().int().min(1).max(1800).optional(),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  LOGIN_MAX_PER_ACCOUNT: positiveInt(5),
  INTEGRACAO_TOKEN_MINUTOS: z.coerce.number().int().min(1).max(60).default(15),
  INTEGRACAO_MAX_POR_MINUTO: positiveInt(600),
  GUIA_MEDICO_MAX_POR_MINUTO: z.coerce.number().int().min(0).max(1_000_000).default(120),
  INTEGRACAO_WEBHOOK_INTERVALO_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  INTEGRACAO_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  INTEGRACAO_WEBHOOK_TENTATIVAS: z.coerce.number().int().min(1).max(30).default(10),
  INTEGRACAO_CHAVE_WEBHOOKS: z
    .string()
    .min(32, 'INTEGRACAO_CHAVE_WEBHOOKS precisa de ao menos 32 caracteres')
    .optional(),
  LOGIN_CHALLENGE_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(1000),
  MAINTENANCE_MODE: booleanText.optional(),
  MAINTENANCE_MESSAGE: z.string().min(1).optional(),
  WEB_DIST: z.string().min(1).optional(),
  CONSOLE_DIST: z.string().min(1).optional(),
  CONSOLE_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().min(1).optional(),
  SEED_DEMO: booleanText.optional(),
  CSP_EXTRA_ORIGINS: z.string().optional(),
  URL_CONSULTA_CEP: z.url().optional(),
  MAPA_EMBED_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default('https://www.openstreetmap.org')
    .transform((url) => new URL(url).origin),
  ...notifyEnvShape,
  ...pushEnvShape,
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  ...storageEnvShape,
  ...uploadsEnvShape,
  ...runtimeEnvShape,
});

/** apps/web/dist, found from this file whether it runs from src/ (tsx, tests) or dist/ (npm start). */
const defaultWebDist = (): string => resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const defaultConsoleDist = (): string =>
  resolve(dirname(fileURLToPath(import.meta.url)), '../../console/dist');

/**
 * The session secret signs cookies and CSRF tokens. A production server on PostgreSQL must be given
 * one (several instances must share it); otherwise one is generated once and kept in DATA_DIR so
 * sessions survive restarts.
 */
function resolveSessionSecret(env: z.infer<typeof envSchema>, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new Error('SESSION_SECRET é obrigatório com DATABASE_URL em produção.');
  }
  const file = resolve(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The key that encrypts the webhooks' signing secrets at rest (AES-256-GCM, decision 0025): the SHA-256 of
 * INTEGRACAO_CHAVE_WEBHOOKS, or else derived from the session secret (HKDF), which every instance already
 * shares. Setting it lets the session secret be rotated without making stored webhook secrets unreadable.
 */
const chaveWebhooks = (texto: string | undefined, sessionSecret: string): Buffer =>
  texto
    ? createHash('sha256').update(texto).digest()
    : Buffer.from(hkdfSync('sha256', sessionSecret, '', 'portal:integracao:webhooks', 32));

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuração inválida: ${detail}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_PROVIDER !== 'local' && (!e.CAPTCHA_SECRET || !e.CAPTCHA_SITE_KEY)) {
    throw new Error(`CAPTCHA_PROVIDER=${e.CAPTCHA_PROVIDER} exige CAPTCHA_SITE_KEY e CAPTCHA_SECRET.`);
  }
  // A replica of the embedded database does not exist: PGlite is one process' own.
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) throw new Error('DATABASE_READ_URL exige DATABASE_URL.');
  const dataDir = resolve(cwd, e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  const demoDefaults = production
    ? demoDefaultsInUse({
        captchaProvider: e.CAPTCHA_PROVIDER,
        smtpHost: e.SMTP_HOST,
        smsUrl: e.SMS_URL,
        seedDemo,
      })
    : [];
  if (demoDefaults.length > 0 && !e.PORTAL_DEMO) throw productionRefusal(demoDefaults);
  // A shortened session exists for the expiry-warning journeys only; a production server never runs with it.
  if (production && e.TEST_SESSION_SECONDS !== undefined) {
    throw new Error('TEST_SESSION_SECONDS é só para testes e não pode ser usado com NODE_ENV=production.');
  }
  const publicUrl = parsePublicUrl(e.PUBLIC_URL, production, e.PORT);
  const sessionSecret = resolveSessionSecret(e, dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    production,
    demoWarnings: demoDefaults,
    sessionSecret,
    cookieSecure: resolveCookieSecure(e.COOKIE_SECURE, publicUrl, production),
    publicUrl,
    allowedHosts: parseAllowedHosts(e.ALLOWED_HOSTS),
    allowLoopbackHosts: !production,
    apiDocs: e.API_DOCS ?? !production,
    integracaoDocs: e.INTEGRACAO_DOCS ?? !production,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.CAPTCHA_SITE_KEY,
      secret: e.CAPTCHA_SECRET,
      localReject: e.CAPTCHA_LOCAL_REJECT,
    },
    sessionDurationMs:
      e.TEST_SESSION_SECONDS === undefined ? SESSION_DURATION_MS : e.TEST_SESSION_SECONDS * 1000,
    login: {
      maxPerIp: e.LOGIN_MAX_PER_IP,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
      maxFailuresPerAccount: e.LOGIN_MAX_PER_ACCOUNT,
      challengeDelayMs: e.LOGIN_CHALLENGE_DELAY_MS,
    },
    maintenance: { mode: e.MAINTENANCE_MODE, message: e.MAINTENANCE_MESSAGE },
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : defaultWebDist(),
    consoleDist: e.CONSOLE_DIST ? resolve(cwd, e.CONSOLE_DIST) : defaultConsoleDist(),
    consolePublicUrl: e.CONSOLE_PUBLIC_URL ? new URL(e.CONSOLE_PUBLIC_URL).origin : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo,
    cspExtraOrigins: (e.CSP_EXTRA_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    cepLookupUrl: e.URL_CONSULTA_CEP,
    mapaEmbedOrigin: e.MAPA_EMBED_ORIGIN,
    notify: notifyConfig(e),
    push: pushConfig(e, { production, databaseUrl: e.DATABASE_URL }),
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    storage: storageConfig(e, dataDir, cwd),
    uploads: uploadsConfig(e, cwd),
    pool: poolConfig(e),
    replica: replicaConfig(e),
    shutdown: shutdownConfig(e),
    metricsToken: e.METRICS_TOKEN,
    integracao: {
      tokenMs: e.INTEGRACAO_TOKEN_MINUTOS * 60_000,
      maxPorMinuto: e.INTEGRACAO_MAX_POR_MINUTO,
      webhook: {
        intervaloMs: e.INTEGRACAO_WEBHOOK_INTERVALO_MS,
        timeoutMs: e.INTEGRACAO_WEBHOOK_TIMEOUT_MS,
        tentativas: e.INTEGRACAO_WEBHOOK_TENTATIVAS,
        chave: chaveWebhooks(e.INTEGRACAO_CHAVE_WEBHOOKS, sessionSecret),
      },
    },
    guiaMedico: { maxPorMinuto: e.GUIA_MEDICO_MAX_POR_MINUTO },
  };
}
