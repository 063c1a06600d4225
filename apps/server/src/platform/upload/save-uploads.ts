// Validates every file of a request before storing any, then stores them under generated keys;
// if one write fails the ones already written are removed, so a request stores all or nothing. Each file
// is streamed from where it waits on disk (read-multipart-files.ts), never read whole into memory.
import { createReadStream } from 'node:fs';
import type { RandomBytes } from '../clock.js';
import { badRequest } from '../errors.js';
import { createFileKey } from '../storage/file-key.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { DetectedFileType } from './file-types.js';
import type { IncomingFile } from './read-multipart-files.js';
import type { UploadLimits } from './uploads-plugin.js';
import { validateUpload } from './validate-upload.js';

export interface SaveUploadsOptions {
  storage: FileStorage;
  files: readonly IncomingFile[];
  allowedExtensions: readonly string[];
  maxBytes: number;
  /** Storage folder chosen by the feature ('reembolso', 'obito'). */
  prefix?: string;
  random?: RandomBytes;
}

/** A request's files as the upload reader gave them, with the operator's limits read for that request. */
export interface RequestUploads {
  storage: FileStorage;
  files: readonly IncomingFile[];
  limits: UploadLimits;
  random?: RandomBytes | undefined;
}

/** The save options of a request's files under the operator's limits, in the feature's storage folder. */
export const uploadsOf = (
  { storage, files, limits, random }: RequestUploads,
  prefix: string,
): SaveUploadsOptions => ({
  storage,
  files,
  allowedExtensions: limits.allowedExtensions,
  maxBytes: limits.maxBytes,
  prefix,
  ...(random ? { random } : {}),
});

export interface SavedUpload {
  key: string;
  size: number;
  contentType: string;
  type: DetectedFileType;
  fieldName: string;
  fileName: string;
}

/** Throws a 400 with the spec's message for the first invalid file; nothing is stored then. */
export async function saveUploads({
  storage,
  files,
  allowedExtensions,
  maxBytes,
  prefix,
  random,
}: SaveUploadsOptions): Promise<SavedUpload[]> {
  const accepted = [];
  for (const file of files) {
    const check = await validateUpload({
      content: file,
      fileName: file.fileName,
      allowedExtensions,
      maxBytes,
    });
    if (!check.valid) throw badRequest(check.message);
    accepted.push({ file, check });
  }

  const saved: SavedUpload[] = [];
  try {
    for (const { file, check } of accepted) {
      const key = createFileKey({ prefix, extension: check.extension, random });
      const { size } = await storage.put(key, createReadStream(file.path), {
        contentType: check.contentType,
        contentLength: file.size,
      });
      saved.push({
        key,
        size,
        contentType: check.contentType,
        type: check.type,
        fieldName: file.fieldName,
        fileName: file.fileName,
      });
    }
  } catch (error) {
    await discardUploads(storage, saved);
    throw error;
  }
  return saved;
}

/** For callers whose next step (a database insert) fails after the files were stored. */
export async function discardUploads(storage: FileStorage, saved: readonly { key: string }[]): Promise<void> {
  await Promise.allSettled(saved.map(({ key }) => storage.delete(key)));
}

/**
 * Stores the files, then records them with `commit` (the transaction that writes the request and its
 * file rows): when that fails, the stored files are discarded before the error goes on, so a request
 * that does not exist leaves no file behind.
 */
export async function saveUploadsThen<T>(
  options: SaveUploadsOptions,
  commit: (saved: readonly SavedUpload[]) => Promise<T>,
): Promise<T> {
  const saved = await saveUploads(options);
  try {
    return await commit(saved);
  } catch (error) {
    await discardUploads(options.storage, saved);
    throw error;
  }
}
