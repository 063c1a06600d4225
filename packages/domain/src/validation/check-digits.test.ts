import { describe, expect, it } from 'vitest';
import { allSame, hasMod11CheckDigits, mod11CheckDigit } from './check-digits.js';

describe('allSame', () => {
  it('needs two or more equal characters', () => {
    expect(allSame('11111111111')).toBe(true);
    expect(allSame('00')).toBe(true);
    expect(allSame('11111111112')).toBe(false);
    expect(allSame('1')).toBe(false);
    expect(allSame('')).toBe(false);
  });
});

describe('mod11CheckDigit', () => {
  it('gives the CPF digits of 111.444.777-35', () => {
    expect(mod11CheckDigit('111444777', 11)).toBe(3);
    expect(mod11CheckDigit('1114447773', 11)).toBe(5);
  });

  it('wraps weights at 9 for the CNPJ 11.222.333/0001-81', () => {
    expect(mod11CheckDigit('112223330001', 9)).toBe(8);
    expect(mod11CheckDigit('1122233300018', 9)).toBe(1);
  });

  it('gives 0 when the remainder is below 2', () => {
    // 1 × 2 = 2 → remainder 2 → 9; 0 → remainder 0 → 0; 6 × 2 = 12 → remainder 1 → 0; 5 × 2 = 10 → 1.
    expect(mod11CheckDigit('1', 11)).toBe(9);
    expect(mod11CheckDigit('0', 11)).toBe(0);
    expect(mod11CheckDigit('6', 11)).toBe(0);
    expect(mod11CheckDigit('5', 11)).toBe(1);
  });
});

describe('hasMod11CheckDigits', () => {
  it('checks length, digits only, repetition and both check digits', () => {
    expect(hasMod11CheckDigits('11144477735', 11, 11)).toBe(true);
    expect(hasMod11CheckDigits('11222333000181', 14, 9)).toBe(true);
    expect(hasMod11CheckDigits('1114447773', 11, 11)).toBe(false);
    expect(hasMod11CheckDigits('111444777-5', 11, 11)).toBe(false);
    expect(hasMod11CheckDigits('11111111111', 11, 11)).toBe(false);
    expect(hasMod11CheckDigits('11144477753', 11, 11)).toBe(false);
  });
});
