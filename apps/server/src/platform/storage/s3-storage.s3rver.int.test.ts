// Issue 18: the S3 driver against a real S3 HTTP server (s3rver, in this process, on loopback), so what
// the transport-replaced tests (s3-storage.test.ts) cannot show is shown here: a real server accepts the
// SDK's signed path-style requests, and a file uploaded through the portal goes to the bucket and back.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meuPlanoEndpoints, type CertidaoObitoResponse } from '@portal/domain/contract/meus-dados/meu-plano';
import { certidoesObito } from '../../db/schema/contrato-eventos.js';
import { chamar } from '../../test/contrato.js';
import { multipartBody } from '../../test/multipart.js';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { samplePdf } from '../../test/sample-files.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { READY_PATH, READY_REASONS } from '../health.js';
import { createFileKey } from './file-key.js';
import type { FileStorage } from './file-storage.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';

let s3: TestS3Server;
let options: S3StorageOptions;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startS3Server('portal');
  options = {
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  };
  storage = createS3Storage(options);
});
afterAll(() => s3.close());

/** Every object key in the bucket, as the server lists it. */
async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({ ...options, credentials: S3RVER_CREDENTIALS });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  client.destroy();
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe('S3 storage against s3rver (real HTTP)', () => {
  it('puts a buffer and gets back its bytes, size and content type', async () => {
    const key = createFileKey({ prefix: 'reembolso', extension: 'pdf' });
    const bytes = Buffer.from('%PDF-1.7 conteúdo de teste');
    expect(await storage.put(key, bytes, { contentType: 'application/pdf' })).toEqual({
      key,
      size: bytes.length,
    });
    expect(await bucketKeys()).toContain(key);

    const stored = await storage.get(key);
    expect(stored).toMatchObject({ key, size: bytes.length, contentType: 'application/pdf' });
    expect(await buffer(stored!.stream)).toEqual(bytes);
  });

  it('puts a stream of several chunks, counting its size', async () => {
    const key = createFileKey({ extension: 'png' });
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)];
    const result = await storage.put(key, Readable.from(chunks), { contentType: 'image/png' });
    expect(result).toEqual({ key, size: 100_000 });
    const stored = await storage.get(key);
    expect(stored?.size).toBe(100_000);
    expect(stored?.contentType).toBe('image/png');
    expect(await buffer(stored!.stream)).toEqual(Buffer.concat(chunks));
  });

  it('streams a file of known length in one PUT (issue 34: an upload waiting on disk is not buffered)', async () => {
    const key = createFileKey({ prefix: 'reembolso', extension: 'pdf' });
    const chunks = [Buffer.from('%PDF-1.7 '), Buffer.alloc(200_000, 3)];
    const result = await storage.put(key, Readable.from(chunks), {
      contentType: 'application/pdf',
      contentLength: 200_009,
    });
    expect(result).toEqual({ key, size: 200_009 });
    expect(await buffer((await storage.get(key))!.stream)).toEqual(Buffer.concat(chunks));
  });

  it('lists a folder with each key and its time (the orphan sweep)', async () => {
    const keys = Array.from({ length: 3 }, () => createFileKey({ prefix: 'autorizacao', extension: 'pdf' }));
    for (const key of keys) await storage.put(key, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    const listed = [];
    for await (const file of storage.list('autorizacao')) listed.push(file);
    expect(listed.map((f) => f.key).sort()).toEqual([...keys].sort());
    for (const file of listed) expect(file.lastModified).toBeInstanceOf(Date);
    const none = [];
    for await (const file of storage.list('nada')) none.push(file);
    expect(none).toEqual([]);
  });

  it('answers exists, deletes, and takes the delete of a missing key as done', async () => {
    const key = createFileKey({ extension: 'gif' });
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('GIF89a'), { contentType: 'image/gif' });
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(createFileKey({ extension: 'pdf' }))).resolves.toBeUndefined();
  });

  it('puts keys under the key prefix, out of sight of a storage without it', async () => {
    const prefixed = createS3Storage({ ...options, keyPrefix: 'homologacao/' });
    const key = createFileKey({ extension: 'pdf' });
    await prefixed.put(key, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(await prefixed.exists(key)).toBe(true);
    expect(await storage.exists(key)).toBe(false);
    expect(await bucketKeys()).toContain(`homologacao/${key}`);
    expect(await storage.exists(`homologacao/${key}`)).toBe(true);
    await prefixed.delete(key);
    expect(await bucketKeys()).not.toContain(`homologacao/${key}`);
  });

  it('takes a missing bucket for a fault on get, not for a missing file', async () => {
    const elsewhere = createS3Storage({ ...options, bucket: 'nao-existe' });
    const key = createFileKey({ extension: 'pdf' });
    await expect(elsewhere.get(key)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    // A HEAD's 404 has no body to tell the two apart: exists stays false (the probe reads instead).
    expect(await elsewhere.exists(key)).toBe(false);
  });

  // s3rver parses the AWS4 Authorization header and looks the key id up, but does not recompute V4
  // signatures (its authentication middleware: "V4 signatures have incomplete support"): a wrong key id is what it can refuse.
  it('is refused by the server with an unknown access key id', async () => {
    const wrong = createS3Storage({
      ...options,
      credentials: { accessKeyId: 'DESCONHECIDA', secretAccessKey: S3RVER_CREDENTIALS.secretAccessKey },
    });
    await expect(
      wrong.put(createFileKey({ extension: 'pdf' }), Buffer.from('x'), { contentType: 'application/pdf' }),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });
});

describe('the portal on S3 storage (STORAGE_DRIVER=s3 at s3rver)', () => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createTestHarness({ env: { ...s3.env, S3_KEY_PREFIX: 'portal-teste' } });
  });
  afterAll(() => h.close());

  it('stores a death certificate in the bucket and downloads it back', async () => {
    const maria = await login(h.app, DEMO.maria);
    const pdf = await samplePdf('Certidão de óbito');
    const { payload, headers } = multipartBody({ codigoContrato: '100001', cpf: DEMO.ana }, [
      { field: 'certidao', fileName: 'Certidão Ana.pdf', bytes: pdf },
    ]);
    const sent = await chamar(maria, meuPlanoEndpoints.enviarCertidaoObito, { body: payload, headers });
    expect(sent.statusCode, sent.body).toBe(201);
    const { certidao } = sent.json<CertidaoObitoResponse>();

    const [row] = await h.database.db
      .select({ chave: certidoesObito.arquivoChave })
      .from(certidoesObito)
      .where(eq(certidoesObito.id, certidao.id));
    expect(await bucketKeys()).toContain(`portal-teste/${row!.chave}`);

    const download = await chamar(maria, meuPlanoEndpoints.certidaoObito, { params: { id: certidao.id } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('is not ready when the configured bucket does not exist', async () => {
    const misconfigured = await h.newApp({ env: { ...s3.env, S3_BUCKET: 'nao-existe' } });
    const response = await misconfigured.inject({ url: READY_PATH });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ pronto: false, motivo: READY_REASONS.storage });
  });

  it('is ready with the bucket answering, and not ready once the S3 server is gone', async () => {
    const ready = await h.app.inject({ url: READY_PATH });
    expect(ready.statusCode, ready.body).toBe(200);
    await s3.close();
    const gone = await h.app.inject({ url: READY_PATH });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ pronto: false, motivo: READY_REASONS.storage });
    expect(READY_REASONS.storage).toBe('armazenamento de arquivos inacessível');
  });
});
