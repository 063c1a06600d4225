// Entry names from a zip's central directory: the index a reader (Word, PowerPoint) trusts, read
// from the end of the file. file-type walks the local headers from the start instead, so checking
// both catches archives whose two views disagree. Only the end of the file and the directory are read
// (byte-source.ts), so an upload waiting on disk is never loaded whole.
import type { ByteSource } from './byte-source.js';

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const ZIP64_MARKER_16 = 0xffff;
const ZIP64_MARKER_32 = 0xffffffff;
/**
 * Ceiling on what the entries say they inflate to, together (issue 9). Uploads are at most 50 MB and a
 * real document's XML packs about 10:1, so 200 MiB leaves room; a zip bomb declares far more.
 */
export const MAX_DECLARED_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** A real document's directory is a few KB (about 100 bytes an entry); anything past this is refused. */
const MAX_CENTRAL_DIRECTORY_BYTES = 4 * 1024 * 1024;

/**
 * Names in the central directory, or `null` when it is missing, truncated, ZIP64 (never needed for our
 * sizes) or declares more than MAX_DECLARED_UNCOMPRESSED_BYTES once inflated.
 */
export async function listZipEntryNames(source: ByteSource): Promise<string[] | null> {
  const tailStart = Math.max(0, source.size - EOCD_SIZE - MAX_COMMENT);
  const tail = viewOf(await source.read(tailStart, source.size - tailStart));
  const eocdInTail = findEndOfCentralDirectory(tail);
  if (eocdInTail === -1) return null;

  const count = tail.getUint16(eocdInTail + 10, true);
  const size = tail.getUint32(eocdInTail + 12, true);
  const start = tail.getUint32(eocdInTail + 16, true);
  if (count === ZIP64_MARKER_16 || start === ZIP64_MARKER_32 || size === ZIP64_MARKER_32) return null;
  if (start + size > tailStart + eocdInTail || size > MAX_CENTRAL_DIRECTORY_BYTES) return null;

  const directory = await source.read(start, size);
  if (directory.byteLength !== size) return null;
  const view = viewOf(directory);
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const names: string[] = [];
  let declaredBytes = 0;
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + CENTRAL_HEADER_SIZE > size) return null;
    if (view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    declaredBytes += view.getUint32(at + 24, true);
    if (declaredBytes > MAX_DECLARED_UNCOMPRESSED_BYTES) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + CENTRAL_HEADER_SIZE;
    if (nameStart + nameLength > size) return null;
    names.push(decoder.decode(directory.subarray(nameStart, nameStart + nameLength)));
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

const viewOf = (bytes: Uint8Array): DataView =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The end record sits in the last 22 bytes plus an optional comment (`view` is that tail of the file). Its
 * comment length must reach exactly to the end of the file, which rules out bytes appended after the archive.
 */
function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - EOCD_SIZE - MAX_COMMENT);
  for (let at = view.byteLength - EOCD_SIZE; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    if (at + EOCD_SIZE + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  return -1;
}

/** docx or pptx by the package's top folders; `null` for anything else or an ambiguous mix. */
export function classifyOfficeZip(names: readonly string[]): 'docx' | 'pptx' | null {
  if (!names.includes('[Content_Types].xml')) return null;
  const word = names.some((name) => name.startsWith('word/'));
  const ppt = names.some((name) => name.startsWith('ppt/'));
  if (word === ppt) return null;
  return word ? 'docx' : 'pptx';
}
