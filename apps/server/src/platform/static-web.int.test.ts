import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_COOKIE,
  ROUTES,
  routePath,
  SERVER_MESSAGES,
  VISITA_HEADER,
  WEB_ORIGIN_HEADER_VALUE,
} from '@portal/domain';
import { ROUTE_FIRST_CALLS } from '@portal/domain/contract/shell/route-first-calls';
import { STARTUP_CALL_URLS } from '@portal/domain/contract/shell/startup-calls';
import { MAINTENANCE_FLAG, parametrosOperadora } from '../db/schema/operator.js';
import { urlForaDoContrato } from '../test/contrato.js';
import { withDemo, type TestHarness } from '../test/test-app.js';
import { criarWebDist } from '../test/web-dist.js';
import { ROUTE_CALLS_ID, STARTUP_ANSWERS_ID, type EarlyAnswers } from './early-calls.js';
import { loadWebPage } from './web-page.js';

const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(200))})`;
const CSS = `body{color:#000}${'.a{margin:0}'.repeat(100)}`;

const demo = withDemo();
let h: TestHarness;
let web: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = criarWebDist({
    login: ['/assets/login-route-abc.js', '/assets/field-abc.js'],
    meuPlano: ['/assets/meu-plano-abc.js'],
  });
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  // What the build's precompress step writes beside each asset.
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), CSS);
  writeFileSync(join(dist, 'assets', 'index-abc123.css.gz'), gzipSync(CSS));
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  h = demo.h;
  web = await h.newApp({ env: { WEB_DIST: dist } });
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers });

const ANSWERS_BLOCK = new RegExp(`<script type="application/json" id="${STARTUP_ANSWERS_ID}">(.*?)</script>`);

/** The start-up answers a page carries, as its script reads them. */
function pageAnswers(body: string): EarlyAnswers {
  const text = ANSWERS_BLOCK.exec(body)?.[1];
  if (text === undefined) throw new Error('the page carries no start-up answers');
  return JSON.parse(text) as EarlyAnswers;
}

/** Sets an operator parameter for the length of `run`. */
async function withParametro(nome: string, valor: string, run: () => Promise<void>): Promise<void> {
  const where = eq(parametrosOperadora.nome, nome);
  const [before] = await h.database.db.select().from(parametrosOperadora).where(where);
  if (!before) throw new Error(`parameter ${nome} is not seeded`);
  await h.database.db.update(parametrosOperadora).set({ valor }).where(where);
  try {
    await run();
  } finally {
    await h.database.db.update(parametrosOperadora).set({ valor: before.valor }).where(where);
  }
}

