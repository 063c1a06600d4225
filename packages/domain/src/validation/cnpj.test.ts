import { describe, expect, it } from 'vitest';
import { isValidCnpjDigits, validateCnpj, validateCpfCnpj } from './cnpj.js';

/** Independent CNPJ check digits: explicit weight tables of the Receita Federal. */
function withCheckDigits(base12: string): string {
  const dv = (part: string, weights: number[]): number => {
    const r = [...part].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const first = dv(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${first}${dv(`${base12}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
}

const format = (d: string): string =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;

describe('validateCnpj', () => {
  it.each(['11.222.333/0001-81', '11222333000181', ' 11.222.333/0001-81 '])('accepts %s', (cnpj) =>
    expect(validateCnpj(cnpj)).toBeNull(),
  );

  it.each(['000000000001', '123456780001', '987654320001', '450000000002'])(
    'accepts the computed CNPJ from base %s, formatted and bare',
    (base) => {
      const cnpj = withCheckDigits(base);
      expect(validateCnpj(cnpj)).toBeNull();
      expect(validateCnpj(format(cnpj))).toBeNull();
    },
  );

  it('rejects wrong check digits', () => {
    expect(validateCnpj('11.222.333/0001-82')).toBe('Cnpj inválido');
    expect(validateCnpj('11.222.333/0001-71')).toBe('Cnpj inválido');
  });

  it('rejects all digits equal', () => {
    expect(validateCnpj('00.000.000/0000-00')).toBe('Cnpj inválido');
    expect(validateCnpj('11111111111111')).toBe('Cnpj inválido');
  });

  it.each(['11.222.333/000181', '1122233300018', '112223330001810', '11.222.333.0001-81'])(
    'rejects the shape %s',
    (cnpj) => expect(validateCnpj(cnpj)).toBe('Cnpj inválido'),
  );

  it('leaves empty values to the required rule', () => {
    expect(validateCnpj('')).toBeNull();
    expect(validateCnpj(null)).toBeNull();
  });

  it('isValidCnpjDigits takes bare digits only', () => {
    expect(isValidCnpjDigits('11222333000181')).toBe(true);
    expect(isValidCnpjDigits('11.222.333/0001-81')).toBe(false);
  });
});

describe('validateCpfCnpj', () => {
  it.each(['111.444.777-35', '11144477735', '11.222.333/0001-81', '11222333000181'])('accepts %s', (value) =>
    expect(validateCpfCnpj(value)).toBeNull(),
  );

  it.each([
    ['a CPF with a wrong digit', '111.444.777-36'],
    ['a CNPJ with a wrong digit', '11.222.333/0001-82'],
    ['a CPF with one digit too many (read as CNPJ)', '111444777350'],
    ['a CPF written in the CNPJ shape', '11.144.477/7350-00'],
    ['a partly formatted CPF', '111.444.77735'],
    ['a partly formatted CNPJ', '11222333/0001-81'],
    ['all digits equal', '111.111.111-11'],
    ['text', 'cpf'],
  ])('rejects %s', (_case, value) => expect(validateCpfCnpj(value)).toBe('Cpf/Cnpj inválido'));

  it('leaves empty values to the required rule', () => {
    expect(validateCpfCnpj('')).toBeNull();
  });
});
