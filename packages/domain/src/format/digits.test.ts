import { describe, expect, it } from 'vitest';
import { applyDigitMask, onlyDigits } from './digits.js';

describe('onlyDigits', () => {
  it('keeps 0-9 only', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
    expect(onlyDigits('(11) 96123-4567')).toBe('11961234567');
    expect(onlyDigits(1234)).toBe('1234');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('applyDigitMask', () => {
  const cpf = '000.000.000-00';

  it('writes a literal only when a digit follows it', () => {
    expect(applyDigitMask('', cpf)).toBe('');
    expect(applyDigitMask('1', cpf)).toBe('1');
    expect(applyDigitMask('123', cpf)).toBe('123');
    expect(applyDigitMask('1234', cpf)).toBe('123.4');
    expect(applyDigitMask('1234567890', cpf)).toBe('123.456.789-0');
  });

  it('ignores non-digits in the input and drops digits past the pattern', () => {
    expect(applyDigitMask('123.456.789-09', cpf)).toBe('123.456.789-09');
    expect(applyDigitMask('123456789091', cpf)).toBe('123.456.789-09');
  });

  it('writes leading literals before the first digit', () => {
    expect(applyDigitMask('1', '(00) 0000-0000')).toBe('(1');
  });
});
