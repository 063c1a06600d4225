import { describe, expect, it } from 'vitest';
import { isValidCnsDigits, validateCns } from './cns.js';

const INVALID = 'Cartão Nacional de Saúde inválido';
const sumOf = (digits: string): number => [...digits].reduce((acc, d, i) => acc + Number(d) * (15 - i), 0);

/** Provisional CNS: the last two digits (weights 2 and 1) that make the weighted sum divisible by 11. */
function provisional(prefix13: string): string {
  for (let tail = 0; tail <= 99; tail += 1) {
    const cns = `${prefix13}${String(tail).padStart(2, '0')}`;
    if (sumOf(cns) % 11 === 0) return cns;
  }
  throw new Error(`no provisional CNS for ${prefix13}`);
}

describe('validateCns: provisional cards (7, 8, 9)', () => {
  it.each(['700000000000005', '800123456789017', '898001098765437', '900000000000016', '712345678901236'])(
    'accepts %s',
    (cns) => expect(validateCns(cns)).toBeNull(),
  );

  it.each(['7000000000001', '8123456789012', '9876543210987', '7999999999999'])(
    'accepts the computed card from prefix %s',
    (prefix) => expect(validateCns(provisional(prefix))).toBeNull(),
  );

  it('rejects a sum not divisible by 11', () => {
    expect(validateCns('700000000000006')).toBe(INVALID);
    expect(validateCns('898001098765436')).toBe(INVALID);
  });

  it('accepts spaces as the card prints them, and nothing else', () => {
    expect(validateCns('898 0010 9876 5437')).toBeNull();
    expect(validateCns(' 898001098765437 ')).toBeNull();
    expect(validateCns('898.0010.9876.5437')).toBe(INVALID);
    expect(validateCns('898-0010-9876-5437')).toBe(INVALID);
  });
});

describe('validateCns: definitive cards (1, 2)', () => {
  it.each([
    ['DV 0 from 11 - 0 → 11', '123456789010000'],
    ['DV 9 with 000', '200000000010009'],
    ['DV 7 with 000', '100000000000007'],
    ['DV 10 → 001 suffix', '100000000060018'],
    ['starting with 2', '212345678900009'],
  ])('accepts %s: %s', (_case, cns) => {
    expect(validateCns(cns)).toBeNull();
    expect(sumOf(cns) % 11).toBe(0);
  });

  it('rejects a wrong check digit or a wrong suffix', () => {
    expect(validateCns('123456789010001')).toBe(INVALID);
    expect(validateCns('100000000060008')).toBe(INVALID);
    expect(validateCns('100000000060010')).toBe(INVALID);
  });

  it('rejects a number whose weighted sum is right but is not PIS + 000/001 + DV', () => {
    // 1 × 15 + 1 × 4 + 3 × 1 = 22: divisible by 11, yet the suffix is '010'.
    const cns = '100000000001003';
    expect(sumOf(cns) % 11).toBe(0);
    expect(validateCns(cns)).toBe(INVALID);
  });
});

describe('validateCns: everything else', () => {
  it.each(['0', '3', '4', '5', '6'])(
    'rejects a card starting with %s even when its sum is divisible by 11',
    (d) => {
      const cns = provisional(`${d}000000000000`);
      expect(sumOf(cns) % 11).toBe(0);
      expect(validateCns(cns)).toBe(INVALID);
    },
  );

  it('rejects all digits identical', () => {
    expect(validateCns('000000000000000')).toBe(INVALID);
    expect(validateCns('777777777777777')).toBe(INVALID);
    expect(isValidCnsDigits('111111111111111')).toBe(false);
  });

  it.each(['89800109876543', '8980010987654370', 'abc', '89800109876543x'])('rejects %s', (cns) =>
    expect(validateCns(cns)).toBe(INVALID),
  );

  it('leaves empty values to the required rule', () => {
    expect(validateCns('')).toBeNull();
    expect(validateCns(null)).toBeNull();
  });
});
