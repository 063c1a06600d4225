import { describe, expect, it } from 'vitest';
import { validateBankAccount } from './bank.js';

const ACCOUNT_X = { mask: '9999999-X', minLength: 8 };
const AGENCY_DV = { mask: '9999-9', minLength: 5 };
const NO_MASK = { mask: '', minLength: 0 };

describe('validateBankAccount', () => {
  it.each(['1234567-8', '1234567-X', '1234567-x', '0012345-0', '12345678'])(
    'accepts %s with a letter DV mask',
    (value) => expect(validateBankAccount(value, ACCOUNT_X, 'Conta')).toBeNull(),
  );

  it.each([
    ['identical digits', '1111111-1'],
    ['identical digits with a letter DV', '1111111-X'],
    ['a letter in the main part', '12a4567-8'],
    ['no DV after the hyphen', '1234567-'],
    ['a symbol as DV', '1234567-*'],
    ['a single character', '5'],
  ])('rejects %s', (_case, value) =>
    expect(validateBankAccount(value, ACCOUNT_X, 'Conta')).toBe('Conta inválido'),
  );

  it('checks identical digits only from the minimum length on', () => {
    expect(validateBankAccount('11-1', ACCOUNT_X, 'Conta')).toBeNull();
    expect(validateBankAccount('1111-1', AGENCY_DV, 'Agência')).toBe('Agência inválido');
    expect(validateBankAccount('111-1', AGENCY_DV, 'Agência')).toBeNull();
    expect(validateBankAccount('1234-5', AGENCY_DV, 'Agência')).toBeNull();
  });

  it('applies no DV rule without a DV in the mask', () => {
    expect(validateBankAccount('1111111', NO_MASK, 'Conta')).toBeNull();
    expect(validateBankAccount('0000', { mask: '9999', minLength: 4 }, 'Agência')).toBeNull();
  });

  it('leaves empty values to the required rule', () => {
    expect(validateBankAccount('', ACCOUNT_X, 'Conta')).toBeNull();
  });
});
