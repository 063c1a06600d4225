import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.js';
import { createFileKey } from './file-key.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-data-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('createStorage', () => {
  it('local: writes under <dataDir>/arquivos by default', async () => {
    const storage = createStorage({ driver: 'local', dataDir });
    const key = createFileKey({ extension: 'pdf' });
    await storage.put(key, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(await readFile(join(dataDir, 'arquivos', key), 'utf8')).toBe('%PDF');
  });

  it('local: honours an explicit directory', async () => {
    const storage = createStorage({ driver: 'local', dataDir, directory: join(dataDir, 'outro') });
    const key = createFileKey({ extension: 'pdf' });
    await storage.put(key, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(await readFile(join(dataDir, 'outro', key), 'utf8')).toBe('%PDF');
  });

  it('s3: sends requests to the configured bucket and endpoint', async () => {
    const hosts: string[] = [];
    const requestHandler = {
      handle: (request: { hostname: string; path: string }) => {
        hosts.push(`${request.hostname}${request.path}`);
        return Promise.resolve({
          response: { statusCode: 200, headers: {}, body: Readable.from([Buffer.alloc(0)]) },
        });
      },
    };
    const storage = createStorage({
      driver: 's3',
      bucket: 'balde',
      region: 'sa-east-1',
      endpoint: 'http://s3.local:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      requestHandler: requestHandler as never,
    });
    const key = createFileKey({ extension: 'pdf' });
    await storage.put(key, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(hosts).toEqual([`s3.local/balde/${key}`]);
  });
});
