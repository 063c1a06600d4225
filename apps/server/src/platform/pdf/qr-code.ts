// QR codes for the virtual card (spec §7 gerar-qrcode) and Pix payments: a PNG data URL for JSON
// responses, or the dark cells as vector rectangles for a PDF (sharp in print, and no PNG to encode
// and have pdfkit decode again: 25–50 ms of the card PDF's time).
import QRCode, { type QRCodeErrorCorrectionLevel, type QRCodeSegment } from 'qrcode';
import { corridasEscuras, empacotarModulos, type ModulosQr } from '@portal/domain/format/qr-modulos';
import type { ModuleShape } from './portal-pdf.js';

export interface QrCodeOptions {
  /** Largest width of the PNG in pixels (whole pixels per module fit inside); ignored by the shape. */
  size?: number;
  /** Quiet zone in modules; readers need at least some, the standard asks for 4. */
  margin?: number;
  /** 'M' survives a scuffed phone screen or printout without making the code too dense. */
  errorCorrection?: QRCodeErrorCorrectionLevel;
}

const DEFAULTS = { size: 256, margin: 4, errorCorrection: 'M' } as const satisfies Required<QrCodeOptions>;

/**
 * Whole pixels per module: a fractional scale draws modules of uneven widths, which ZXing (and cheap
 * scanners) fail to read for some contents, e.g. some shared-card links.
 */
const renderOptions = (text: string, options: QrCodeOptions) => {
  const { size, margin, errorCorrection } = { ...DEFAULTS, ...options };
  const modules = encode(text, options).modules.size + 2 * margin;
  return { scale: Math.max(1, Math.floor(size / modules)), margin, errorCorrectionLevel: errorCorrection };
};

/**
 * One byte-mode segment: the library's automatic mix of numeric, alphanumeric and byte segments produced
 * codes for some shared-card links (long digit runs between dots) that ZXing could not read at any size;
 * one segment costs a few modules and every scanner reads it.
 */
const segments = (text: string): QRCodeSegment[] => [{ data: Buffer.from(text, 'utf8'), mode: 'byte' }];

/** The code's modules as the encoder chooses them (byte segment, error correction, the mask it picks). */
const encode = (text: string, options: Pick<QrCodeOptions, 'errorCorrection'>) =>
  QRCode.create(segments(text), {
    errorCorrectionLevel: options.errorCorrection ?? DEFAULTS.errorCorrection,
  });

/** 'data:image/png;base64,…' */
export function qrCodeDataUrl(text: string, options: QrCodeOptions = {}): Promise<string> {
  return QRCode.toDataURL(segments(text), { ...renderOptions(text, options), type: 'image/png' });
}

/** The dark cells, one rectangle per horizontal run, on a grid with the quiet zone around it. */
export function qrCodeShape(text: string, options: Omit<QrCodeOptions, 'size'> = {}): ModuleShape {
  const { margin } = { ...DEFAULTS, ...options };
  const { modules } = encode(text, options);
  const rects = corridasEscuras(modules.size, (linha, coluna) => Boolean(modules.get(linha, coluna))).map(
    ({ linha, coluna, largura }) => ({ x: margin + coluna, y: margin + linha, width: largura, height: 1 }),
  );
  const side = modules.size + 2 * margin;
  return { rects, width: side, height: side };
}

/**
 * The code's modules, packed (issue 37, decision 0061): the Cartão Virtual's list answer carries them for each
 * card and the screen paints them with the card, instead of one POST per card after the app runs (its largest
 * paint). ~1 ms a code (the mask choice) against ~7 ms for the PNG, and a tenth of its bytes.
 */
export function qrCodeModulos(text: string, options: Pick<QrCodeOptions, 'errorCorrection'> = {}): ModulosQr {
  const { modules } = encode(text, options);
  return empacotarModulos(modules.size, (linha, coluna) => Boolean(modules.get(linha, coluna)));
}
