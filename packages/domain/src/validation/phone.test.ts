import { describe, expect, it } from 'vitest';
import { phoneKind, validateMobilePhone, validatePhone } from './phone.js';

const INVALID = 'Por favor, corrija seu número de telefone seguindo este formato: (11) 96123-4567';

describe('validatePhone', () => {
  it.each([
    '(11) 2345-6789',
    '1123456789',
    '(21) 3456-7890',
    '(51) 5555-0123',
    '(11) 96123-4567',
    '11961234567',
    '(31) 6123-45678',
  ])('accepts %s', (phone) => expect(validatePhone(phone)).toBeNull());

  it.each([
    ['a landline over 10 digits', '(11) 23456-7890'],
    ['a landline under 10 digits', '(11) 2345-678'],
    ['a mobile with exactly 10 digits', '(11) 9612-3456'],
    ['a mobile over 11 digits', '(11) 96123-45678'],
    ['a mobile under 10 digits', '(11) 9612-345'],
    ['third digit 0', '(11) 0123-4567'],
    ['third digit 1', '(11) 1123-4567'],
    ['only the DDD', '11'],
    ['a landline of identical digits', '(22) 2222-2222'],
    ['a mobile of identical digits', '(77) 77777-7777'],
    ['letters only', 'telefone'],
  ])('rejects %s', (_case, phone) => expect(validatePhone(phone)).toBe(INVALID));

  it('leaves empty values to the required rule', () => {
    expect(validatePhone('')).toBeNull();
    expect(validatePhone(null)).toBeNull();
  });
});

describe('validateMobilePhone', () => {
  it('accepts 11 digits with 9 as the third digit', () => {
    expect(validateMobilePhone('(11) 96123-4567')).toBeNull();
    expect(validateMobilePhone('21987654321')).toBeNull();
  });

  it.each([
    ['a landline', '(11) 2345-6789'],
    ['an 11-digit number whose third digit is 8', '(11) 86123-4567'],
    ['10 digits', '(11) 9612-3456'],
    ['12 digits', '(11) 96123-45678'],
    ['identical digits', '99999999999'],
  ])('rejects %s', (_case, phone) => expect(validateMobilePhone(phone)).toBe(INVALID));

  it('leaves empty values to the required rule', () => {
    expect(validateMobilePhone(undefined)).toBeNull();
  });
});

describe('phoneKind', () => {
  it('reads the third digit', () => {
    expect(phoneKind('(11) 2345-6789')).toBe('landline');
    expect(phoneKind('(11) 5345-6789')).toBe('landline');
    expect(phoneKind('(11) 6123-4567')).toBe('mobile');
    expect(phoneKind('(11) 96123-4567')).toBe('mobile');
    expect(phoneKind('(11) 1234-5678')).toBeNull();
    expect(phoneKind('(11) 0234-5678')).toBeNull();
    expect(phoneKind('11')).toBeNull();
    expect(phoneKind(null)).toBeNull();
  });
});
