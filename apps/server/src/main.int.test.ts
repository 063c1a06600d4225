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

/** Starts src/main.ts (as `npm run dev` does) on the embedded database in a folder of its own. */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-boot-'));
  dirs.push(dataDir);
  return spawn(
    process.execPath,
    ['--conditions=portal-source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** Everything the process prints, as it comes (`onData` sees the whole output so far). */
function collect(child: ReturnType<typeof start>, onData: (output: string) => void = () => undefined) {
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    onData(output);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

/**
 * Runs src/main.ts until it exits or prints `until`, then stops it.
 * Resolves with its output and exit code (null when we stopped it).
 */
function boot(env: Record<string, string>, until?: RegExp): Promise<{ output: string; code: number | null }> {
  const child = start(env);
  const output = collect(child, (text) => {
    if (until?.test(text)) child.kill('SIGTERM');
  });
  return new Promise((resolvePromise) => {
    child.on('exit', (code) =>
      resolvePromise({ output: output(), code: until?.test(output()) ? null : code }),
    );
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

describe('stopping (issue 18)', () => {
  it('on SIGTERM turns not-ready, keeps answering through the drain, then exits 0', async () => {
    const child = start({ SEED_DEMO: 'false', SHUTDOWN_DRAIN_MS: '1500' });
    const exited = new Promise<number | null>((resolveExit) => child.on('exit', resolveExit));
    let listeningAt: (url: string) => void = () => undefined;
    const listening = new Promise<string>((resolveUrl) => (listeningAt = resolveUrl));
    const output = collect(child, (text) => {
      const address = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(text);
      if (address) listeningAt(address[1]!);
    });
    const base = await listening;
    const ready = () =>
      fetch(`${base}/api/ready`).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await ready()).toEqual({ status: 200, body: { pronto: true } });

    child.kill('SIGTERM');
    await expect.poll(async () => (await ready()).status, { timeout: 1000, interval: 50 }).toBe(503);
    expect((await ready()).body).toEqual({ pronto: false, motivo: 'instância encerrando' });
    // Still serving while the load balancer takes it out of rotation.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(await exited).toBe(0);
    expect(output()).toContain('encerrado');
  }, 120_000);
});
