// Legacy Office files (.doc, .ppt, and also .xls, .msi, encrypted .docx…) are all OLE2 compound
// files, which file-type can only call 'cfb'. What tells them apart is the name of the main stream
// in the compound file's directory, so this reads just that directory ([MS-CFB] §2).
const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_SIZE = 512;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM = 2;
/** Any id at or above this (MAXREGSECT + 1) is a marker such as ENDOFCHAIN or FREESECT, not a sector. */
const LAST_REGULAR_SECTOR = 0xfffffffa;

/** Names of the streams and storages in the directory, or `null` when the file is not a sound CFB. */
export function listCfbEntries(bytes: Uint8Array): { name: string; isStream: boolean }[] | null {
  if (bytes.byteLength < HEADER_SIZE || SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((bytes.byteLength - sectorSize) / sectorSize);
  const offsetOf = (sector: number): number | null =>
    sector < sectorCount ? (sector + 1) * sectorSize : null;

  const fatSectors = readFatSectorList(view, sectorSize, offsetOf);
  if (!fatSectors) return null;
  const fat: number[] = [];
  for (const sector of fatSectors) {
    const offset = offsetOf(sector);
    if (offset === null) return null;
    for (let i = 0; i < sectorSize; i += 4) fat.push(view.getUint32(offset + i, true));
  }

  const entries: { name: string; isStream: boolean }[] = [];
  const visited = new Set<number>();
  for (let sector = view.getUint32(0x30, true); sector <= LAST_REGULAR_SECTOR;) {
    const offset = offsetOf(sector);
    if (offset === null || visited.has(sector)) return null; // out of the file, or a loop
    visited.add(sector);
    for (let at = offset; at < offset + sectorSize; at += DIRECTORY_ENTRY_SIZE) {
      const type = view.getUint8(at + 0x42);
      const nameBytes = view.getUint16(at + 0x40, true);
      if (type === 0 || nameBytes < 2 || nameBytes > 64) continue; // unused slot
      const name = new TextDecoder('utf-16le').decode(bytes.subarray(at, at + nameBytes - 2));
      entries.push({ name, isStream: type === STREAM });
    }
    const next = fat[sector];
    if (next === undefined) return null;
    sector = next;
  }
  return entries;
}

/** The FAT's own sectors: 109 ids in the header, then a chain of DIFAT sectors for big files. */
function readFatSectorList(
  view: DataView,
  sectorSize: number,
  offsetOf: (sector: number) => number | null,
): number[] | null {
  const fatSectorCount = view.getUint32(0x2c, true);
  const list: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && list.length < fatSectorCount; i += 1) {
    list.push(view.getUint32(0x4c + i * 4, true));
  }
  const perDifatSector = sectorSize / 4 - 1;
  const visited = new Set<number>();
  let difat = view.getUint32(0x44, true);
  while (list.length < fatSectorCount) {
    const offset = difat <= LAST_REGULAR_SECTOR ? offsetOf(difat) : null;
    if (offset === null || visited.has(difat)) return null;
    visited.add(difat);
    for (let i = 0; i < perDifatSector && list.length < fatSectorCount; i += 1) {
      list.push(view.getUint32(offset + i * 4, true));
    }
    difat = view.getUint32(offset + perDifatSector * 4, true);
  }
  return list;
}

/** doc or ppt by their main stream; anything else (xls, msi, encrypted OOXML) is neither. */
export function classifyOfficeCfb(
  entries: readonly { name: string; isStream: boolean }[],
): 'doc' | 'ppt' | null {
  const has = (name: string) => entries.some((entry) => entry.isStream && entry.name === name);
  const doc = has('WordDocument');
  const ppt = has('PowerPoint Document');
  if (doc === ppt) return null;
  return doc ? 'doc' : 'ppt';
}
