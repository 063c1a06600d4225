// Issue 9, the real process: `NODE_ENV=production` with demo defaults refuses to start and says which
// variable to set; with PORTAL_DEMO=true it starts and warns loudly; outside production nothing changes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_MODE_WARNING } from './config/production.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs src/main.ts (as `npm run dev` does) until it exits or prints `until`, then stops it.
 * Resolves with its output and exit code (null when we stopped it).
 */
function boot(env: Record<string, string>, until?: RegExp): Promise<{ output: string; code: number | null }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-boot-'));
  dirs.push(dataDir);
  const child = spawn(
    process.execPath,
    ['--conditions=portal-source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolvePromise) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => resolvePromise({ output, code: until?.test(output) ? null : code }));
  });
}

describe('server start in production', () => {
  it('refuses the demo defaults, naming each variable to set and PORTAL_DEMO', async () => {
    const { output, code } = await boot({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example' });
    expect(code).toBe(1);
    for (const variable of [
      'CAPTCHA_PROVIDER',
      'SMTP_HOST',
      'SMS_URL',
      'SEED_DEMO=false',
      'PORTAL_DEMO=true',
    ]) {
      expect(output).toContain(variable);
    }
    expect(output).not.toContain('listening');
  }, 60_000);

  it('refuses the shortened test session (TEST_SESSION_SECONDS), even in a demo', async () => {
    const { output, code } = await boot({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example',
      PORTAL_DEMO: 'true',
      TEST_SESSION_SECONDS: '20',
    });
    expect(code).toBe(1);
    expect(output).toContain('TEST_SESSION_SECONDS');
    expect(output).not.toContain('listening');
  }, 60_000);

  it('starts with PORTAL_DEMO=true, warning loudly before it listens', async () => {
    const { output } = await boot(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://127.0.0.1:3000',
        PORTAL_DEMO: 'true',
        SEED_DEMO: 'false',
      },
      /listening/i,
    );
    const warning = output.indexOf(DEMO_MODE_WARNING);
    expect(warning).toBeGreaterThan(-1);
    expect(warning).toBeLessThan(output.search(/listening/i));
    expect(output).toContain('SMTP_HOST');
  }, 120_000);
});
