import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A production environment with every demo default replaced. */
const PRODUCTION: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://x@localhost/portal',
  SESSION_SECRET: 's'.repeat(32),
  PUBLIC_URL: 'https://portal.valeverde.example',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'site',
  CAPTCHA_SECRET: 'secret',
  SMTP_HOST: 'smtp.valeverde.example',
  SMS_URL: 'https://sms.valeverde.example/enviar',
  // Web Push's pair, shared by the instances (issue 42, decision 0053): a test pair, made for this file.
  PORTAL_VAPID_PUBLIC_KEY:
    'BL0amZbMDlyUULLDSyN9vXM39EEuG6jsiVHjyTIQdRb3rifAOn-NnvttahcYNjzg69EtmPCIFKmbE4S_RLCOnQ0',
  PORTAL_VAPID_PRIVATE_KEY: 'Uj_xMymTwFAWVBhWHByW7LDFToUoIqQ8xJVtNyLDtGo',
};

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(cwd, 'data'),
      databaseUrl: undefined,
      production: false,
      cookieSecure: false,
      publicUrl: 'http://localhost:3000',
      allowedHosts: [],
      allowLoopbackHosts: true,
      apiDocs: true,
      integracaoDocs: true,
      demoWarnings: [],
      captcha: { provider: 'local', localReject: false },
      login: { maxPerIp: 30, windowMinutes: 15, maxFailuresPerAccount: 5 },
      maintenance: { mode: undefined, message: undefined },
      logLevel: 'info',
      trustProxy: false,
      seedDemo: true,
    });
    expect(config.webDist).toMatch(/apps[\\/]web[\\/]dist$/);
  });

  it('generates a session secret once, keeps it in DATA_DIR with mode 600 and reuses it', () => {
    const cwd = tempDir();
    const first = loadConfig({ DATA_DIR: 'dados' }, cwd);
    const file = join(cwd, 'dados', 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: 'dados' }, cwd).sessionSecret).toBe(first.sessionSecret);
  });

  it('requires SESSION_SECRET with DATABASE_URL in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: undefined }, tempDir())).toThrow(
      /SESSION_SECRET/,
    );
    const config = loadConfig(PRODUCTION, tempDir());
    expect(config).toMatchObject({
      production: true,
      seedDemo: false,
      demoWarnings: [],
      cookieSecure: true,
      publicUrl: 'https://portal.valeverde.example',
      allowLoopbackHosts: false,
      apiDocs: false,
      integracaoDocs: false,
    });
  });

  it('keys the webhook secrets by INTEGRACAO_CHAVE_WEBHOOKS, else by the session secret every instance shares', () => {
    const chave = (env: Record<string, string>) => loadConfig(env, tempDir()).integracao.webhook.chave;
    const sessao = { SESSION_SECRET: 's'.repeat(32) };
    expect(chave(sessao)).toHaveLength(32);
    expect(chave(sessao).equals(chave(sessao))).toBe(true);
    expect(chave(sessao).equals(chave({ SESSION_SECRET: 't'.repeat(32) }))).toBe(false);
    const propria = { ...sessao, INTEGRACAO_CHAVE_WEBHOOKS: 'k'.repeat(40) };
    expect(
      chave(propria).equals(
        chave({ SESSION_SECRET: 't'.repeat(32), INTEGRACAO_CHAVE_WEBHOOKS: 'k'.repeat(40) }),
      ),
    ).toBe(true);
    expect(chave(propria).equals(chave(sessao))).toBe(false);
    expect(() => chave({ ...sessao, INTEGRACAO_CHAVE_WEBHOOKS: 'curta' })).toThrow(
      /INTEGRACAO_CHAVE_WEBHOOKS/,
    );
  });

  it('refuses a short secret, an unknown captcha provider and a vendor without keys', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'curto' }, tempDir())).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'outro' }, tempDir())).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' }, tempDir())).toThrow(/CAPTCHA_SECRET/);
  });

  it('parses booleans, numbers, proxy settings and extra CSP origins', () => {
    const config = loadConfig(
      {
        SESSION_SECRET: 's'.repeat(32),
        PORT: '3050',
        COOKIE_SECURE: 'true',
        PUBLIC_URL: 'https://portal.valeverde.example/',
        ALLOWED_HOSTS: 'Portal.Interno.example, 10.0.0.5:3000',
        API_DOCS: 'false',
        INTEGRACAO_DOCS: 'true',
        CAPTCHA_LOCAL_REJECT: 'true',
        LOGIN_MAX_PER_IP: '10',
        MAINTENANCE_MODE: 'false',
        TRUST_PROXY: '10.0.0.0/8',
        CSP_EXTRA_ORIGINS: 'https://chat.example, https://maps.example',
      },
      tempDir(),
    );
    expect(config).toMatchObject({
      port: 3050,
      cookieSecure: true,
      publicUrl: 'https://portal.valeverde.example',
      allowedHosts: ['portal.interno.example', '10.0.0.5:3000'],
      apiDocs: false,
      integracaoDocs: true,
      captcha: { localReject: true },
      login: { maxPerIp: 10 },
      maintenance: { mode: false },
      trustProxy: ['10.0.0.0/8'],
      cspExtraOrigins: ['https://chat.example', 'https://maps.example'],
    });
  });
});

