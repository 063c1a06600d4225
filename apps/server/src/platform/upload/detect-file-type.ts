// Spec §5: the type of an upload comes from its bytes, never from its name or the browser's
// Content-Type. file-type knows the plain formats; Office files need a look inside (see
// zip-entries.ts and cfb-entries.ts).
import { fileTypeFromBuffer } from 'file-type';
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
export async function detectFileType(bytes: Uint8Array): Promise<DetectedFileType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (Object.hasOwn(BY_SIGNATURE, found.ext)) return BY_SIGNATURE[found.ext] ?? null;
  if (found.ext === 'cfb') {
    const entries = listCfbEntries(bytes);
    return entries ? classifyOfficeCfb(entries) : null;
  }
  if (found.ext === 'docx' || found.ext === 'pptx') {
    // file-type read the local headers and [Content_Types].xml; the central directory must agree.
    const names = listZipEntryNames(bytes);
    return names && classifyOfficeZip(names) === found.ext ? found.ext : null;
  }
  return null;
}
