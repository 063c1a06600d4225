import { describe, expect, it } from 'vitest';
import { validateName } from './name.js';

describe('validateName', () => {
  it.each([
    'Maria da Silva',
    'José Érico Conceição',
    "D'Ávila",
    'D’Ávila',
    'Ana-Clara',
    'Ñandú Müller',
    'MARIA',
    'ana',
  ])('accepts %s', (name) => expect(validateName(name, 'Nome')).toBeNull());

  it.each([
    ['two spaces in a row', 'Maria  Silva'],
    ['an underscore', 'Maria_Silva'],
    ['a double quote', 'Ana "Bia" Souza'],
    ['a digit', 'Maria 2'],
    ['a tab', 'Maria\tSilva'],
    ['a dot', 'Maria S. Silva'],
    ['an at sign', 'maria@silva'],
  ])('rejects %s', (_case, name) => expect(validateName(name, 'Nome social')).toBe('Nome social inválido'));

  it('leaves empty values to the required rule', () => {
    expect(validateName('', 'Nome')).toBeNull();
    expect(validateName('   ', 'Nome')).toBeNull();
  });
});
