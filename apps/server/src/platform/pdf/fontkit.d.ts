// fontkit ships no type declarations; the PDF code parses a TrueType file, hands the result to pdfkit and
// keeps the font's glyph lookup honest about the characters a glyph stands for (see fonts.ts), so this
// declares just that.
declare module 'fontkit' {
  export interface Glyph {
    readonly id: number;
    /** The characters this glyph stands for in the text being laid out (pdfkit's ToUnicode map). */
    readonly codePoints: readonly number[];
  }
  export interface Font {
    readonly postscriptName: string;
    layout(text: string): { glyphs: Glyph[] };
    glyphForCodePoint(codePoint: number): Glyph;
    /** The glyph `id`, for the characters `codePoints` (documented: "stored in the glyph object"). */
    getGlyph(id: number, codePoints?: number[]): Glyph | null;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
