// The shared fonts' glyph lookup (fonts.ts): a glyph stands for the characters of the text that asked for
// it, even when fontkit's cache made it first for something else (a composite's part, another text).
import { readFileSync } from 'node:fs';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, withGlyphsForTheirCharacters } from './fonts.js';

const bytes = readFileSync(FONT_FILES.regular);
const idOf = (char: string) => create(bytes).glyphForCodePoint(char.codePointAt(0)!).id;
const codePointsOf = (text: string, font = withGlyphsForTheirCharacters(create(bytes))) =>
  font.layout(text).glyphs.map((g) => String.fromCodePoint(...g.codePoints));

describe('withGlyphsForTheirCharacters', () => {
  it('gives a glyph the subsetter made first (as a part of Ó) the characters of the text', () => {
    const font = withGlyphsForTheirCharacters(create(bytes));
    // What subsetting a composite glyph does: its parts are looked up by id alone.
    for (const part of ['O', 'a', 'ı']) expect(font.getGlyph(idOf(part))?.codePoints).toEqual([]);
    expect(codePointsOf('Outubro Obstetrícia ação', font).join('')).toBe('Outubro Obstetrícia ação');
    // fontkit alone keeps the first, empty, answer (foliojs/fontkit#154): the case this guards.
    const bare = create(bytes);
    bare.getGlyph(idOf('O'));
    expect(bare.layout('O').glyphs[0]?.codePoints).toEqual([]);
  });

  it('keeps a ligature standing for its letters and each look-up independent of the ones before', () => {
    const font = withGlyphsForTheirCharacters(create(bytes));
    expect(codePointsOf('\ufb01', font)).toEqual(['\ufb01']);
    expect(codePointsOf('beneficiário', font)).toContain('fi');
    expect(codePointsOf('\u00a0 ', font)).toEqual(['\u00a0', ' ']);
    expect(codePointsOf(' \u00a0', font)).toEqual([' ', '\u00a0']);
    // Asked again with the same characters: the same object, not a new one per call.
    const [a] = font.layout('O').glyphs;
    font.getGlyph(a!.id);
    expect(font.layout('O').glyphs[0]).toBe(a);
  });
});
