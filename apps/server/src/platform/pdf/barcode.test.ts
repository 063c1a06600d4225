import { describe, expect, it } from 'vitest';
import { pngLuminance, readBarcode } from '@portal/test-support/read-barcode';
import { boletoBarcodePng, boletoBarcodeSvg, interleaved2of5Png } from './barcode.js';

// FEBRABAN layout: bank 001, currency 9, general check digit 8 (mod 11), due factor 1000,
// amount 0000015075 (R$ 150,75), free field 0000002345678901234567817.
const BOLETO = '00198100000000150750000002345678901234567817';
const LINHA_DIGITAVEL_LIKE = '00190000090234567890112345678172810000000015075';

/** Widths of the dark bars along the middle row of the image. */
function barWidths(png: Buffer): number[] {
  const { width, height, luminance } = pngLuminance(png);
  const row = Math.floor(height / 2) * width;
  const widths: number[] = [];
  let run = 0;
  for (let x = 0; x < width; x += 1) {
    const dark = (luminance[row + x] ?? 255) < 128;
    if (dark) run += 1;
    else if (run > 0) {
      widths.push(run);
      run = 0;
    }
  }
  if (run > 0) widths.push(run);
  return widths;
}

describe('boleto barcode (Interleaved 2 of 5)', () => {
  it('PNG decodes back to the 44 digits', async () => {
    expect(readBarcode(await boletoBarcodePng(BOLETO), 'itf')).toBe(BOLETO);
  });

  it('draws wide bars three times the narrow ones, as FEBRABAN asks', async () => {
    const widths = barWidths(await boletoBarcodePng(BOLETO, { scale: 2 }));
    expect(new Set(widths)).toEqual(new Set([2, 6]));
    // start: 2 bars; each pair of digits: 5 bars; stop: 2 bars
    expect(widths).toHaveLength(2 + (44 * 5) / 2 + 2);
  });

  it('refuses anything but 44 digits for a boleto', async () => {
    await expect(async () => boletoBarcodePng(BOLETO.slice(1))).rejects.toThrow(/44 digits/);
    await expect(async () => boletoBarcodePng(`${BOLETO.slice(0, 43)}x`)).rejects.toThrow(/44 digits/);
    expect(() => boletoBarcodeSvg(LINHA_DIGITAVEL_LIKE)).toThrow(/44 digits/);
  });

  it('refuses odd-length input instead of silently adding a digit', async () => {
    await expect(async () => interleaved2of5Png('12345')).rejects.toThrow(/even number of digits/);
  });

  it('SVG has no human-readable text (the linha digitável is printed apart)', () => {
    const svg = boletoBarcodeSvg(BOLETO);
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toContain('<text');
  });
});
