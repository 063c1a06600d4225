// The Basic Authorization encodings of spec §7 (login, token login, first access), without zod: the web's
// login screen uses them on its first load (issue 11).
/** Encodes the login Authorization header exactly as spec §7 describes it (web and tests use this). */
export function encodeLoginAuthorization(cpfDigits: string, password: string): string {
  return `Basic ${toBase64(`${toBase64(cpfDigits)}:${toBase64(password)}`)}`;
}

/** UTF-8 safe base64 that works in the browser and in Node. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(b64: string): string {
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c: string) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
