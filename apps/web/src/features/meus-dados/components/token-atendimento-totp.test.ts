// The device's TOTP against RFC 6238 Appendix B (SHA-1, secret '12345678901234567890', 8 digits) and the
// 6-digit code those vectors end in, so the code on the member's screen is the one the provider's check expects.
import { describe, expect, it } from 'vitest';
import { base32, codigoTotp, hotp, passoDe, segundosRestantes } from './token-atendimento-totp';

/** '12345678901234567890' in base32. */
const SEGREDO = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('the attendance token’s TOTP', () => {
  it('decodes base32', () => {
    expect(new TextDecoder().decode(base32(SEGREDO))).toBe('12345678901234567890');
    expect(new TextDecoder().decode(base32('gezdgnbv gy3tqojq'))).toBe('1234567890');
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('RFC 6238 at %i s: %s', async (segundos, esperado) => {
    expect(await hotp(base32(SEGREDO), passoDe(segundos * 1000, 30), 8)).toBe(esperado);
    expect(await codigoTotp(SEGREDO, segundos * 1000, 30, 6)).toBe(esperado.slice(2));
  });

  it('counts the seconds left in the step', () => {
    expect(segundosRestantes(0, 30)).toBe(30);
    expect(segundosRestantes(29_999, 30)).toBe(1);
    expect(segundosRestantes(30_000, 30)).toBe(30);
  });
});
