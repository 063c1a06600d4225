// The Pix payload's QR code as SVG text: error correction M and a 4-module quiet zone (BCB manual). Shared by
// the worker that draws it off the main thread (pix-qr-worker.ts) and the main thread where no worker runs.
import { toString } from 'qrcode';

export const pixQrSvg = (payload: string): Promise<string> =>
  toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
