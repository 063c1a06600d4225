// The Console da Operadora's app (issue 38) served at /console/: its files with the member app's caching
// rules, its own page for every client-side route under /console (never the member page), the console API's
// unknown paths a JSON 404, and CONSOLE_PUBLIC_URL keeping it on its own host.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain';
import { CONSOLE_CSRF_COOKIE, CONSOLE_PATH, CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { parametrosOperadora } from '../db/schema/operator.js';
import { createTestHarness, type TestHarness } from '../test/test-app.js';
import { criarWebDist } from '../test/web-dist.js';

const CONSOLE_PAGE =
  '<!doctype html><head><meta charset="UTF-8"><title>Console da Operadora</title></head><body></body>';
const MEMBER_TITLE = '<title>Portal</title>';

let h: TestHarness;
let app: FastifyInstance;
let interno: FastifyInstance;
let semConsole: FastifyInstance;
let consoleDist: string;
let webDist: string;

beforeAll(async () => {
  consoleDist = mkdtempSync(join(tmpdir(), 'portal-console-'));
  mkdirSync(join(consoleDist, 'assets'));
  writeFileSync(join(consoleDist, 'index.html'), CONSOLE_PAGE);
  writeFileSync(join(consoleDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  webDist = criarWebDist();
  h = await createTestHarness();
  app = await h.newApp({ env: { WEB_DIST: webDist, CONSOLE_DIST: consoleDist } });
  interno = await h.newApp({
    env: { WEB_DIST: webDist, CONSOLE_DIST: consoleDist, CONSOLE_PUBLIC_URL: 'https://console.interno:8443' },
  });
  semConsole = await h.newApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await h.close();
  rmSync(consoleDist, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

const get = (on: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  on.inject({ method: 'GET', url, headers });

describe('the console app at /console/', () => {
  it('serves its page at /console/ and at every client-side route under it, revalidated on each visit', async () => {
    for (const url of [
      `${CONSOLE_PATH}/`,
      `${CONSOLE_PATH}/equipe`,
      `${CONSOLE_PATH}/entrar?volta=%2Fequipe`,
    ]) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Console da Operadora</title>');
      expect(response.body, url).not.toContain(MEMBER_TITLE);
    }
  });

  it("carries the operator's name for the header, escaped, as the parameter says now", async () => {
    await h.database.db
      .insert(parametrosOperadora)
      .values({ nome: 'NOME_OPERADORA', valor: 'Saúde <Boa> & "Cia"' })
      .onConflictDoUpdate({ target: parametrosOperadora.nome, set: { valor: 'Saúde <Boa> & "Cia"' } });
    const body = (await get(app, `${CONSOLE_PATH}/`)).body;
    expect(body).toContain(
      '<meta name="portal-operadora" content="Saúde &lt;Boa&gt; &amp; &quot;Cia&quot;"><title>',
    );
  });

  it("brings the console CSRF token with the page (Path=/console), for the sign-in screen's first POST", async () => {
    const response = await get(app, `${CONSOLE_PATH}/entrar`);
    const cookie = response.cookies.find((c) => c.name === CONSOLE_CSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.path).toBe(CONSOLE_PATH);
    expect((await get(app, '/login')).cookies.map((c) => c.name)).not.toContain(CONSOLE_CSRF_COOKIE);
  });

  it('answers 304 to a page the browser holds (same ETag)', async () => {
    const first = await get(app, `${CONSOLE_PATH}/`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(app, `${CONSOLE_PATH}/equipe`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('redirects /console to /console/, keeping the query', async () => {
    const response = await get(app, `${CONSOLE_PATH}?x=1`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${CONSOLE_PATH}/?x=1`);
  });

  it('caches its hashed assets for a year', async () => {
    const response = await get(app, `${CONSOLE_PATH}/assets/index-abc123.js`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log(1)');
  });

  it('answers an unknown console API path with the JSON 404, never a page', async () => {
    const response = await get(app, `${CONSOLE_PREFIX}/nao-existe`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ mensagem: SERVER_MESSAGES.notFound });
  });

  it('leaves the member app where it was', async () => {
    const response = await get(app, '/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(MEMBER_TITLE);
    expect((await get(app, '/consoles')).body).toContain(MEMBER_TITLE);
  });

  it('never serves the member page under /console, even without the console build', async () => {
    const response = await get(semConsole, `${CONSOLE_PATH}/equipe`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(MEMBER_TITLE);
  });
});

describe('CONSOLE_PUBLIC_URL', () => {
  it('serves the console on its own host only', async () => {
    const proprio = await get(interno, `${CONSOLE_PATH}/equipe`, { host: 'console.interno:8443' });
    expect(proprio.statusCode).toBe(200);
    expect(proprio.body).toContain('<title>Console da Operadora</title>');
    const arquivo = await get(interno, `${CONSOLE_PATH}/assets/index-abc123.js`, { host: 'console.interno' });
    expect(arquivo.statusCode).toBe(200);
  });

  it('answers 404 for the console (page and files) on the portal host, whose member app stays', async () => {
    for (const url of [
      `${CONSOLE_PATH}/`,
      `${CONSOLE_PATH}/equipe`,
      `${CONSOLE_PATH}/assets/index-abc123.js`,
    ]) {
      const response = await get(interno, url, { host: 'localhost' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(MEMBER_TITLE);
      expect(response.body, url).not.toContain('console.log');
    }
    expect((await get(interno, '/login', { host: 'localhost' })).body).toContain(MEMBER_TITLE);
  });
});
