import { describe, expect, it } from 'vitest';
import { formatPontosBase } from './percent.js';

describe('formatPontosBase', () => {
  it('prints basis points as a pt-BR percentage with two decimals', () => {
    expect(formatPontosBase(963)).toBe('9,63%');
    expect(formatPontosBase(606)).toBe('6,06%');
    expect(formatPontosBase(1500)).toBe('15,00%');
    expect(formatPontosBase(5)).toBe('0,05%');
    expect(formatPontosBase(-50)).toBe('-0,50%');
    expect(formatPontosBase(0)).toBe('0,00%');
  });
  it('prints nothing for what is not an integer', () => {
    expect(formatPontosBase(null)).toBe('');
    expect(formatPontosBase(9.63)).toBe('');
  });
});
