// Random access to an upload's bytes, wherever they are: in memory (tests, small buffers) or in the temp
// file the request was streamed to (read-multipart-files.ts). The deep type checks (a zip's central
// directory at the end, a compound file's directory sectors) read only the ranges they need, so a 50 MB
// upload is never loaded whole to check its type.
import { open } from 'node:fs/promises';

export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** A file waiting on local disk: its path and size. */
export interface DiskFile {
  path: string;
  size: number;
}

/** What an upload check accepts: bytes in memory, or a file on local disk. */
export type FileContent = Uint8Array | DiskFile;

export const isDiskFile = (content: FileContent): content is DiskFile => !(content instanceof Uint8Array);

export const sizeOf = (content: FileContent): number =>
  isDiskFile(content) ? content.size : content.byteLength;

export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.byteLength,
    read: (offset, length) =>
      Promise.resolve(bytes.subarray(Math.max(0, offset), Math.max(0, offset + length))),
  };
}

/** Runs `use` over the content; a disk file is opened for it and closed after. */
export async function withByteSource<T>(
  content: FileContent,
  use: (source: ByteSource) => Promise<T>,
): Promise<T> {
  if (!isDiskFile(content)) return use(bytesSource(content));
  const handle = await open(content.path, 'r');
  try {
    const { size } = await handle.stat();
    return await use({
      size,
      async read(offset, length) {
        const start = Math.max(0, offset);
        const wanted = Math.max(0, Math.min(length, size - start));
        const buffer = Buffer.alloc(wanted);
        const { bytesRead } = await handle.read(buffer, 0, wanted, start);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}
