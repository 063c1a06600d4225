// Boleto barcodes: FEBRABAN's 44-digit "código de barras" as Interleaved 2 of 5, wide elements three
// times the narrow ones, no text under the bars (the "linha digitável" is printed separately and is
// a different, 47-digit string).
//
// The bars are computed here and drawn as vector rectangles (PortalPdf.shape): sharp at any zoom or
// print resolution, and about 10 ms cheaper per boleto than rendering a PNG that pdfkit then has to
// decode and compress again (issue 12's budget is 100 ms per PDF).
import type { ModuleShape } from './portal-pdf.js';

export const BOLETO_BARCODE_DIGITS = 44;

/** Widths in narrow modules. */
const NARROW = 1;
const WIDE = 3;
/** Quiet zone each side, in modules: ITF asks for at least ten narrow widths. */
export const QUIET_ZONE = 10;

/** Each digit as five elements, wide (true) or narrow (false). */
const DIGIT_ELEMENTS: readonly (readonly boolean[])[] = [
  '00110', // 0
  '10001', // 1
  '01001', // 2
  '11000', // 3
  '00101', // 4
  '10100', // 5
  '01100', // 6
  '00011', // 7
  '10010', // 8
  '01010', // 9
].map((pattern) => [...pattern].map((element) => element === '1'));

/**
 * Interleaved 2 of 5: start (narrow bar, space, bar, space), then each pair of digits with the first
 * digit in the bars and the second in the spaces between them, then stop (wide bar, narrow space,
 * narrow bar). Odd or non-digit input is refused: padding it would change the number a bank reads.
 */
export function interleaved2of5(digits: string): ModuleShape {
  if (!/^(?:\d\d)+$/.test(digits)) throw new Error('Interleaved 2 of 5 needs an even number of digits');
  // Widths alternate bar, space, bar, space… starting with a bar.
  const widths: number[] = [NARROW, NARROW, NARROW, NARROW];
  for (let i = 0; i < digits.length; i += 2) {
    const inBars = DIGIT_ELEMENTS[Number(digits[i])] ?? [];
    const inSpaces = DIGIT_ELEMENTS[Number(digits[i + 1])] ?? [];
    for (let k = 0; k < 5; k += 1) widths.push(inBars[k] ? WIDE : NARROW, inSpaces[k] ? WIDE : NARROW);
  }
  widths.push(WIDE, NARROW, NARROW);

  const rects: ModuleShape['rects'] = [];
  let x = QUIET_ZONE;
  widths.forEach((width, i) => {
    if (i % 2 === 0) rects.push({ x, y: 0, width, height: 1 });
    x += width;
  });
  // One module high: the page stretches the bars to the height it wants.
  return { rects, width: x + QUIET_ZONE, height: 1 };
}

export function boletoBarcode(codigoDeBarras: string): ModuleShape {
  if (!new RegExp(`^\\d{${BOLETO_BARCODE_DIGITS}}$`).test(codigoDeBarras)) {
    throw new Error(`A boleto barcode has exactly ${BOLETO_BARCODE_DIGITS} digits`);
  }
  return interleaved2of5(codigoDeBarras);
}
