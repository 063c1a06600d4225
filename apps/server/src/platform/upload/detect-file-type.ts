// Spec §5: the type of an upload comes from its bytes, never from its name or the browser's
// Content-Type. file-type knows the plain formats; Office files need a look inside (see
// zip-entries.ts and cfb-entries.ts). An upload waiting on disk is read in the ranges each check needs.
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { isDiskFile, withByteSource, type FileContent } from './byte-source.js';
import { classifyOfficeCfb, listCfbEntries } from './cfb-entries.js';
import type { DetectedFileType } from './file-types.js';
import { classifyOfficeZip, listZipEntryNames } from './zip-entries.js';

/** Formats whose leading bytes settle the matter; an animated PNG is still a PNG to every viewer. */
const BY_SIGNATURE: Readonly<Record<string, DetectedFileType>> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpg',
  gif: 'gif',
  pdf: 'pdf',
  rtf: 'rtf',
  webp: 'webp',
};

/** One of the spec's upload types, or `null` for anything else (including macro-enabled Office files). */
export async function detectFileType(content: FileContent): Promise<DetectedFileType | null> {
  const found = isDiskFile(content)
    ? await fileTypeFromFile(content.path)
    : await fileTypeFromBuffer(content);
  if (!found) return null;
  if (Object.hasOwn(BY_SIGNATURE, found.ext)) return BY_SIGNATURE[found.ext] ?? null;
  if (found.ext === 'cfb') {
    const entries = await withByteSource(content, listCfbEntries);
    return entries ? classifyOfficeCfb(entries) : null;
  }
  if (found.ext === 'docx' || found.ext === 'pptx') {
    // file-type read the local headers and [Content_Types].xml; the central directory must agree.
    const names = await withByteSource(content, listZipEntryNames);
    return names && classifyOfficeZip(names) === found.ext ? found.ext : null;
  }
  return null;
}

/** The leading bytes file-type reads to name a plain format. */
export const LEADING_BYTES = 4100;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((b, i) => bytes[i] === b);

/**
 * Whether a file starting with these bytes (up to LEADING_BYTES of it) may be one of the upload types. A
 * zip or compound file may be, and only its whole says; anything else is settled here, so the reader
 * keeps none of the rest of a file that cannot pass (read-multipart-files.ts).
 */
export async function mayBeUpload(leading: Uint8Array): Promise<boolean> {
  if (startsWith(leading, ZIP_SIGNATURE) || startsWith(leading, CFB_SIGNATURE)) return true;
  const found = await fileTypeFromBuffer(leading);
  return found !== undefined && Object.hasOwn(BY_SIGNATURE, found.ext);
}
