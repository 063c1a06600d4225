// PDFs embed DejaVu Sans rather than the built-in Helvetica: Helvetica covers Portuguese (WinAnsi),
// but member names may carry letters beyond Latin-1 (Ł, ő, ș…), and an embedded TrueType font gets
// a Unicode map for every glyph, so all of the text stays selectable and searchable.
//
// The fonts are parsed once per process and the parsed fontkit objects are handed to every document.
// Given a path or a buffer, pdfkit parses the 750 KB font again for each document, and fontkit then
// reads its layout tables (GSUB, GPOS, kern) and lays out every glyph from a cold cache: 30–90 ms of a
// boleto's time (issue 12 budget: < 100 ms). Sharing is safe: fontkit's caches only grow, and pdfkit
// lays out and subsets synchronously, each document with its own subset.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

const FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

type PdfFonts = Record<keyof typeof FILES, PDFKit.Mixins.PDFFontSource>;

let parsed: PdfFonts | undefined;

// pdfkit accepts a parsed fontkit font (anything with a `layout` method) since 0.15, but its type
// declarations still list only paths and buffers; this is the one place that bridges the two.
const asFontSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

export function pdfFonts(): PdfFonts {
  parsed ??= {
    regular: asFontSource(create(readFileSync(FILES.regular))),
    bold: asFontSource(create(readFileSync(FILES.bold))),
  };
  return parsed;
}