describe('built web app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.pragma).toBeUndefined(); // no-store is for API answers only (issue 9)
    // A resource's headers: what protects it, a CSP allowing nothing, none of the page-only ones.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect((await get('/login')).headers['permissions-policy']).toBeDefined();
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and says it varies by encoding', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (body: Buffer) => body },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await get('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/^(?:text|application)\/javascript/);
      expect(response.headers.vary, accept).toContain('accept-encoding');
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString(), accept).toBe(SCRIPT);
    }
  });

  it('falls back to the next accepted copy when one is missing, and to the plain file without any', async () => {
    const gz = await get('/assets/index-abc123.css', { 'accept-encoding': 'br, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('text/css');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CSS);
    const plain = await get('/assets/index-abc123.css', { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CSS);
  });

  it('never serves a compressed copy by its own name', async () => {
    const response = await get('/assets/index-abc123.js.br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('hands the start-up answers over (or asks) from an inline script the CSP allows by its hash, and no other', async () => {
    for (const url of ['/login', '/', '/meu-plano/100001', '/rota/que/nao/existe']) {
      const response = await get(url);
      const scripts = [...response.body.matchAll(/<script>(.*?)<\/script>/g)].map(([, text = '']) => text);
      expect(scripts, url).toHaveLength(1);
      const [script = ''] = scripts;
      for (const call of STARTUP_CALL_URLS) expect(script, url).toContain(JSON.stringify(call));
      expect(script, url).toContain(`"x-origin":"${WEB_ORIGIN_HEADER_VALUE}"`);
      expect(script.indexOf('fetch('), url).toBeGreaterThan(0);
      const hash = createHash('sha256').update(script).digest('base64');
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSrc?.split(' '), url).toContain(`'sha256-${hash}'`);
      expect(scriptSrc, url).not.toContain('unsafe-inline');
    }
  });

  it("names a data screen's first calls (issue 37) before the script that starts them, and only on that screen", async () => {
    const block = (body: string) =>
      new RegExp(`<script type="application/json" id="${ROUTE_CALLS_ID}">(.*?)</script>`).exec(body)?.[1];
    const body = (await get('/situacao-financeira')).body;
    // With the screen permission the route's guard asks, so the page asks nothing for a member it would not show.
    expect(JSON.parse(block(body) ?? 'null')).toEqual({
      u: ROUTE_FIRST_CALLS.situacaoFinanceira,
      p: ROUTES.situacaoFinanceira.permission,
    });
    expect(body.indexOf(ROUTE_CALLS_ID)).toBeLessThan(body.indexOf('<script>'));
    // The member's screen visit goes with them, so the audit keeps one row per visit (decision 0035 §9).
    expect(body).toContain(`"${VISITA_HEADER}":v`);
    // The home asks its Guia Médico notices with the document (issue 40), for any signed-in member: no permission.
    expect(JSON.parse(block((await get('/')).body) ?? 'null')).toEqual({ u: ROUTE_FIRST_CALLS.home });
    for (const url of ['/login', '/alterar-senha']) expect(block((await get(url)).body), url).toBeUndefined();
  });

  it("sends the start-up calls' answers with the page, before its script, as the API gives them", async () => {
    for (const url of ['/login', '/', '/meu-plano/100001']) {
      const body = (await get(url)).body;
      const answers = pageAnswers(body);
      expect(Object.keys(answers).sort(), url).toEqual([...STARTUP_CALL_URLS].sort());
      for (const call of STARTUP_CALL_URLS) {
        const api = await web.inject({
          method: 'GET',
          url: call,
          headers: { 'x-origin': WEB_ORIGIN_HEADER_VALUE },
        });
        expect(answers[call], `${url} ${call}`).toEqual({
          status: api.statusCode,
          body: api.json<unknown>(),
        });
      }
      expect(body.indexOf(STARTUP_ANSWERS_ID), url).toBeLessThan(body.indexOf('<script>'));
    }
  });

  it('reads the answers for every page: a maintenance switched on shows on the next visit', async () => {
    const before = await get('/login');
    await withParametro(MAINTENANCE_FLAG, 'true', async () => {
      const during = await get('/login');
      expect(Object.values(pageAnswers(during.body))).toContainEqual({
        status: 200,
        body: { emManutencao: true, mensagem: expect.any(String) as unknown },
      });
      expect(during.headers.etag).not.toBe(before.headers.etag);
      const revalidated = await get('/login', { 'if-none-match': String(before.headers.etag) });
      expect(revalidated.statusCode).toBe(200);
    });
    expect((await get('/login')).headers.etag).toBe(before.headers.etag);
  });

  it("writes an operator's text as data that cannot end the block or start a script", async () => {
    const endereco = '</script><script>alert(1)</script> & <!-- \u2028';
    await withParametro('ENDERECO', endereco, async () => {
      const body = (await get('/login')).body;
      expect(body).not.toContain('<script>alert(1)');
      expect(body.match(/<\/script>/g)).toHaveLength(2); // the data block's and the script's own
      const parametros = Object.values(pageAnswers(body)).map((answer) => answer.body);
      expect(parametros).toContainEqual(expect.arrayContaining([{ nome: 'ENDERECO', valor: endereco }]));
    });
  });

  it('gives a first visit its CSRF token with the page, and leaves a token it has', async () => {
    const first = await get('/login');
    const cookies = [first.headers['set-cookie']].flat().join('\n');
    expect(cookies).toContain(`${CSRF_COOKIE}=`);
    const again = await get('/login', { cookie: `${CSRF_COOKIE}=abc` });
    expect([again.headers['set-cookie']].flat().join('\n')).not.toContain(`${CSRF_COOKIE}=`);
  });

  it("leaves the calls to the page's script when the answers cannot be read", async () => {
    const app = Fastify();
    const sendPage = loadWebPage(dist, { readAnswers: () => Promise.reject(new Error('banco fora')) });
    app.get('/*', sendPage);
    const response = await app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(STARTUP_ANSWERS_ID + '">');
    expect(response.body).toContain('fetch(');
    await app.close();
  });

  it('preloads the chunks of the screen a visit starts on, and only those', async () => {
    const link = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
    const login = await get('/login?token=abc');
    expect(login.body).toContain(
      `${link('/assets/login-route-abc.js')}${link('/assets/field-abc.js')}</head>`,
    );
    expect(login.body).not.toContain('meu-plano-abc');
    expect((await get('/meu-plano/100001')).body).toContain(link('/assets/meu-plano-abc.js'));
    for (const url of ['/cadastro', '/rota/que/nao/existe']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('modulepreload');
    }
  });

  it('sends index.html compressed once at start, by Accept-Encoding, and revalidates it by ETag', async () => {
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/login', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/login', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const response of [plain, br, gzip]) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
    const revalidated = await get('/login', { 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get('/cadastro')).headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers index.html for client-side routes (deep links survive a reload)', async () => {
    for (const url of ['/meu-plano/100001', '/login?token=abc', '/rota/que/nao/existe']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('sends a page opened by a link’s token uncached and unindexed, and every other page as before', async () => {
    for (const url of [
      routePath('cartaoCompartilhado', 'AbC-123_xyz'),
      routePath('agendamentoPublico', 'AbC-123_xyz'),
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    for (const url of [
      routePath('login'),
      routePath('cartaoCompartilhado'),
      routePath('meuPlano', '100001'),
    ]) {
      const response = await get(url);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('keeps API 404s as JSON', async () => {
    const response = await web.inject({
      method: 'GET',
      url: urlForaDoContrato(
        '/api/nao-existe',
        'uma rota que não existe sob /api: o 404 em JSON, não a página',
      ),
      headers: { 'x-origin': 'PORTAL_WEB' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
  });

  it('is off when WEB_DIST holds no build', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });
});
