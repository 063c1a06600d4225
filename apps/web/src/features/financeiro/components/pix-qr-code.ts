// The Pix BR Code as a QR code, drawn in the browser from the payload the server sent (the text and the
// picture can never disagree). The encoder (qrcode) loads only when this screen draws one: it never
// reaches the login or home chunks. It loads after the screen's first paint (issue 37): asked for as the
// bills appeared, it sat in the path of Situação Financeira's largest paint (≈ 0.26 s in Lighthouse's
// simulation, docs/desempenho-historico.md), while the code to copy, drawn first, is what a phone pays with.
import { afterFirstPaint } from '../../../platform/browser/first-paint';

/** An SVG data URL of the payload's QR code: error correction M and a 4-module quiet zone (BCB manual). */
export async function pixQrCodeDataUrl(payload: string): Promise<string> {
  await new Promise<void>((resolve) => afterFirstPaint(resolve));
  const { toString } = await import('qrcode');
  const svg = await toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
