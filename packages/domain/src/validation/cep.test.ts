import { describe, expect, it } from 'vitest';
import { cepPrefix, validateCep } from './cep.js';

describe('validateCep', () => {
  it.each(['01310-100', '70040-010', ' 01310-100 '])('accepts %s', (cep) =>
    expect(validateCep(cep)).toBeNull(),
  );

  it.each(['01310100', '01310-10', '1310-100', '01310-1000', '0131-0100', 'abcde-fgh', '01310 100'])(
    'rejects %s',
    (cep) => expect(validateCep(cep)).toBe('CEP inválido'),
  );

  it('rejects a well-formed CEP whose lookup failed', () => {
    expect(validateCep('01310-100', { lookupFailed: true })).toBe('CEP inválido');
    expect(validateCep('01310-100', { lookupFailed: false })).toBeNull();
  });

  it('leaves empty values to the required rule', () => {
    expect(validateCep('')).toBeNull();
    expect(validateCep(undefined)).toBeNull();
  });
});

describe('cepPrefix', () => {
  it('takes the first five characters', () => {
    expect(cepPrefix('01310-100')).toBe('01310');
    expect(cepPrefix('0131')).toBe('0131');
    expect(cepPrefix(null)).toBe('');
  });
});
