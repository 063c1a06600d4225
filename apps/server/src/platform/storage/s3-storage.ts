// S3-compatible driver (AWS S3, MinIO, Ceph, R2…), chosen by configuration so several server
// instances can share files without a shared disk.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config/storage.js';
import { assertFileKey } from './file-key.js';
import {
  DEFAULT_CONTENT_TYPE,
  type FileStorage,
  type ListedFile,
  type PutResult,
  type StoredFile,
} from './file-storage.js';

/** The configured bucket (config/storage.ts), plus what only code can give. */
export interface S3StorageOptions extends Omit<S3StorageConfig, 'driver'> {
  /** Replaces the HTTP transport (a proxy agent, or a recorder in tests); the SDK still signs. */
  requestHandler?: S3ClientConfig['requestHandler'];
}

type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number } } | null;

/**
 * A GET's error names what is missing: only `NoSuchKey` is a missing file. `NoSuchBucket` (a wrong
 * S3_BUCKET, a deleted bucket) is a fault to surface — taken as "missing" it made every file a 404 and the
 * readiness probe pass (found against s3rver, s3-storage.s3rver.int.test.ts).
 */
const isMissingObject = (error: unknown): boolean => (error as S3Failure)?.name === 'NoSuchKey';

/** A HEAD answer has no body, so a 404 cannot say whether the key or the bucket is missing. */
const isNotFoundHead = (error: unknown): boolean => {
  const e = error as S3Failure;
  return e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    requestHandler: options.requestHandler,
    // Since 3.729 the SDK adds CRC checksums to every upload by default, which several
    // S3-compatible servers reject; only send them where the operation requires it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const prefix = options.keyPrefix ? `${options.keyPrefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string): string => {
    assertFileKey(key);
    return `${prefix}${key}`;
  };

  return {
    async put(key, body, { contentType, contentLength }): Promise<PutResult> {
      const Key = objectKey(key);
      // A single PUT needs the length up front. An upload comes with it (its file waits on disk) and is
      // streamed (issue 34); a stream without it is read into memory first — simpler and safer than a
      // multipart upload, which could leave parts behind.
      const sized =
        body instanceof Uint8Array
          ? { body, length: body.byteLength }
          : contentLength !== undefined
            ? { body, length: contentLength }
            : await buffer(body).then((bytes) => ({ body: bytes, length: bytes.byteLength }));
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: sized.body,
          ContentType: contentType,
          ContentLength: sized.length,
        }),
      );
      return { key, size: sized.length };
    },

    async get(key): Promise<StoredFile | null> {
      const Key = objectKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!(response.Body instanceof Readable)) throw new Error('S3 GetObject returned no Node stream');
        return {
          key,
          size: response.ContentLength ?? 0,
          contentType: response.ContentType ?? DEFAULT_CONTENT_TYPE,
          stream: response.Body,
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async delete(key): Promise<void> {
      // S3 answers 204 for a missing key too, which matches the interface's idempotent delete.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async exists(key): Promise<boolean> {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFoundHead(error)) return false;
        throw error;
      }
    },

    async *list(folder): AsyncIterable<ListedFile> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}${folder}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && object.LastModified) yield { key, lastModified: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
