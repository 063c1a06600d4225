// A small Fastify app with the real multipart plugin and the portal's error handler, fed real
// multipart bodies through inject(): the same path a screen's upload route will take.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleExe, samplePdf, samplePng } from '../../test/sample-files.js';
import { errors } from '../errors.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { LEADING_BYTES } from './detect-file-type.js';
import { displayFileName, withMultipartFiles, type ReadMultipartOptions } from './read-multipart-files.js';
import { saveUploads } from './save-uploads.js';

interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
  data: Buffer | string;
}

function multipartBody(parts: Part[]) {
  const boundary = '----portal-teste-7d1f';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const LIMITS: ReadMultipartOptions = { maxFileBytes: 1024, maxFiles: 2, minFiles: 1 };
const SAVE_LIMITS: ReadMultipartOptions = { maxFileBytes: 64 * 1024, maxFiles: 3, minFiles: 1 };
const ALLOWED = ['pdf', 'png', 'jpg'];

let storageDir: string;
let waitingDir: string;
let app: FastifyInstance;
/** What each file left on disk while the request ran (the gate keeps only the leading bytes of a non-upload). */
let keptOnDisk: number[] = [];

async function buildTestApp(pluginOptions: { throwFileSizeLimit?: boolean } = {}) {
  const instance = Fastify({ logger: false });
  await instance.register(errors);
  await instance.register(multipart, pluginOptions);
  const storage = createLocalStorage({ directory: storageDir });
  for (const [url, limits] of [
    ['/ler', LIMITS],
    ['/ler-64k', SAVE_LIMITS],
  ] as const) {
    instance.post(url, (request) =>
      withMultipartFiles(request, { ...limits, tmpDir: waitingDir }, async ({ files, fields }) => {
        keptOnDisk = await Promise.all(files.map(async (f) => (await stat(f.path)).size));
        return {
          fields,
          files: files.map((f) => ({ fieldName: f.fieldName, fileName: f.fileName, size: f.size })),
        };
      }),
    );
  }
  instance.post('/guardar', (request) =>
    withMultipartFiles(request, { ...SAVE_LIMITS, tmpDir: waitingDir }, ({ files }) =>
      saveUploads({ storage, files, allowedExtensions: ALLOWED, maxBytes: SAVE_LIMITS.maxFileBytes }),
    ),
  );
  await instance.ready();
  return instance;
}

beforeEach(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-upload-'));
  waitingDir = await mkdtemp(join(tmpdir(), 'portal-upload-waiting-'));
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
  // Issue 34: each request's folder is gone once it answered, whatever the answer.
  expect(await readdir(waitingDir)).toEqual([]);
  await rm(storageDir, { recursive: true, force: true });
  await rm(waitingDir, { recursive: true, force: true });
});

const post = (url: string, parts: Part[]) => app.inject({ method: 'POST', url, ...multipartBody(parts) });

describe('readMultipartFiles', () => {
  it('reads files and fields, keeping only the last segment of a file name', async () => {
    const response = await post('/ler', [
      { name: 'descricao', data: 'Certidão de óbito' },
      { name: 'arquivo', fileName: 'C:\\fakepath\\laudo.png', data: samplePng() },
      { name: 'arquivo', fileName: '../../etc/foto.png', data: samplePng() },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { descricao: 'Certidão de óbito' },
      files: [
        { fieldName: 'arquivo', fileName: 'laudo.png', size: samplePng().length },
        { fieldName: 'arquivo', fileName: 'foto.png', size: samplePng().length },
      ],
    });
  });

  it('refuses a file over the cap with the Portuguese message', async () => {
    const response = await post('/ler', [
      { name: 'arquivo', fileName: 'grande.pdf', data: Buffer.alloc(1025, 1) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem: '- O arquivo deve ter no máximo 1 KB.' });
  });

  it('accepts a file of exactly the cap', async () => {
    const response = await post('/ler', [
      { name: 'arquivo', fileName: 'a.pdf', data: Buffer.alloc(1024, 1) },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('still refuses oversize files when the plugin is set not to throw', async () => {
    await app.close();
    app = await buildTestApp({ throwFileSizeLimit: false });
    const response = await post('/ler', [
      { name: 'arquivo', fileName: 'grande.pdf', data: Buffer.alloc(5000, 1) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem: '- O arquivo deve ter no máximo 1 KB.' });
  });

  it('refuses more files than allowed', async () => {
    const file = { name: 'arquivo', fileName: 'a.png', data: samplePng() };
    const response = await post('/ler', [file, file, file]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem: 'É permitido enviar somente 2 arquivo(s).' });
  });

  it('asks for the document when fewer files than the minimum arrive', async () => {
    const response = await post('/ler', [{ name: 'descricao', data: 'sem anexo' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem: 'Documento obrigatório.' });
  });

  it('keeps on disk only the leading bytes of a file that cannot be an upload, counting all of it', async () => {
    const response = await post('/ler-64k', [
      { name: 'arquivo', fileName: 'a.png', data: Buffer.concat([samplePng(), Buffer.alloc(20_000)]) },
      { name: 'arquivo', fileName: 'b.pdf', data: Buffer.alloc(20_000, 0x41) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ files: { size: number }[] }>().files.map((f) => f.size)).toEqual([
      samplePng().length + 20_000,
      20_000,
    ]);
    expect(keptOnDisk).toEqual([samplePng().length + 20_000, LEADING_BYTES]);
  });

  it('refuses a request that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/ler', payload: { arquivo: 'x' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('reading then saving uploads', () => {
  it('stores valid files under generated keys with their detected type', async () => {
    const pdf = await samplePdf('Relatório médico');
    const response = await post('/guardar', [
      { name: 'arquivo', fileName: 'Relatório médico.PDF', contentType: 'image/png', data: pdf },
      { name: 'arquivo', fileName: 'foto.png', data: samplePng() },
    ]);
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ key: string; contentType: string; fileName: string }[]>();
    expect(saved.map((s) => [s.fileName, s.contentType])).toEqual([
      ['Relatório médico.PDF', 'application/pdf'],
      ['foto.png', 'image/png'],
    ]);
    expect(saved[0]?.key).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await readFile(join(storageDir, saved[0]!.key))).toEqual(pdf);
  });

  it('stores nothing when a later file is over the cap', async () => {
    const response = await post('/guardar', [
      { name: 'arquivo', fileName: 'foto.png', data: samplePng() },
      { name: 'arquivo', fileName: 'grande.pdf', data: Buffer.alloc(70_000, 1) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem: '- O arquivo deve ter no máximo 64 KB.' });
    expect(await readdir(storageDir)).toEqual([]);
  });

  it('stores nothing when one file is a renamed executable', async () => {
    const response = await post('/guardar', [
      { name: 'arquivo', fileName: 'foto.png', data: samplePng() },
      { name: 'arquivo', fileName: 'boleto.pdf', contentType: 'application/pdf', data: sampleExe() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem: '- Formato de arquivo inválido.' });
    expect(await readdir(storageDir)).toEqual([]);
  });
});

describe('displayFileName', () => {
  it.each([
    ['C:\\Users\\ana\\exame.pdf', 'exame.pdf'],
    ['/tmp/../exame.pdf', 'exame.pdf'],
    ['  nome\u0000com\u001fcontrole.pdf ', 'nomecomcontrole.pdf'],
    [`${'a'.repeat(300)}.pdf`, 'a'.repeat(255)],
  ])('%j → %j', (raw, expected) => expect(displayFileName(raw)).toBe(expected));
});
