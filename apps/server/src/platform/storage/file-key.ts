// Storage keys are always made here: a random 128-bit id plus a vetted extension, optionally under a
// fixed folder chosen by code. A member's file name never becomes part of a path or an object key,
// so neither traversal ('../') nor collisions nor odd characters can reach the disk or the bucket.
import { systemRandom, type RandomBytes } from '../clock.js';

const ID_BYTES = 16;
const EXTENSION = /^[a-z0-9]{1,8}$/;
const PREFIX_SEGMENT = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_PREFIX_SEGMENTS = 3;
/** The only shape a key may have: `[folder/]…<32 hex>[.ext]`. Drivers refuse anything else. */
const KEY = /^(?:[a-z0-9][a-z0-9-]{0,39}\/){0,3}[0-9a-f]{32}(?:\.[a-z0-9]{1,8})?$/;

/**
 * Lower-cased extension of a file name or bare extension ('Foto.JPG' → 'jpg', '.pdf' → 'pdf'), or
 * `undefined` when it is missing or not plain alphanumerics.
 */
export function safeExtension(fileNameOrExtension: string): string | undefined {
  const dot = fileNameOrExtension.lastIndexOf('.');
  const candidate = (dot === -1 ? fileNameOrExtension : fileNameOrExtension.slice(dot + 1)).toLowerCase();
  return EXTENSION.test(candidate) ? candidate : undefined;
}

export interface CreateFileKeyOptions {
  /** Taken through `safeExtension`; dropped when unsafe. */
  extension?: string;
  /** Folder chosen by code ('reembolso', 'obito/2025'), never by the client. */
  prefix?: string;
  random?: RandomBytes;
}

export function createFileKey({
  extension,
  prefix,
  random = systemRandom,
}: CreateFileKeyOptions = {}): string {
  const id = random(ID_BYTES).toString('hex');
  const ext = extension === undefined ? undefined : safeExtension(extension);
  const name = ext ? `${id}.${ext}` : id;
  if (prefix === undefined || prefix === '') return name;
  const segments = prefix.split('/');
  if (segments.length > MAX_PREFIX_SEGMENTS || !segments.every((s) => PREFIX_SEGMENT.test(s))) {
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  }
  return `${prefix}/${name}`;
}

export const isFileKey = (key: string): boolean => KEY.test(key);

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
