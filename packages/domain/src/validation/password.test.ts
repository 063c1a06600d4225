import { describe, expect, it } from 'vitest';
import { validatePasswordLength, validatePasswordStrength } from './password.js';

describe('validatePasswordStrength', () => {
  it.each(['Portal@2026', 'Senha_123', 'Abc 1234', 'Ébano#9x', 'aA1!'])('accepts %s', (password) =>
    expect(validatePasswordStrength(password, 'Senha')).toBeNull(),
  );

  it.each([
    ['no uppercase letter', 'portal@2026'],
    ['no lowercase letter', 'PORTAL@2026'],
    ['no digit', 'Portal@abc'],
    ['no special character', 'Portal2026'],
    ['a single quote', "Portal@2026'"],
    ['a double quote', 'Portal"2026a'],
  ])('rejects %s', (_case, password) =>
    expect(validatePasswordStrength(password, 'Nova senha')).toBe('Nova senha inválido'),
  );

  it('leaves empty values to the required rule', () => {
    expect(validatePasswordStrength('', 'Senha')).toBeNull();
  });
});

describe('validatePasswordLength', () => {
  it("says '{min} a {max} caracteres' outside the bounds", () => {
    expect(validatePasswordLength('Ab1@', 8, 20)).toBe('8 a 20 caracteres');
    expect(validatePasswordLength('Ab1@'.repeat(6), 8, 20)).toBe('8 a 20 caracteres');
    expect(validatePasswordLength('Ab1@Ab1@', 8, 20)).toBeNull();
    expect(validatePasswordLength('Ab1@'.repeat(5), 8, 20)).toBeNull();
    expect(validatePasswordLength('', 8, 20)).toBeNull();
  });
});
