// Legacy Office files (.doc, .ppt, and also .xls, .msi, encrypted .docx…) are all OLE2 compound
// files, which file-type can only call 'cfb'. What tells them apart is the name of the main stream
// in the compound file's directory, so this reads just that directory ([MS-CFB] §2), sector by sector
// (byte-source.ts): an upload waiting on disk is never loaded whole.
import type { ByteSource } from './byte-source.js';

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_SIZE = 512;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM = 2;
/** Any id at or above this (MAXREGSECT + 1) is a marker such as ENDOFCHAIN or FREESECT, not a sector. */
const LAST_REGULAR_SECTOR = 0xfffffffa;

/**
 * Names of the streams and storages in the directory, or `null` when the file is not a sound CFB. Reads the
 * header, the FAT's own list, and then only the directory's sectors and the FAT sectors of its chain.
 */
export async function listCfbEntries(
  source: ByteSource,
): Promise<{ name: string; isStream: boolean }[] | null> {
  if (source.size < HEADER_SIZE) return null;
  const header = await source.read(0, HEADER_SIZE);
  if (header.byteLength < HEADER_SIZE || SIGNATURE.some((b, i) => header[i] !== b)) return null;
  const view = viewOf(header);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((source.size - sectorSize) / sectorSize);
  const readSector = async (sector: number): Promise<DataView | null> =>
    sector < sectorCount ? viewOf(await source.read((sector + 1) * sectorSize, sectorSize)) : null;

  const fatSectors = await readFatSectorList(view, readSector);
  if (!fatSectors) return null;
  const perFatSector = sectorSize / 4;
  const fatCache = new Map<number, DataView | null>();
  const nextOf = async (sector: number): Promise<number | null> => {
    const fatSector = fatSectors[Math.floor(sector / perFatSector)];
    if (fatSector === undefined) return null;
    if (!fatCache.has(fatSector)) fatCache.set(fatSector, await readSector(fatSector));
    return fatCache.get(fatSector)?.getUint32((sector % perFatSector) * 4, true) ?? null;
  };

  const entries: { name: string; isStream: boolean }[] = [];
  const visited = new Set<number>();
  for (let sector = view.getUint32(0x30, true); sector <= LAST_REGULAR_SECTOR;) {
    const directory = visited.has(sector) ? null : await readSector(sector);
    if (directory === null) return null; // out of the file, or a loop
    visited.add(sector);
    for (let at = 0; at < sectorSize; at += DIRECTORY_ENTRY_SIZE) {
      const type = directory.getUint8(at + 0x42);
      const nameBytes = directory.getUint16(at + 0x40, true);
      if (type === 0 || nameBytes < 2 || nameBytes > 64) continue; // unused slot
      const name = new TextDecoder('utf-16le').decode(
        new Uint8Array(directory.buffer, directory.byteOffset + at, nameBytes - 2),
      );
      entries.push({ name, isStream: type === STREAM });
    }
    const next = await nextOf(sector);
    if (next === null) return null;
    sector = next;
  }
  return entries;
}

const viewOf = (bytes: Uint8Array): DataView =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The FAT's own sectors: 109 ids in the header, then a chain of DIFAT sectors for big files. */
async function readFatSectorList(
  header: DataView,
  readSector: (sector: number) => Promise<DataView | null>,
): Promise<number[] | null> {
  const fatSectorCount = header.getUint32(0x2c, true);
  const list: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && list.length < fatSectorCount; i += 1) {
    list.push(header.getUint32(0x4c + i * 4, true));
  }
  const visited = new Set<number>();
  let difat = header.getUint32(0x44, true);
  while (list.length < fatSectorCount) {
    const sector = difat <= LAST_REGULAR_SECTOR && !visited.has(difat) ? await readSector(difat) : null;
    if (sector === null) return null;
    visited.add(difat);
    const perDifatSector = sector.byteLength / 4 - 1;
    for (let i = 0; i < perDifatSector && list.length < fatSectorCount; i += 1) {
      list.push(sector.getUint32(i * 4, true));
    }
    difat = sector.getUint32(perDifatSector * 4, true);
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
