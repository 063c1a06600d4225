import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samplePdf } from '../../test/sample-files.js';
import { createFileKey } from './file-key.js';
import { createLocalStorage } from './local-storage.js';
import { contentDisposition, sendFile } from './send-file.js';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Declaração de permanência.pdf')).toBe(
      `attachment; filename="Declaracao de permanencia.pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o%20de%20perman%C3%AAncia.pdf`,
    );
  });

  it('can ask for inline display', () => {
    expect(contentDisposition('carta.pdf', 'inline')).toMatch(/^inline; filename="carta.pdf"/);
  });

  it('cannot be broken out of with quotes, separators or new lines', () => {
    const header = contentDisposition('a"b\\c/d\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="abcdSet-Cookie: x=1.pdf"; filename*=UTF-8''abcdSet-Cookie%3A%20x%3D1.pdf`,
    );
  });

  it('falls back to a generic name when nothing is left', () => {
    expect(contentDisposition(' "/" ')).toMatch(/^attachment; filename="arquivo";/);
  });
});

describe('sendFile', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-send-'));
    app = Fastify();
  });
  afterEach(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('streams a stored file as a no-store, no-sniff download', async () => {
    const storage = createLocalStorage({ directory: dir });
    const key = createFileKey({ extension: 'pdf' });
    const pdf = await samplePdf();
    await storage.put(key, pdf, { contentType: 'application/pdf' });
    app.get('/arquivo', async (_request, reply) => {
      const stored = await storage.get(key);
      if (!stored) return reply.code(404).send();
      return sendFile(reply, stored.stream, {
        downloadName: 'Certidão.pdf',
        contentType: stored.contentType,
        size: stored.size,
      });
    });

    const response = await app.inject({ method: 'GET', url: '/arquivo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="Certidao.pdf"; filename*=UTF-8''Certid%C3%A3o.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(response.rawPayload).toEqual(pdf);
  });

  it('sends a generated PDF buffer inline when asked', async () => {
    const pdf = await samplePdf();
    app.get('/pdf', (_request, reply) =>
      sendFile(reply, pdf, {
        downloadName: 'carta.pdf',
        contentType: 'application/pdf',
        disposition: 'inline',
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/pdf' });
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.rawPayload).toEqual(pdf);
  });
});
