// Entry names from a zip's central directory: the index a reader (Word, PowerPoint) trusts, read
// from the end of the file. file-type walks the local headers from the start instead, so checking
// both catches archives whose two views disagree.
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

/**
 * Names in the central directory, or `null` when it is missing, truncated, ZIP64 (never needed for our
 * sizes) or declares more than MAX_DECLARED_UNCOMPRESSED_BYTES once inflated.
 */
export function listZipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd === -1) return null;

  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const start = view.getUint32(eocd + 16, true);
  if (count === ZIP64_MARKER_16 || start === ZIP64_MARKER_32 || size === ZIP64_MARKER_32) return null;
  if (start + size > eocd) return null;

  const decoder = new TextDecoder('utf-8', { fatal: false });
  const names: string[] = [];
  let declaredBytes = 0;
  let at = start;
  for (let i = 0; i < count; i += 1) {
    if (at + CENTRAL_HEADER_SIZE > start + size) return null;
    if (view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    declaredBytes += view.getUint32(at + 24, true);
    if (declaredBytes > MAX_DECLARED_UNCOMPRESSED_BYTES) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + CENTRAL_HEADER_SIZE;
    if (nameStart + nameLength > start + size) return null;
    names.push(decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)));
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The end record sits in the last 22 bytes plus an optional comment. Its comment length must reach
 * exactly to the end of the file, which rules out bytes appended after the archive.
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
