// The Pix BR Code as a QR code, drawn in the browser from the payload the server sent (the text and the
// picture can never disagree). The encoder (qrcode) loads only when this screen draws one: it never
// reaches the login or home chunks.
/** An SVG data URL of the payload's QR code: error correction M and a 4-module quiet zone (BCB manual). */
export async function pixQrCodeDataUrl(payload: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