describe('production refuses demo defaults (issue 9)', () => {
  it.each([
    ['the local bot-check', { CAPTCHA_PROVIDER: 'local' }, /CAPTCHA_PROVIDER/],
    ['the clear-text e-mail outbox', { SMTP_HOST: undefined }, /SMTP_HOST/],
    ['the clear-text SMS outbox', { SMS_URL: undefined }, /SMS_URL/],
    ['demo seeding asked for', { SEED_DEMO: 'true' }, /SEED_DEMO=false/],
    ['demo seeding by default on the embedded database', { DATABASE_URL: undefined }, /SEED_DEMO=false/],
  ])('refuses %s, naming the variable and PORTAL_DEMO', (_label, change, variable) => {
    const env = { ...PRODUCTION, ...change };
    expect(() => loadConfig(env, tempDir())).toThrow(variable);
    expect(() => loadConfig(env, tempDir())).toThrow(/PORTAL_DEMO=true/);
  });

  it('lists every demo default at once, and PORTAL_DEMO=true accepts them as warnings', () => {
    const demo = { NODE_ENV: 'production', PUBLIC_URL: 'https://demo.example' };
    expect(() => loadConfig(demo, tempDir())).toThrow(
      /CAPTCHA_PROVIDER[\s\S]*SMTP_HOST[\s\S]*SMS_URL[\s\S]*SEED_DEMO/,
    );
    const config = loadConfig({ ...demo, PORTAL_DEMO: 'true' }, tempDir());
    expect(config.demoWarnings).toHaveLength(4);
    expect(config.seedDemo).toBe(true);
  });

  it('refuses the test-only session length (TEST_SESSION_SECONDS), which outside production sets it', () => {
    expect(() => loadConfig({ ...PRODUCTION, TEST_SESSION_SECONDS: '20' }, tempDir())).toThrow(
      /TEST_SESSION_SECONDS/,
    );
    expect(loadConfig(PRODUCTION, tempDir()).sessionDurationMs).toBe(30 * 60_000);
    expect(loadConfig({ TEST_SESSION_SECONDS: '20' }, tempDir()).sessionDurationMs).toBe(20_000);
  });

  it('changes nothing outside production', () => {
    const config = loadConfig({ PORTAL_DEMO: 'false' }, tempDir());
    expect(config).toMatchObject({ demoWarnings: [], seedDemo: true, captcha: { provider: 'local' } });
  });
});

describe('PUBLIC_URL and cookies (issue 9)', () => {
  it('is required in production and must be a bare http(s) origin', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: undefined }, tempDir())).toThrow(/PUBLIC_URL/);
    for (const bad of ['portal.example', 'ftp://portal.example', 'https://portal.example/portal']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }, tempDir())).toThrow(/PUBLIC_URL/);
    }
    expect(loadConfig({ PORT: '3220' }, tempDir()).publicUrl).toBe('http://localhost:3220');
  });

  it('forces Secure cookies in production, except plain http on loopback', () => {
    expect(() => loadConfig({ ...PRODUCTION, COOKIE_SECURE: 'false' }, tempDir())).toThrow(/COOKIE_SECURE/);
    const local = loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://127.0.0.1:3000' }, tempDir());
    expect(local.cookieSecure).toBe(false);
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://portal.example' }, tempDir()).cookieSecure).toBe(
      true,
    );
  });

  it('outside production follows the public origin, not the request', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example' }, tempDir()).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://portal.example' }, tempDir()).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }, tempDir()).cookieSecure).toBe(true);
  });
});

describe('TRUST_PROXY (issue 9)', () => {
  it('refuses true, which would let any client name its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, tempDir())).toThrow(/TRUST_PROXY=true/);
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'true' }, tempDir())).toThrow(/TRUST_PROXY=true/);
  });

  it('takes a hop count or a list of addresses, CIDRs and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }, tempDir()).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }, tempDir()).trustProxy).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, ::1, fd00::/8, loopback' }, tempDir()).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, tempDir())).toThrow(/TRUST_PROXY/);
    }
  });
});
