import { describe, expect, it } from 'vitest';
import { isValidCpf, isValidCpfDigits, validateCpf } from './cpf.js';

/** Independent CPF check digits, in the (sum × 10) mod 11 form of the Receita Federal. */
function withCheckDigits(base9: string): string {
  const dv = (part: string): number => {
    const sum = [...part].reduce((acc, d, i) => acc + Number(d) * (part.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const first = dv(base9);
  return `${base9}${first}${dv(`${base9}${first}`)}`;
}

const format = (d: string): string => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;

describe('validateCpf', () => {
  it.each([
    '111.444.777-35',
    '390.533.447-05',
    '123.456.789-09',
    '11144477735',
    '39053344705',
    ' 123.456.789-09 ',
  ])('accepts %s', (cpf) => expect(validateCpf(cpf)).toBeNull());

  it.each(['000000001', '987654321', '529982247', '100000000', '012345678'])(
    'accepts the computed CPF from base %s, formatted and bare',
    (base) => {
      const cpf = withCheckDigits(base);
      expect(validateCpf(cpf)).toBeNull();
      expect(validateCpf(format(cpf))).toBeNull();
    },
  );

  it('rejects a wrong first or second check digit', () => {
    expect(validateCpf('111.444.777-45')).toBe('CPF inválido');
    expect(validateCpf('111.444.777-36')).toBe('CPF inválido');
    expect(validateCpf('12345678910')).toBe('CPF inválido');
  });

  it.each(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])(
    'rejects all digits equal to %s even where the check digits would match',
    (d) => {
      expect(validateCpf(d.repeat(11))).toBe('CPF inválido');
      expect(validateCpf(format(d.repeat(11)))).toBe('CPF inválido');
    },
  );

  it.each([
    '111.444.77735',
    '111444777-35',
    '111.444.777.35',
    '1114447773',
    '111444777350',
    '111-444-777-35',
    'abc',
  ])('rejects the shape %s', (cpf) => expect(validateCpf(cpf)).toBe('CPF inválido'));

  it('leaves empty values to the required rule', () => {
    expect(validateCpf('')).toBeNull();
    expect(validateCpf('  ')).toBeNull();
    expect(validateCpf(null)).toBeNull();
    expect(validateCpf(undefined)).toBeNull();
  });
});

describe('isValidCpfDigits and isValidCpf', () => {
  it('isValidCpfDigits takes bare digits only', () => {
    expect(isValidCpfDigits('11144477735')).toBe(true);
    expect(isValidCpfDigits('111.444.777-35')).toBe(false);
    expect(isValidCpfDigits('11111111111')).toBe(false);
  });

  it('isValidCpf takes both shapes', () => {
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('111.444.777-34')).toBe(false);
  });
});
