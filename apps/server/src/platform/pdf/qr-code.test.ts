import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { paintRects } from '@portal/test-support/pdf-codes';
import { readBarcode } from '@portal/test-support/read-barcode';
import { qrCodeDataUrl, qrCodeShape } from './qr-code.js';

/** The dark cells painted 4 pixels per module, for an independent reader. */
const scanShape = (text: string) => readBarcode(paintRects(qrCodeShape(text).rects, 4), 'qr');
const dataUrlPng = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

// A virtual-card share link and a Pix BR Code: the two kinds of payload the portal encodes.
const CARD_LINK = 'https://portal.exemplo.com.br/compartilhar/4f9c2a7e1b3d4c5e8f901a2b3c4d5e6f';
const PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('QR codes', () => {
  it.each([CARD_LINK, PIX, 'Conceição — carteirinha 0 123 456789 00-1'])(
    'the vector shape scans back to %s',
    (text) => {
      expect(scanShape(text)).toBe(text);
    },
  );

  it('the shape is the code’s grid with a quiet zone of four modules', () => {
    const { rects, width, height } = qrCodeShape(CARD_LINK);
    const size = QRCode.create(CARD_LINK, { errorCorrectionLevel: 'M' }).modules.size;
    expect([width, height]).toEqual([size + 8, size + 8]);
    expect(Math.min(...rects.map((r) => r.x))).toBe(4);
    expect(Math.max(...rects.map((r) => r.x + r.width))).toBe(size + 4);
  });

  it('data URL carries a PNG that decodes back to the text', async () => {
    const url = await qrCodeDataUrl(CARD_LINK, { size: 200 });
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(readBarcode(dataUrlPng(url), 'qr')).toBe(CARD_LINK);
  });

  it('fits the requested PNG width with whole pixels per module', async () => {
    const png = dataUrlPng(await qrCodeDataUrl(CARD_LINK, { size: 300 }));
    const width = png.readUInt32BE(16); // IHDR width
    expect(width).toBeLessThanOrEqual(300);
    expect(width).toBeGreaterThan(300 * 0.75);
    const modules = QRCode.create(CARD_LINK, { errorCorrectionLevel: 'M' }).modules.size + 2 * 4; // + quiet zone
    expect(width % modules).toBe(0);
  });

  // With a fractional scale (width forced to 256 px) ZXing could not read this link back.
  it('a shared-card link on the default size decodes back', async () => {
    const link = `http://localhost:80/cartao-compartilhado/00123456789012345.1773144000000.${'ab12'.repeat(16)}`;
    expect(readBarcode(dataUrlPng(await qrCodeDataUrl(link)), 'qr')).toBe(link);
    expect(scanShape(link)).toBe(link);
  });
});
