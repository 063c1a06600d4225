import { describe, expect, it } from 'vitest';
import { validateMaxLength, validateMinLength } from './length.js';

describe('validateMinLength', () => {
  it('accepts the minimum and more', () => {
    expect(validateMinLength('abc', 3, 'Nome')).toBeNull();
    expect(validateMinLength('abcd', 3, 'Nome')).toBeNull();
    expect(validateMinLength('qualquer', 0, 'Nome')).toBeNull();
    expect(validateMinLength(12345, 5, 'Número')).toBeNull();
  });

  it("rejects shorter values with '{label} inválido' or the custom message", () => {
    expect(validateMinLength('ab', 3, 'Nome')).toBe('Nome inválido');
    expect(validateMinLength(1234, 5, 'Número')).toBe('Número inválido');
    expect(validateMinLength('ab', 3, 'Nome', 'Informe ao menos 3 letras')).toBe('Informe ao menos 3 letras');
  });

  it('counts UTF-16 units as the browser maxlength does', () => {
    expect(validateMinLength('ção', 3, 'Nome')).toBeNull();
    expect(validateMinLength('😀', 2, 'Nome')).toBeNull();
  });

  it('leaves empty values to the required rule', () => {
    expect(validateMinLength('', 3, 'Nome')).toBeNull();
    expect(validateMinLength(null, 3, 'Nome')).toBeNull();
  });
});

describe('validateMaxLength', () => {
  it('accepts up to the maximum', () => {
    expect(validateMaxLength('a'.repeat(255), 255, 'Observação')).toBeNull();
    expect(validateMaxLength('abc', 3, 'Sigla')).toBeNull();
  });

  it("rejects longer values with '{label} inválido'", () => {
    expect(validateMaxLength('a'.repeat(256), 255, 'Observação')).toBe('Observação inválido');
    expect(validateMaxLength('abcd', 3, 'Sigla')).toBe('Sigla inválido');
  });

  it('leaves empty values to the required rule', () => {
    expect(validateMaxLength(undefined, 3, 'Sigla')).toBeNull();
  });
});
