import { describe, expect, it } from 'vitest';
import { formatMoney, parseDecimalBr } from './money.js';

describe('formatMoney', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [-1234.56, '-R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [-0, 'R$ 0,00'],
    [0.5, 'R$ 0,50'],
    [1_000_000, 'R$ 1.000.000,00'],
    ['1.234,5', 'R$ 1.234,50'],
    ['1234.56', 'R$ 1.234,56'],
    ['-12,3', '-R$ 12,30'],
  ])('%j → %s', (value, expected) => expect(formatMoney(value)).toBe(expected));

  it('writes what ICU writes for pt-BR reais, rounding included', () => {
    const icu = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const amounts = [1.005, 2.675, 999.995, -0.001, 0.004, 0.005, -2.5, 1234567.891, 1e-7, 123456789012.34];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round((i * 7919.37) % 100_000_000) / 1000 - 40_000);
    for (const amount of amounts)
      expect(formatMoney(amount), String(amount)).toBe(icu.format(amount).replace(/[\u00A0\u202F]/g, ' '));
  });

  it('uses a plain space, never a no-break space', () => {
    expect(formatMoney(1)).not.toMatch(/[\u00A0\u202F]/);
    expect(formatMoney(1)).toContain('R$ 1');
  });

  it('formats nothing for nullish or non-numbers', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('parseDecimalBr', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['R$ 1.234,56', 1234.56],
    ['-R$ 1.234,56', -1234.56],
    ['R$\u00A01.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['12.5', 12.5],
    ['0,00', 0],
    [',5', 0.5],
    [42, 42],
  ])('%j → %d', (value, expected) => expect(parseDecimalBr(value)).toBe(expected));

  it.each(['', 'abc', '1,2,3', '1.2.3', '12a', '--1', null, undefined])('%j is not a number', (value) =>
    expect(parseDecimalBr(value)).toBeNaN(),
  );
});
