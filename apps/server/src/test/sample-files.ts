// Tiny but genuine files of each upload type, made in memory so tests need no binary fixtures.
// Office files are built by independent libraries (fflate for zips, SheetJS cfb for OLE2), so the
// server's own parsers are checked against writers they do not share code with.
import CFB from 'cfb';
import { strToU8, zipSync, type Zippable } from 'fflate';
import jpeg from 'jpeg-js';
import PDFDocument from 'pdfkit';

const fromBase64 = (b64: string): Buffer => Buffer.from(b64, 'base64');

/** A real 1×1 RGBA PNG (signature, IHDR, IDAT, IEND with valid CRCs). */
export const samplePng = (): Buffer =>
  fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  );

/** A real 1×1 GIF89a. */
export const sampleGif = (): Buffer =>
  fromBase64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');

/** A real 2×2 baseline JPEG, encoded here. */
export const sampleJpeg = (): Buffer =>
  jpeg.encode({ width: 2, height: 2, data: Buffer.alloc(2 * 2 * 4, 0x80) }, 80).data;

/** The 1×1 lossless WebP that libwebp's own feature test uses. */
export const sampleWebp = (): Buffer => fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

export const sampleRtf = (): Buffer =>
  Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Arial;}} Declara\\u231?\\u227?o}');

/** A one-page PDF made by pdfkit. */
export function samplePdf(text = 'Comprovante'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** A Windows executable's start: DOS 'MZ' header pointing at a 'PE\0\0' signature. */
export function sampleExe(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84); // i386
  return bytes;
}

const CONTENT_TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="MAIN"/></Relationships>`;

function officeZip(mainPart: string, mainContentType: string, mainXml: string): Buffer {
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="${CONTENT_TYPES_NS}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${mainPart}" ContentType="${mainContentType}"/></Types>`;
  const files: Zippable = {
    '[Content_Types].xml': strToU8(contentTypes),
    '_rels/.rels': strToU8(RELS.replace('MAIN', mainPart)),
    [mainPart]: strToU8(mainXml),
  };
  return Buffer.from(zipSync(files, { level: 6 }));
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const WORD_MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';
const PPT_MAIN = 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
const XLSX_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const DOCUMENT_XML =
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Certidão de óbito</w:t></w:r></w:p></w:body></w:document>';

/** Minimal WordprocessingML package: content types, package relationships, word/document.xml. */
export const sampleDocx = (): Buffer => officeZip('word/document.xml', WORD_MAIN, DOCUMENT_XML);

/** The same package declared macro-enabled (.docm), as a renamed .docx would arrive. */
export const sampleDocm = (): Buffer => officeZip('word/document.xml', WORD_MACRO_MAIN, DOCUMENT_XML);

export const samplePptx = (): Buffer =>
  officeZip(
    'ppt/presentation.xml',
    PPT_MAIN,
    '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  );

export const sampleXlsx = (): Buffer =>
  officeZip(
    'xl/workbook.xml',
    XLSX_MAIN,
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
  );

/** A plain zip with no Office structure. */
export const sampleZip = (): Buffer => Buffer.from(zipSync({ 'leia-me.txt': strToU8('olá') }));

/** An OLE2 compound file holding the given streams (name → bytes), written by SheetJS cfb. */
export function sampleCfb(streams: Record<string, Uint8Array>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content);
  return Buffer.from(CFB.write(container, { type: 'buffer', fileType: 'cfb' }) as Uint8Array);
}

/** A legacy Word file's container: the 'WordDocument' stream plus the usual summary streams. */
export const sampleDoc = (): Buffer =>
  sampleCfb({
    WordDocument: Buffer.alloc(4096, 0xa5),
    '1Table': Buffer.alloc(1024, 1),
    '\u0005SummaryInformation': Buffer.alloc(200, 2),
  });

export const samplePpt = (): Buffer =>
  sampleCfb({
    'PowerPoint Document': Buffer.alloc(4096, 0x0f),
    'Current User': Buffer.alloc(64, 3),
  });

export const sampleXls = (): Buffer => sampleCfb({ Workbook: Buffer.alloc(4096, 9) });
