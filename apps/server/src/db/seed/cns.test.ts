import { describe, expect, it } from 'vitest';
import { definitiveCns, isValidCnsSum } from './cns.js';

describe('definitiveCns', () => {
  it('builds 15-digit numbers whose weighted sum is divisible by 11', () => {
    for (const base of ['20012345678', '10098765432', '27060048321', '19900011122', '21111111110']) {
      const cns = definitiveCns(base);
      expect(cns).toHaveLength(15);
      expect(cns.startsWith(base)).toBe(true);
      expect(isValidCnsSum(cns)).toBe(true);
    }
  });

  it('uses the 001 suffix when the first check digit would be 10', () => {
    // Some bases need the 001 suffix; one is found among the first thousand.
    const base = Array.from({ length: 1000 }, (_, i) => `2${String(i).padStart(10, '0')}`).find(
      (b) => definitiveCns(b).slice(11, 14) === '001',
    );
    expect(base).toBeDefined();
    expect(isValidCnsSum(definitiveCns(base!))).toBe(true);
  });

  it('refuses bases that are not definitive CNS', () => {
    expect(() => definitiveCns('70012345678')).toThrow();
    expect(() => definitiveCns('2001234567')).toThrow();
  });
});
