// QR codes for the virtual card (spec §7 gerar-qrcode) and Pix payments: a PNG to place in a PDF,
// a data URL for JSON responses, or SVG for crisp display in the browser.
import QRCode, { type QRCodeErrorCorrectionLevel, type QRCodeSegment } from 'qrcode';

export interface QrCodeOptions {
  /** Largest width of the PNG in pixels (whole pixels per module fit inside); ignored for SVG, which scales. */
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
  const modules =
    QRCode.create(segments(text), { errorCorrectionLevel: errorCorrection }).modules.size + 2 * margin;
  return { scale: Math.max(1, Math.floor(size / modules)), margin, errorCorrectionLevel: errorCorrection };
};

/**
 * One byte-mode segment: the library's automatic mix of numeric, alphanumeric and byte segments produced
 * codes for some shared-card links (long digit runs between dots) that ZXing could not read at any size;
 * one segment costs a few modules and every scanner reads it.
 */
const segments = (text: string): QRCodeSegment[] => [{ data: Buffer.from(text, 'utf8'), mode: 'byte' }];

export function qrCodePng(text: string, options: QrCodeOptions = {}): Promise<Buffer> {
  return QRCode.toBuffer(segments(text), { ...renderOptions(text, options), type: 'png' });
}

/** 'data:image/png;base64,…' */
export function qrCodeDataUrl(text: string, options: QrCodeOptions = {}): Promise<string> {
  return QRCode.toDataURL(segments(text), { ...renderOptions(text, options), type: 'image/png' });
}

export function qrCodeSvg(text: string, options: QrCodeOptions = {}): Promise<string> {
  return QRCode.toString(segments(text), { ...renderOptions(text, options), type: 'svg' });
}
