// A small Fastify app with the real multipart plugin and the portal's error handler, fed real
// multipart bodies through inject(): the same path a screen's upload route will take.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleExe, samplePdf, samplePng } from '../../test/sample-files.js';
import { errors } from '../errors.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { displayFileName, readMultipartFiles, type ReadMultipartOptions } from './read-multipart-files.js';
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
let app: FastifyInstance;

async function buildTestApp(pluginOptions: { throwFileSizeLimit?: boolean } = {}) {
  const instance = Fastify({ logger: false });
  await instance.register(errors);
  await instance.register(multipart, pluginOptions);
  const storage = createLocalStorage({ directory: storageDir });
  instance.post('/ler', async (request) => {
    const { files, fields } = await readMultipartFiles(request, LIMITS);
    return {
      fields,
      files: files.map((f) => ({ fieldName: f.fieldName, fileName: f.fileName, size: f.bytes.length })),
    };
  });
  instance.post('/guardar', async (request) => {
    const { files } = await readMultipartFiles(request, SAVE_LIMITS);
    return saveUploads({ storage, files, allowedExtensions: ALLOWED, maxBytes: SAVE_LIMITS.maxFileBytes });
  });
  await instance.ready();
  return instance;
}

beforeEach(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-upload-'));
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
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
