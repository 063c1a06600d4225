import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleGif, sampleJpeg, samplePng } from '../../test/sample-files.js';
import { HttpError } from '../errors.js';
import type { FileStorage } from '../storage/file-storage.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { discardUploads, saveUploads } from './save-uploads.js';

let dir: string;
let storage: FileStorage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-save-'));
  storage = createLocalStorage({ directory: dir });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

// A request's files wait on disk (read-multipart-files.ts): each sample is written to a file of its own.
const waiting = mkdtempSync(join(tmpdir(), 'portal-save-waiting-'));
let written = 0;
afterAll(() => rm(waiting, { recursive: true, force: true }));
const file = (fileName: string, bytes: Buffer) => {
  const path = join(waiting, String((written += 1)));
  writeFileSync(path, bytes);
  return { fieldName: 'arquivo', fileName, path, size: bytes.byteLength };
};
const ALLOWED = ['png', 'gif', 'jpeg'];
const listed = async () =>
  (await readdir(dir, { recursive: true })).filter((name) => !name.endsWith('obito'));

describe('saveUploads', () => {
  it('stores each file under a code-chosen folder with a generated key', async () => {
    const saved = await saveUploads({
      storage,
      files: [file('a.png', samplePng()), file('b.jpeg', sampleJpeg())],
      allowedExtensions: ALLOWED,
      maxBytes: 1_048_576,
      prefix: 'obito',
    });
    expect(saved.map((s) => s.key)).toEqual([
      expect.stringMatching(/^obito\/[0-9a-f]{32}\.png$/),
      expect.stringMatching(/^obito\/[0-9a-f]{32}\.jpeg$/),
    ]);
    expect(saved.map((s) => s.type)).toEqual(['png', 'jpg']);
    for (const { key } of saved) expect(await storage.exists(key)).toBe(true);
  });

  it('throws the spec message as a 400 and stores nothing when any file is invalid', async () => {
    const attempt = saveUploads({
      storage,
      files: [file('a.png', samplePng()), file('b.png', sampleGif())],
      allowedExtensions: ALLOWED,
      maxBytes: 1_048_576,
    });
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      body: { mensagem: '- Formato de arquivo inválido.' },
    });
    expect(await listed()).toEqual([]);
  });

  it('removes what it stored when a later write fails', async () => {
    let puts = 0;
    const flaky: FileStorage = {
      ...storage,
      put: (key, body, options) => {
        puts += 1;
        return puts === 2 ? Promise.reject(new Error('disco cheio')) : storage.put(key, body, options);
      },
    };
    await expect(
      saveUploads({
        storage: flaky,
        files: [file('a.png', samplePng()), file('b.gif', sampleGif()), file('c.png', samplePng())],
        allowedExtensions: ALLOWED,
        maxBytes: 1_048_576,
      }),
    ).rejects.toThrow('disco cheio');
    expect(puts).toBe(2);
    expect(await listed()).toEqual([]);
  });
});

describe('discardUploads', () => {
  it('deletes every key and tolerates ones already gone', async () => {
    const saved = await saveUploads({
      storage,
      files: [file('a.png', samplePng())],
      allowedExtensions: ALLOWED,
      maxBytes: 1_048_576,
    });
    await discardUploads(storage, [...saved, { key: '0123456789abcdef0123456789abcdef.png' }]);
    expect(await listed()).toEqual([]);
  });
});
