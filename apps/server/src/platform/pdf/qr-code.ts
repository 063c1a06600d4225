// QR codes for the virtual card (spec §7 gerar-qrcode) and Pix payments: a PNG to place in a PDF,
// a data URL for JSON responses, or SVG for crisp display in the browser.
import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';

export interface QrCodeOptions {
  /** Width of the PNG in pixels; ignored for SVG, which scales. */
  size?: number;
  /** Quiet zone in modules; readers need at least some, the standard asks for 4. */
  margin?: number;
  /** 'M' survives a scuffed phone screen or printout without making the code too dense. */
  errorCorrection?: QRCodeErrorCorrectionLevel;
}

const DEFAULTS = { size: 256, margin: 4, errorCorrection: 'M' } as const satisfies Required<QrCodeOptions>;

const renderOptions = (options: QrCodeOptions) => {
  const { size, margin, errorCorrection } = { ...DEFAULTS, ...options };
  return { width: size, margin, errorCorrectionLevel: errorCorrection };
};

export function qrCodePng(text: string, options: QrCodeOptions = {}): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...renderOptions(options), type: 'png' });
}

/** 'data:image/png;base64,…' */
export function qrCodeDataUrl(text: string, options: QrCodeOptions = {}): Promise<string> {
  return QRCode.toDataURL(text, { ...renderOptions(options), type: 'image/png' });
}

export function qrCodeSvg(text: string, options: QrCodeOptions = {}): Promise<string> {
  return QRCode.toString(text, { ...renderOptions(options), type: 'svg' });
}
