// s3rver ships no type declarations; the tests and `npm run cluster` only start and stop it, so this
// declares just that (README of s3rver 3.7: constructor options, run(), close(), the Node server).
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    /** 0 picks a free port; run() answers the one taken. */
    port?: number;
    silent?: boolean;
    /** Folder holding the buckets' objects. */
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets and listens. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Set once run() resolved. */
    httpServer?: Server;
  }
}
