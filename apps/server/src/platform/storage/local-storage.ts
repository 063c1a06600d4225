// Default driver: a folder under DATA_DIR. Each file is written to a temporary name and renamed into
// place only once complete, so a failed or aborted upload never leaves a half-written file behind.
// The content type lives in a small JSON sidecar because the file system has nowhere else to keep it.
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertFileKey, isFileKey } from './file-key.js';
import {
  DEFAULT_CONTENT_TYPE,
  type FileStorage,
  type ListedFile,
  type PutResult,
  type StoredFile,
} from './file-storage.js';

export const DEFAULT_LOCAL_FOLDER = 'arquivos';

export interface LocalStorageOptions {
  /** Absolute or relative folder; created on first write. */
  directory: string;
}

interface Sidecar {
  contentType: string;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export function createLocalStorage({ directory }: LocalStorageOptions): FileStorage {
  const root = resolve(directory);

  // The key pattern already rules out '..' and absolute paths; this second check keeps the folder
  // sealed even if that pattern is ever loosened.
  function pathOf(key: string): string {
    assertFileKey(key);
    const path = resolve(root, key);
    const rel = relative(root, path);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
      throw new Error(`Storage key escapes the storage folder: ${JSON.stringify(key)}`);
    }
    return path;
  }

  const sidecarOf = (path: string): string => `${path}.meta.json`;
  const tempOf = (path: string): string =>
    join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);

  async function writeBody(target: string, body: Uint8Array | Readable): Promise<number> {
    if (body instanceof Uint8Array) {
      await writeFile(target, body, { flag: 'wx' });
      return body.byteLength;
    }
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    await pipeline(body, counter, createWriteStream(target, { flags: 'wx' }));
    return size;
  }

  return {
    async put(key, body, { contentType }): Promise<PutResult> {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const bodyTemp = tempOf(path);
      const sidecarTemp = tempOf(sidecarOf(path));
      let sidecarPlaced = false;
      try {
        const size = await writeBody(bodyTemp, body);
        const sidecar: Sidecar = { contentType };
        await writeFile(sidecarTemp, JSON.stringify(sidecar), { flag: 'wx' });
        await rename(sidecarTemp, sidecarOf(path));
        sidecarPlaced = true;
        await rename(bodyTemp, path);
        return { key, size };
      } catch (error) {
        await Promise.all([
          rm(bodyTemp, { force: true }),
          rm(sidecarTemp, { force: true }),
          sidecarPlaced ? rm(sidecarOf(path), { force: true }) : undefined,
        ]);
        throw error;
      }
    },

    async get(key): Promise<StoredFile | null> {
      const path = pathOf(key);
      // Opening first (rather than stat then open) means a concurrent delete cannot slip in between.
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        let contentType = DEFAULT_CONTENT_TYPE;
        try {
          contentType = (JSON.parse(await readFile(sidecarOf(path), 'utf8')) as Sidecar).contentType;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
        return { key, size, contentType, stream: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key): Promise<void> {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(sidecarOf(path), { force: true });
    },

    async exists(key): Promise<boolean> {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *list(folder): AsyncIterable<ListedFile> {
      const base = join(root, folder);
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        // Sidecars and half-written temporaries are no keys; only files a key names are listed.
        const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (!isFileKey(key)) continue;
        const info = await stat(join(entry.parentPath, entry.name)).catch(() => null);
        if (info) yield { key, lastModified: info.mtime };
      }
    },
  };
}
