import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain';
import { createTestHarness, type TestHarness } from '../test/test-app.js';

let h: TestHarness;
let web: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  h = await createTestHarness();
  web = await h.newApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => web.inject({ method: 'GET', url });

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
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for client-side routes (deep links survive a reload)', async () => {
    for (const url of ['/meu-plano/100001', '/login?token=abc', '/rota/que/nao/existe']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('keeps API 404s as JSON', async () => {
    const response = await web.inject({
      method: 'GET',
      url: '/api/nao-existe',
      headers: { 'x-origin': 'PORTAL_WEB' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
  });

  it('is off when WEB_DIST holds no build', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });
});
