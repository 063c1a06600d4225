import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.js';

const INVALID = 'Informe um e-mail válido.';

describe('validateEmail', () => {
  it.each([
    'maria.silva@exemplo.com.br',
    'joao@unimed.coop',
    'a+filtro@dominio.info',
    'nome_sobrenome%x@sub.dominio-x.io',
    '  ana@exemplo.com  ',
    'ANA@EXEMPLO.COM',
  ])('accepts %s', (email) => expect(validateEmail(email)).toBeNull());

  it.each([
    ['a one-letter suffix', 'a@b.c'],
    ['a five-letter suffix', 'a@exemplo.email'],
    ['a suffix with a digit', 'a@exemplo.c0m'],
    ['no @', 'maria.exemplo.com'],
    ['two @', 'maria@@exemplo.com'],
    ['no suffix', 'maria@exemplo'],
    ['a space inside', 'maria silva@exemplo.com'],
    ['a leading dot', '.maria@exemplo.com'],
    ['a doubled dot', 'maria..silva@exemplo.com'],
    ['a label starting with a hyphen', 'maria@-exemplo.com'],
    ['an empty label', 'maria@exemplo..com'],
    ['no local part', '@exemplo.com'],
  ])('rejects %s', (_case, email) => expect(validateEmail(email)).toBe(INVALID));

  it('leaves empty values to the required rule', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('   ')).toBeNull();
    expect(validateEmail(null)).toBeNull();
  });
});
