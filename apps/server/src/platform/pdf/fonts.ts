// PDFs embed DejaVu Sans rather than the built-in Helvetica: Helvetica covers Portuguese (WinAnsi),
// but member names may carry letters beyond Latin-1 (Ł, ő, ș…), and an embedded TrueType font gets
// a Unicode map for every glyph, so all of the text stays selectable and searchable.
//
// The fonts are parsed once per process and the parsed fontkit objects are handed to every document.
// Given a path or a buffer, pdfkit parses the 750 KB font again for each document, and fontkit then
// reads its layout tables (GSUB, GPOS, kern) and lays out every glyph from a cold cache: 30–90 ms of a
// boleto's time (issue 12 budget: < 100 ms). pdfkit lays out and subsets synchronously, each document
// with its own subset.
//
// One thing a shared font must not share: what a glyph stands for (issue 37, "*utubro/2026",
// "Bbstetrícia" in a reader). fontkit caches glyph objects by id with the characters of the first call
// that made them (foliojs/fontkit#154, open), and pdfkit writes each glyph's ToUnicode entry from those
// characters. Subsetting an accented letter (Ó, ã, í — composite glyphs) makes its components (O, a, ı)
// with none, so every later document of the process got an empty entry for them: pdf.js dropped the
// letter, PDFium showed the glyph number as a character. fontkit's own contract is that the code points
// passed to getGlyph "will be stored in the glyph object", so the shared fonts' getGlyph answers, when
// the cached object stands for other characters, a glyph of the same id and class made for these ones
// (one per glyph and characters, kept): a document's text map then depends only on its own text, never
// on what the process rendered before (pdf-texto.int.test.ts reads every kind of PDF after a document
// that triggers it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type Glyph } from 'fontkit';

const require = createRequire(import.meta.url);

export const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

type PdfFonts = Record<keyof typeof FONT_FILES, PDFKit.Mixins.PDFFontSource>;

let parsed: PdfFonts | undefined;

// pdfkit accepts a parsed fontkit font (anything with a `layout` method) since 0.15, but its type
// declarations still list only paths and buffers; this is the one place that bridges the two.
const asFontSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

type GlyphClass = new (id: number, codePoints: number[], font: Font) => Glyph;

const sameCodePoints = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** The font, its getGlyph answering each call a glyph that stands for the characters it was given. */
export function withGlyphsForTheirCharacters(font: Font): Font {
  const cached = font.getGlyph.bind(font);
  const made = new Map<string, Glyph>();
  font.getGlyph = (id, codePoints = []) => {
    const glyph = cached(id, codePoints);
    if (!glyph || codePoints.length === 0 || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    const key = `${id}:${codePoints.join(',')}`;
    let forThese = made.get(key);
    if (!forThese) {
      // The class's own constructor, as fontkit builds an uncached glyph (it also derives isMark and
      // isLigature, which mark positioning reads, from the characters).
      forThese = new (glyph.constructor as GlyphClass)(id, codePoints, font);
      made.set(key, forThese);
    }
    return forThese;
  };
  return font;
}

const parse = (file: string) => asFontSource(withGlyphsForTheirCharacters(create(readFileSync(file))));

export function pdfFonts(): PdfFonts {
  parsed ??= { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) };
  return parsed;
}
