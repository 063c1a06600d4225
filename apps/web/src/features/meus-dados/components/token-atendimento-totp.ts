// The attendance token's code, computed on the member's device (issue 41, decision 0050): RFC 6238 TOTP —
// HMAC-SHA-1 of the 30 s step over the card's base32 secret, dynamically truncated (RFC 4226 §5.3) to 6
// digits — with the browser's Web Crypto, so it works with the network cut and adds no library to the page.

/** RFC 4648 base32 (upper case, no padding needed) to bytes; anything else in the text is skipped. */
export function base32(texto: string): Uint8Array<ArrayBuffer> {
  const alfabeto = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let acumulado = 0;
  let bits = 0;
  for (const letra of texto.toUpperCase()) {
    const valor = alfabeto.indexOf(letra);
    if (valor < 0) continue;
    acumulado = (acumulado << 5) | valor;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acumulado >> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes);
}

/** The step of an instant (Unix seconds / passo). */
export const passoDe = (agoraMs: number, passoSegundos: number): number =>
  Math.floor(agoraMs / 1000 / passoSegundos);

/** Seconds left in the current step (1…passo). */
export const segundosRestantes = (agoraMs: number, passoSegundos: number): number =>
  passoSegundos - (Math.floor(agoraMs / 1000) % passoSegundos);

/** The HOTP code of `contador` for the raw key (RFC 4226). */
export async function hotp(
  chave: Uint8Array<ArrayBuffer>,
  contador: number,
  digitos: number,
): Promise<string> {
  const mensagem = new Uint8Array(8);
  let resto = contador;
  for (let i = 7; i >= 0; i--) {
    mensagem[i] = resto & 0xff;
    resto = Math.floor(resto / 256);
  }
  const k = await crypto.subtle.importKey('raw', chave, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const hmac = new Uint8Array(await crypto.subtle.sign('HMAC', k, mensagem));
  const inicio = hmac[hmac.length - 1]! & 0x0f;
  const binario =
    ((hmac[inicio]! & 0x7f) << 24) | (hmac[inicio + 1]! << 16) | (hmac[inicio + 2]! << 8) | hmac[inicio + 3]!;
  return String(binario % 10 ** digitos).padStart(digitos, '0');
}

/** The code the provider accepts now for the base32 secret. */
export const codigoTotp = (
  segredo: string,
  agoraMs: number,
  passoSegundos: number,
  digitos: number,
): Promise<string> => hotp(base32(segredo), passoDe(agoraMs, passoSegundos), digitos);
