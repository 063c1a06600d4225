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

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(cwd, 'data'),
      databaseUrl: undefined,
      cookieSecure: 'auto',
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
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://x@localhost/portal', NODE_ENV: 'production' }, tempDir()),
    ).toThrow(/SESSION_SECRET/);
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://x@localhost/portal',
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(32),
      },
      tempDir(),
    );
    expect(config.seedDemo).toBe(false);
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
      cookieSecure: 'always',
      captcha: { localReject: true },
      login: { maxPerIp: 10 },
      maintenance: { mode: false },
      trustProxy: '10.0.0.0/8',
      cspExtraOrigins: ['https://chat.example', 'https://maps.example'],
    });
  });
});
