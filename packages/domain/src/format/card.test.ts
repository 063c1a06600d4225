import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './card.js';

describe('maskCardNumber', () => {
  it('groups digits by four from the left', () => {
    expect(maskCardNumber('00012345678901234')).toBe('0001 2345 6789 0123 4');
    expect(maskCardNumber('0 123 456789012345 6')).toBe('0123 4567 8901 2345 6');
    expect(maskCardNumber('1234567890123456')).toBe('1234 5678 9012 3456');
    expect(maskCardNumber(123)).toBe('123');
  });

  it('keeps digits only', () => {
    expect(maskCardNumber('0001.2345-6789/0123.4')).toBe('0001 2345 6789 0123 4');
    expect(maskCardNumber('')).toBe('');
    expect(maskCardNumber(null)).toBe('');
  });
});
