// Boleto barcodes: FEBRABAN's 44-digit "código de barras" drawn as Interleaved 2 of 5 with wide
// bars three times the narrow ones and no text under the bars (the "linha digitável" is printed
// separately and is a different, 47-digit string).
import bwipjs from 'bwip-js/node';

export const BOLETO_BARCODE_DIGITS = 44;

export interface BarcodeOptions {
  /** Pixels per narrow module in the PNG. */
  scale?: number;
  /** Bar height in millimetres; FEBRABAN asks for 13 mm. */
  heightMm?: number;
}

const DEFAULTS = { scale: 2, heightMm: 13 } as const satisfies Required<BarcodeOptions>;

function renderOptions(digits: string, options: BarcodeOptions): bwipjs.RenderOptions {
  // Interleaved 2 of 5 pairs digits; bwip-js silently prefixes a 0 to odd input, which would
  // change the number a bank reads, so odd or non-digit input is refused instead.
  if (!/^(?:\d\d)+$/.test(digits)) throw new Error('Interleaved 2 of 5 needs an even number of digits');
  const { scale, heightMm } = { ...DEFAULTS, ...options };
  // BWIPP's width formula is digit·r − r + 1, so r = 2 makes wide = 3 × narrow. It is also BWIPP's
  // current default, but FEBRABAN's 1:3 is a requirement, not a default to inherit. These options
  // are not in bwip-js's types, hence the spread.
  const ratios = { barratio: 2, spaceratio: 2 };
  return {
    bcid: 'interleaved2of5',
    text: digits,
    scale,
    height: heightMm,
    includetext: false,
    paddingwidth: 10, // quiet zone of ten modules each side
    ...ratios,
  };
}

export function interleaved2of5Png(digits: string, options: BarcodeOptions = {}): Promise<Buffer> {
  return bwipjs.toBuffer(renderOptions(digits, options));
}

export function interleaved2of5Svg(digits: string, options: BarcodeOptions = {}): string {
  return bwipjs.toSVG(renderOptions(digits, options));
}

function assertBoletoBarcode(codigoDeBarras: string): void {
  if (!new RegExp(`^\\d{${BOLETO_BARCODE_DIGITS}}$`).test(codigoDeBarras)) {
    throw new Error(`A boleto barcode has exactly ${BOLETO_BARCODE_DIGITS} digits`);
  }
}

export function boletoBarcodePng(codigoDeBarras: string, options: BarcodeOptions = {}): Promise<Buffer> {
  assertBoletoBarcode(codigoDeBarras);
  return interleaved2of5Png(codigoDeBarras, options);
}

export function boletoBarcodeSvg(codigoDeBarras: string, options: BarcodeOptions = {}): string {
  assertBoletoBarcode(codigoDeBarras);
  return interleaved2of5Svg(codigoDeBarras, options);
}
