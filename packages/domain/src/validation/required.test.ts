import { describe, expect, it } from 'vitest';
import { isEmptyValue, validateRequired } from './required.js';

describe('validateRequired', () => {
  it.each([[''], ['   '], ['\t\n'], [null], [undefined], [[]], [Number.NaN]])('%j is empty', (value) => {
    expect(validateRequired(value)).toBe('Campo obrigatório');
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([[false], [true], [0], ['a'], [' a '], [[0]], [{}], [new Date(0)]])('%j is filled', (value) => {
    expect(validateRequired(value)).toBeNull();
    expect(isEmptyValue(value)).toBe(false);
  });
});
