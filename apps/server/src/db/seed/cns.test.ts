import { describe, expect, it } from 'vitest';
import { validateCns } from '@portal/domain';
import { definitiveCns } from './cns.js';

describe('definitiveCns', () => {
  it('builds 15-digit numbers the spec §5 validator accepts', () => {
    for (const base of ['20012345678', '10098765432', '27060048321', '19900011122', '21111111110']) {
      const cns = definitiveCns(base);
      expect(cns).toHaveLength(15);
      expect(cns.startsWith(base)).toBe(true);
      expect(validateCns(cns)).toBeNull();
    }
  });

  it('uses the 001 suffix when the first check digit would be 10', () => {
    // Some bases need the 001 suffix; one is found among the first thousand.
    const base = Array.from({ length: 1000 }, (_, i) => `2${String(i).padStart(10, '0')}`).find(
      (b) => definitiveCns(b).slice(11, 14) === '001',
    );
    expect(base).toBeDefined();
    expect(validateCns(definitiveCns(base!))).toBeNull();
  });

  it('refuses bases that are not definitive CNS', () => {
    expect(() => definitiveCns('70012345678')).toThrow();
    expect(() => definitiveCns('2001234567')).toThrow();
  });
});
