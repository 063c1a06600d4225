// A real S3 HTTP server for tests (issue 18): s3rver in this process, on a free loopback port, over a
// temporary folder, with one bucket. It knows one access key id (below) and refuses others; it parses the
// SDK's AWS4 signatures but does not recompute them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: the only credentials it accepts. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The portal's environment pointing at this server (README "Configuração"). */
  env: Record<string, string>;
  /**
   * Stops listening and drops the open keep-alive sockets too — without that an SDK client holding one
   * would still be answered — and removes the folder.
   */
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'portal'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async close() {
      if (!closed) {
        closed = true;
        const closing = server.close();
        server.httpServer?.closeAllConnections();
        await closing;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
