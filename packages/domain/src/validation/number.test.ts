import { describe, expect, it } from 'vitest';
import { validateNumberNotStartingWithZero, validateValueRange } from './number.js';

describe('validateNumberNotStartingWithZero', () => {
  it('accepts numbers not starting with zero', () => {
    expect(validateNumberNotStartingWithZero('123')).toBeNull();
    expect(validateNumberNotStartingWithZero('1023')).toBeNull();
    expect(validateNumberNotStartingWithZero(10)).toBeNull();
  });

  it("rejects a leading zero with 'Número inválido'", () => {
    expect(validateNumberNotStartingWithZero('0123')).toBe('Número inválido');
    expect(validateNumberNotStartingWithZero(' 012')).toBe('Número inválido');
    expect(validateNumberNotStartingWithZero('0')).toBe('Número inválido');
    expect(validateNumberNotStartingWithZero(0)).toBe('Número inválido');
  });

  it('leaves empty values to the required rule', () => {
    expect(validateNumberNotStartingWithZero('')).toBeNull();
  });
});

describe('validateValueRange', () => {
  it('accepts nonzero values within the bounds', () => {
    expect(validateValueRange(10)).toBeNull();
    expect(validateValueRange(0.01)).toBeNull();
    expect(validateValueRange('1.234,56')).toBeNull();
    expect(validateValueRange('R$ 1.234,56')).toBeNull();
    expect(validateValueRange('12.5')).toBeNull();
    expect(validateValueRange(1000, { max: 1000 })).toBeNull();
    expect(validateValueRange(10, { min: 10 })).toBeNull();
  });

  it.each([
    ['zero', 0],
    ['zero written as money', '0,00'],
    ['below the default minimum 0', -5],
    ['not a number', 'abc'],
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
  ])("rejects %s with 'Valor inválido'", (_case, value) =>
    expect(validateValueRange(value)).toBe('Valor inválido'),
  );

  it('applies min and max', () => {
    expect(validateValueRange(9.99, { min: 10 })).toBe('Valor inválido');
    expect(validateValueRange('1.234,56', { max: 1000 })).toBe('Valor inválido');
    expect(validateValueRange(1000.01, { min: 0, max: 1000 })).toBe('Valor inválido');
  });

  it('keeps zero invalid when min is negative', () => {
    expect(validateValueRange(-5, { min: -10 })).toBeNull();
    expect(validateValueRange(0, { min: -10 })).toBe('Valor inválido');
  });

  it('leaves empty values to the required rule', () => {
    expect(validateValueRange('')).toBeNull();
    expect(validateValueRange(null)).toBeNull();
  });
});
