#!/usr/bin/env node
// `npm run bench`: performance budgets measured, not asserted in tests.
//  1. Gzipped JavaScript that a first visit to /login downloads (measured in real Chromium).
//  2. Requests/s and p99 latency of an authenticated GET /api/usuario, beside a bare Fastify route
//     measured in the same run on the same machine (the floor no handler can beat).
// Everything runs on loopback against a throwaway data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(join(process.cwd(), 'apps/server/package.json'));
const autocannon = require('autocannon');
const { chromium } = createRequire(join(process.cwd(), 'e2e/package.json'))('@playwright/test');

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BARE_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const base = `http://127.0.0.1:${PORT}`;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const cleanup = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${base}/login`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function measureLoginFirstLoad() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.url().startsWith(base) && type.includes('javascript')) {
      try {
        scripts.set(
          res.url(),
          (await res.body()).length === 0 ? 0 : gzipSync(await res.body(), { level: 9 }).length,
        );
      } catch {
        /* redirected or aborted */
      }
    }
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  await browser.close();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { total, files: scripts.size };
}

async function loginCookies() {
  // Pick up the anonymous CSRF cookie, then sign in as the demo titular.
  const first = await fetch(`${base}/api/bemmais/status`, { headers: { 'x-origin': 'BENCH' } });
  const jar = new Map();
  const take = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  take(first);
  const b64 = (s) => Buffer.from(s, 'utf8').toString('base64');
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-origin': 'BENCH',
      authorization: `Basic ${b64(`${b64('39053344705')}:${b64('Portal@2026')}`)}`,
      'x-csrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      cookie: cookie(),
    },
    body: JSON.stringify({ token: 'bench' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  take(res);
  return cookie();
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const fmt = (r) =>
  `${Math.round(r.requests.average).toLocaleString('en')} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`;

try {
  await waitForServer();
  const js = await measureLoginFirstLoad();
  console.log(`login first load: ${(js.total / 1024).toFixed(1)} KiB of gzipped JS in ${js.files} files`);

  // The bare route runs in its own process, like the portal, so autocannon never shares its event loop.
  const bare = spawn(
    process.execPath,
    [
      '-e',
      `const f = require('fastify')({ logger: false }); f.get('/bare', async () => ({ ok: true }));` +
        `f.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`,
    ],
    { cwd: 'apps/server', stdio: 'inherit' },
  );
  process.on('exit', () => bare.kill('SIGTERM'));
  await new Promise((r) => setTimeout(r, 1000));
  const cookie = await loginCookies();
  const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/bare`, {});
  const usuario = await load(`${base}/api/usuario`, { cookie, 'x-origin': 'BENCH' });
  bare.kill('SIGTERM');
  console.log(`bare Fastify route:           ${fmt(bareResult)}`);
  console.log(`authenticated GET /api/usuario: ${fmt(usuario)}`);
  console.log(
    `GET /api/usuario reaches ${((usuario.requests.average / bareResult.requests.average) * 100).toFixed(0)}% of the bare route's throughput`,
  );
  if (usuario.non2xx > 0) process.exitCode = 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  cleanup();
  process.exit();
}
