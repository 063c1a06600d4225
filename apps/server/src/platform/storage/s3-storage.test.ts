// These tests replace only the SDK's HTTP transport: the real SDK still builds, serialises and signs each
// request, and parses the answers we feed back, so the exact URL, headers and signature can be asserted
// without a server. That a real S3 HTTP server accepts those requests, and that a file uploaded through the
// portal reaches the bucket and comes back, is shown against s3rver in s3-storage.s3rver.int.test.ts.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createFileKey } from './file-key.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';

interface SentRequest {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}
interface FakeAnswer {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

function recorder(answers: FakeAnswer[]) {
  const sent: SentRequest[] = [];
  const requestHandler = {
    handle: (request: SentRequest) => {
      sent.push(request);
      const answer = answers.shift() ?? { statusCode: 200 };
      return Promise.resolve({
        response: {
          statusCode: answer.statusCode,
          headers: answer.headers ?? {},
          body: Readable.from([Buffer.from(answer.body ?? '')]),
        },
      });
    },
  };
  return { sent, requestHandler };
}

const base: Omit<S3StorageOptions, 'requestHandler'> = {
  bucket: 'portal-arquivos',
  region: 'us-east-1',
  endpoint: 'http://minio.local:9000',
  forcePathStyle: true,
  credentials: { accessKeyId: 'AKIDEXEMPLO', secretAccessKey: 'segredo' },
};

function storageWith(answers: FakeAnswer[], options: Partial<S3StorageOptions> = {}) {
  const { sent, requestHandler } = recorder(answers);
  const storage = createS3Storage({
    ...base,
    ...options,
    requestHandler,
  });
  return { sent, storage };
}

const bodyBytes = async (body: unknown): Promise<Buffer> =>
  body instanceof Uint8Array ? Buffer.from(body) : buffer(body as Readable);

const NO_SUCH_KEY =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

describe('S3 storage (transport replaced, SDK real)', () => {
  it('PUTs the bytes path-style to the configured endpoint, signed, with type and length', async () => {
    const { sent, storage } = storageWith([{ statusCode: 200, headers: { etag: '"x"' } }]);
    const key = createFileKey({ prefix: 'reembolso', extension: 'pdf' });
    const bytes = Buffer.from('%PDF-1.7 exemplo');

    expect(await storage.put(key, bytes, { contentType: 'application/pdf' })).toEqual({
      key,
      size: bytes.length,
    });

    const [request] = sent;
    expect(request).toMatchObject({
      method: 'PUT',
      protocol: 'http:',
      hostname: 'minio.local',
      port: 9000,
      path: `/portal-arquivos/${key}`,
    });
    expect(request?.headers['content-type']).toBe('application/pdf');
    expect(request?.headers['content-length']).toBe(String(bytes.length));
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXEMPLO\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    // Checksums only when required: several S3-compatible servers refuse the SDK's default CRC headers.
    expect(Object.keys(request?.headers ?? {}).filter((h) => h.startsWith('x-amz-checksum-'))).toEqual([]);
    expect(await bodyBytes(request?.body)).toEqual(bytes);
  });

  it('reads a stream fully before a PUT so the length is known', async () => {
    const { sent, storage } = storageWith([{ statusCode: 200 }]);
    const key = createFileKey({ extension: 'png' });
    const result = await storage.put(key, Readable.from([Buffer.alloc(10, 1), Buffer.alloc(5, 2)]), {
      contentType: 'image/png',
    });
    expect(result.size).toBe(15);
    expect(sent[0]?.headers['content-length']).toBe('15');
  });

  it('uses virtual-hosted URLs without forcePathStyle and puts keys under keyPrefix', async () => {
    const { sent, storage } = storageWith([{ statusCode: 200 }], {
      endpoint: 'https://s3.example.com',
      forcePathStyle: false,
      keyPrefix: 'homologacao/',
    });
    const key = createFileKey({ extension: 'pdf' });
    await storage.put(key, Buffer.from('x'), { contentType: 'application/pdf' });
    expect(sent[0]?.hostname).toBe('portal-arquivos.s3.example.com');
    expect(sent[0]?.path).toBe(`/homologacao/${key}`);
  });

  it('GETs a file and returns its stream, size and content type', async () => {
    const bytes = Buffer.from('GIF89a conteúdo');
    const { sent, storage } = storageWith([
      {
        statusCode: 200,
        headers: { 'content-type': 'image/gif', 'content-length': String(bytes.length) },
        body: bytes,
      },
    ]);
    const key = createFileKey({ extension: 'gif' });
    const stored = await storage.get(key);
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/portal-arquivos/${key}` });
    expect(stored).toMatchObject({ key, size: bytes.length, contentType: 'image/gif' });
    expect(await buffer(stored!.stream)).toEqual(bytes);
  });

  it('maps NoSuchKey to null and a 404 HEAD to false', async () => {
    const { sent, storage } = storageWith([
      { statusCode: 404, headers: { 'content-type': 'application/xml' }, body: NO_SUCH_KEY },
      { statusCode: 404 },
      { statusCode: 200, headers: { 'content-length': '3' } },
    ]);
    const key = createFileKey({ extension: 'pdf' });
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists(key)).toBe(true);
    expect(sent.map((r) => r.method)).toEqual(['GET', 'HEAD', 'HEAD']);
  });

  // NoSuchBucket is a 404 too: a wrong bucket must not pass for a missing file.
  it.each([
    [403, 'AccessDenied'],
    [404, 'NoSuchBucket'],
  ])('does not hide a %i %s as "missing"', async (statusCode, code) => {
    const { storage } = storageWith([
      {
        statusCode,
        headers: { 'content-type': 'application/xml' },
        body: `<Error><Code>${code}</Code><Message>falha</Message></Error>`,
      },
    ]);
    await expect(storage.get(createFileKey({ extension: 'pdf' }))).rejects.toMatchObject({ name: code });
  });

  it('DELETEs the object', async () => {
    const { sent, storage } = storageWith([{ statusCode: 204 }]);
    const key = createFileKey({ extension: 'pdf' });
    await storage.delete(key);
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: `/portal-arquivos/${key}` });
  });

  it('refuses a key it did not generate before any request is made', async () => {
    const { sent, storage } = storageWith([]);
    await expect(
      storage.put('../outro-bucket/x', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('nome.pdf')).rejects.toThrow(/Invalid storage key/);
    expect(sent).toEqual([]);
  });
});
