import { describe, expect, it } from 'vitest';
import { paintRects } from '@portal/test-support/pdf-codes';
import { readBarcode } from '@portal/test-support/read-barcode';
import { QUIET_ZONE, boletoBarcode, interleaved2of5 } from './barcode.js';
import type { ModuleShape } from './portal-pdf.js';

// FEBRABAN layout: bank 001, currency 9, general check digit 8 (mod 11), due factor 1000,
// amount 0000015075 (R$ 150,75), free field 0000002345678901234567817.
const BOLETO = '00198100000000150750000002345678901234567817';
const LINHA_DIGITAVEL_LIKE = '00190000090234567890112345678172810000000015075';

/** The bars painted 2 pixels per module, for an independent reader. */
const toPng = ({ rects }: ModuleShape) => paintRects(rects, 2);

describe('boleto barcode (Interleaved 2 of 5)', () => {
  it('scans back to the 44 digits with ZXing', () => {
    expect(readBarcode(toPng(boletoBarcode(BOLETO)), 'itf')).toBe(BOLETO);
  });

  it('scans back for every digit in both the bar and the space position', () => {
    const digits = '0123456789' + '1357924680' + '99';
    expect(readBarcode(toPng(interleaved2of5(digits)), 'itf')).toBe(digits);
  });

  it('draws wide bars three times the narrow ones, as FEBRABAN asks', () => {
    const { rects: bars } = boletoBarcode(BOLETO);
    expect(new Set(bars.map((bar) => bar.width))).toEqual(new Set([1, 3]));
    // start: 2 bars; each pair of digits: 5 bars; stop: 2 bars
    expect(bars).toHaveLength(2 + (44 * 5) / 2 + 2);
  });

  it('is 405 modules between quiet zones of ten, so 103 mm gives FEBRABAN’s 0.25 mm narrow bar', () => {
    const { rects: bars, width } = boletoBarcode(BOLETO);
    const last = bars.at(-1);
    expect(bars[0]?.x).toBe(QUIET_ZONE);
    expect(last && last.x + last.width).toBe(width - QUIET_ZONE);
    expect(width - 2 * QUIET_ZONE).toBe(405);
  });

  it('refuses anything but 44 digits for a boleto', () => {
    expect(() => boletoBarcode(BOLETO.slice(1))).toThrow(/44 digits/);
    expect(() => boletoBarcode(`${BOLETO.slice(0, 43)}x`)).toThrow(/44 digits/);
    expect(() => boletoBarcode(LINHA_DIGITAVEL_LIKE)).toThrow(/44 digits/);
  });

  it('refuses odd-length input instead of silently adding a digit', () => {
    expect(() => interleaved2of5('12345')).toThrow(/even number of digits/);
  });
});
