// Files at rest sit behind one interface so the portal can move from a local folder to an
// S3-compatible bucket without touching the screens (ARCHITECTURE: "files at rest").
import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** The body's length when it is a stream: S3 then streams it in one PUT instead of buffering it first. */
  contentLength?: number;
}

export interface PutResult {
  key: string;
  size: number;
}

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
  /** Must be consumed or destroyed by the caller, or the file handle / socket stays open. */
  stream: Readable;
}

/** A stored file as a listing names it. */
export interface ListedFile {
  key: string;
  lastModified: Date;
}

export interface FileStorage {
  put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<PutResult>;
  /** `null` when there is no such file, so callers answer 404 without catching driver errors. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error: cleanup after a failed request must be idempotent. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every file whose key starts with `folder/` (the orphan sweep's walk, issue 34); a missing folder lists nothing. */
  list(folder: string): AsyncIterable<ListedFile>;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
