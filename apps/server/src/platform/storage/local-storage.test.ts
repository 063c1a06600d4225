import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileKey } from './file-key.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage } from './local-storage.js';

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-storage-'));
  storage = createLocalStorage({ directory: join(root, 'arquivos') });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every file under the storage folder, relative, including hidden temporaries. */
const listAll = async (): Promise<string[]> => {
  try {
    return (await readdir(join(root, 'arquivos'), { recursive: true, withFileTypes: true }))
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name).slice(join(root, 'arquivos').length + 1))
      .sort();
  } catch {
    return [];
  }
};

describe('local storage', () => {
  it('stores bytes under the key and reads them back with size and content type', async () => {
    const key = createFileKey({ extension: 'pdf' });
    const bytes = Buffer.from('%PDF-1.4 conteúdo');
    expect(await storage.put(key, bytes, { contentType: 'application/pdf' })).toEqual({
      key,
      size: bytes.length,
    });
    expect(await readFile(join(root, 'arquivos', key))).toEqual(bytes);

    const stored = await storage.get(key);
    expect(stored).not.toBeNull();
    expect(stored?.size).toBe(bytes.length);
    expect(stored?.contentType).toBe('application/pdf');
    expect(await buffer(stored!.stream)).toEqual(bytes);
  });

  it('stores a stream, counting its size, and creates the code-chosen folder', async () => {
    const key = createFileKey({ prefix: 'reembolso', extension: 'png' });
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)];
    const result = await storage.put(key, Readable.from(chunks), { contentType: 'image/png' });
    expect(result.size).toBe(100_000);
    expect(await readFile(join(root, 'arquivos', key))).toEqual(Buffer.concat(chunks));
  });

  it('answers exists, and delete removes the file and its metadata', async () => {
    const key = createFileKey({ extension: 'gif' });
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('GIF89a'), { contentType: 'image/gif' });
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await listAll()).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('returns null for a key that was never stored', async () => {
    expect(await storage.get(createFileKey({ extension: 'pdf' }))).toBeNull();
  });

  it('falls back to octet-stream when the metadata is gone', async () => {
    const key = createFileKey({ extension: 'pdf' });
    await storage.put(key, Buffer.from('x'), { contentType: 'application/pdf' });
    await rm(join(root, 'arquivos', `${key}.meta.json`));
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('application/octet-stream');
    stored?.stream.destroy();
  });

  it('leaves nothing behind when the incoming stream fails half way', async () => {
    const key = createFileKey({ extension: 'pdf' });
    function* failing() {
      yield Buffer.alloc(64 * 1024, 7);
      throw new Error('conexão caiu');
    }
    await expect(
      storage.put(key, Readable.from(failing()), { contentType: 'application/pdf' }),
    ).rejects.toThrow('conexão caiu');
    expect(await storage.exists(key)).toBe(false);
    expect(await listAll()).toEqual([]);
  });

  it.each([
    '../fora.pdf',
    '../../etc/passwd',
    '/etc/passwd',
    'nome-do-cliente.pdf',
    `x/../../${'a'.repeat(32)}`,
    `${'a'.repeat(32)}/../../fora`,
  ])('refuses the key %j on every operation', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.exists(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    expect(await readdir(root)).toEqual([]);
  });

  it('cannot read a file placed beside the storage folder', async () => {
    await writeFile(join(root, 'segredo.txt'), 'não');
    await expect(storage.get('../segredo.txt')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('list (the orphan sweep, issue 34)', () => {
  it('names every key under a folder with its time, and no sidecar, temporary or other folder', async () => {
    const a = createFileKey({ prefix: 'reembolso', extension: 'pdf' });
    const b = createFileKey({ prefix: 'reembolso/2026', extension: 'png' });
    const other = createFileKey({ prefix: 'exames', extension: 'pdf' });
    for (const key of [a, b, other]) await storage.put(key, Buffer.from('x'), { contentType: 'text/plain' });
    await writeFile(join(root, 'arquivos', 'reembolso', '.meio-escrito.abc.tmp'), 'x');
    const listed = [];
    for await (const file of storage.list('reembolso')) listed.push(file);
    expect(listed.map((f) => f.key).sort()).toEqual([a, b].sort());
    for (const file of listed) expect(file.lastModified).toBeInstanceOf(Date);
    const none = [];
    for await (const file of storage.list('certidao-obito')) none.push(file);
    expect(none).toEqual([]);
  });
});
