import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  sampleCfb,
  sampleDoc,
  sampleDocm,
  sampleDocx,
  sampleExe,
  sampleGif,
  sampleJpeg,
  samplePdf,
  samplePng,
  samplePpt,
  samplePptx,
  sampleRtf,
  sampleWebp,
  sampleXls,
  sampleXlsx,
  sampleZip,
} from '../../test/sample-files.js';
import { detectFileType } from './detect-file-type.js';
import { MAX_DECLARED_UNCOMPRESSED_BYTES } from './zip-entries.js';

/** Rewrites one entry name in the central directory only (same length), leaving the local headers. */
function renameInCentralDirectory(zip: Buffer, from: string, to: string): Buffer {
  const copy = Buffer.from(zip);
  const at = copy.lastIndexOf(from);
  expect(at).toBeGreaterThan(copy.indexOf(from)); // the last occurrence is the central directory's
  copy.write(to, at, 'latin1');
  return copy;
}

/** Sets the uncompressed size the central directory declares for one entry, as a zip bomb's would read. */
function declareInflatedSize(zip: Buffer, name: string, bytes: number): Buffer {
  const copy = Buffer.from(zip);
  const headerStart = copy.lastIndexOf(name) - 46;
  expect(copy.readUInt32LE(headerStart)).toBe(0x02014b50);
  copy.writeUInt32LE(bytes, headerStart + 24);
  return copy;
}

describe('detectFileType', () => {
  it.each([
    ['png', samplePng()],
    ['gif', sampleGif()],
    ['jpg', sampleJpeg()],
    ['webp', sampleWebp()],
    ['rtf', sampleRtf()],
    ['docx', sampleDocx()],
    ['pptx', samplePptx()],
    ['doc', sampleDoc()],
    ['ppt', samplePpt()],
  ])('recognises %s', async (type, bytes) => {
    expect(await detectFileType(bytes)).toBe(type);
  });

  it('recognises a PDF', async () => {
    expect(await detectFileType(await samplePdf())).toBe('pdf');
  });

  it.each([
    ['an executable', sampleExe()],
    ['an xlsx', sampleXlsx()],
    ['a macro-enabled docm', sampleDocm()],
    ['a plain zip', sampleZip()],
    ['an xls compound file', sampleXls()],
    [
      'a compound file with both Word and PowerPoint streams',
      sampleCfb({ WordDocument: Buffer.alloc(8), 'PowerPoint Document': Buffer.alloc(8) }),
    ],
    ['plain text', Buffer.from('apenas texto, sem assinatura')],
    ['an empty file', Buffer.alloc(0)],
    ['HTML', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ])('refuses %s', async (_label, bytes) => {
    expect(await detectFileType(bytes)).toBeNull();
  });

  it('finds the Word stream when the directory spans several sectors', async () => {
    const streams: Record<string, Uint8Array> = {};
    for (let i = 0; i < 12; i += 1) streams[`Dados${i}`] = Buffer.alloc(16, i);
    streams.WordDocument = Buffer.alloc(5000, 1);
    expect(await detectFileType(sampleCfb(streams))).toBe('doc');
  });

  it('refuses a docx whose central directory disagrees with its local headers', async () => {
    const forged = renameInCentralDirectory(sampleDocx(), 'word/document.xml', 'xord/document.xml');
    expect(await detectFileType(forged)).toBeNull();
  });

  it('refuses a docx with bytes appended after the archive', async () => {
    const padded = Buffer.concat([sampleDocx(), Buffer.from('MZ trailing payload')]);
    expect(await detectFileType(padded)).toBeNull();
  });

  it('refuses a docx that declares it inflates to 1 GB, and one whose entries add up past the cap', async () => {
    const bomb = declareInflatedSize(sampleDocx(), 'word/document.xml', 1024 ** 3);
    expect(await detectFileType(bomb)).toBeNull();
    const third = Math.ceil(MAX_DECLARED_UNCOMPRESSED_BYTES / 3) + 1;
    let spread = sampleDocx();
    for (const name of ['word/document.xml', '_rels/.rels', '[Content_Types].xml']) {
      spread = declareInflatedSize(spread, name, third);
    }
    expect(await detectFileType(spread)).toBeNull();
    // Just under the cap is still a docx.
    expect(
      await detectFileType(declareInflatedSize(sampleDocx(), 'word/document.xml', 100 * 1024 ** 2)),
    ).toBe('docx');
  });

  it('refuses a truncated compound file', async () => {
    expect(await detectFileType(sampleDoc().subarray(0, 600))).toBeNull();
  });
});

// Uploads wait on disk (read-multipart-files.ts): the checks read ranges of the file, never all of it.
describe('detectFileType of a file on disk', () => {
  const dir = mkdtemp(join(tmpdir(), 'portal-detect-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));
  const onDisk = async (bytes: Uint8Array) => {
    const path = join(await dir, `f${Math.random().toString(16).slice(2)}`);
    await writeFile(path, bytes);
    return { path, size: bytes.byteLength };
  };

  it.each([
    ['png', samplePng()],
    ['docx', sampleDocx()],
    ['pptx', samplePptx()],
    ['doc', sampleDoc()],
    ['ppt', samplePpt()],
  ])('recognises %s', async (type, bytes) => {
    expect(await detectFileType(await onDisk(bytes))).toBe(type);
  });

  it.each([
    ['an xlsx', sampleXlsx()],
    ['an xls compound file', sampleXls()],
    ['a docx with bytes appended', Buffer.concat([sampleDocx(), Buffer.from('MZ trailing payload')])],
    ['a truncated compound file', sampleDoc().subarray(0, 600)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_label, bytes) => {
    expect(await detectFileType(await onDisk(bytes))).toBeNull();
  });

  it('finds the Word stream when the directory spans several sectors', async () => {
    const streams: Record<string, Uint8Array> = {};
    for (let i = 0; i < 12; i += 1) streams[`Dados${i}`] = Buffer.alloc(16, i);
    streams.WordDocument = Buffer.alloc(5000, 1);
    expect(await detectFileType(await onDisk(sampleCfb(streams)))).toBe('doc');
  });
});
