import { describe, expect, it } from 'vitest';
import {
  formatBankNumber,
  bancoDoBrasilAgenciaDv,
  validateAgencia,
  validateContaCorrente,
  validateDadosBancarios,
  type BancoVariacao,
} from './bank-account.js';

// The shapes the demo seeds (apps/server/src/db/seed/bancos-data.ts); the server test runs every seeded bank.
const BB: BancoVariacao = {
  codigo: '001',
  nome: 'Banco do Brasil',
  mascaraDVAgencia: '9999-X',
  tamanhoMinimoAgencia: 5,
  mascaraDVConta: '99999999-X',
  tamanhoMinimoContaCorrente: 5,
};
const ITAU: BancoVariacao = {
  codigo: '341',
  nome: 'Itaú Unibanco',
  mascaraDVAgencia: '9999',
  tamanhoMinimoAgencia: 4,
  mascaraDVConta: '99999-9',
  tamanhoMinimoContaCorrente: 6,
};
const BRADESCO: BancoVariacao = {
  codigo: '237',
  nome: 'Bradesco',
  mascaraDVAgencia: '9999-9',
  tamanhoMinimoAgencia: 5,
  mascaraDVConta: '9999999-X',
  tamanhoMinimoContaCorrente: 8,
};
const SICOOB: BancoVariacao = {
  codigo: '756',
  nome: 'Sicoob',
  mascaraDVAgencia: '9999',
  tamanhoMinimoAgencia: 4,
  mascaraDVConta: '999999999-9',
  tamanhoMinimoContaCorrente: 5,
};

describe('Banco do Brasil agency DV (mod 11, 10 → X)', () => {
  it.each([
    ['0001', '9'],
    ['3064', '3'],
    ['1584', '9'],
  ])('%s-%s', (agencia, dv) => expect(bancoDoBrasilAgenciaDv(agencia)).toBe(dv));

  it('writes X for 10 and 0 for 11', () => {
    const all = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
    const x = all.find((a) => bancoDoBrasilAgenciaDv(a) === 'X')!;
    expect(validateAgencia(`${x}-X`, BB)).toBeNull();
    expect(validateAgencia(`${x}-x`, BB)).toBeNull();
    expect(validateAgencia(`${x}-0`, BB)).toBe('Agência inválido');
    expect(all.some((a) => bancoDoBrasilAgenciaDv(a) === '0')).toBe(true);
  });
});

describe('validateAgencia', () => {
  it('checks the BB DV and the shape of the mask', () => {
    expect(validateAgencia('3064-3', BB)).toBeNull();
    expect(validateAgencia('30643', BB)).toBeNull();
    expect(validateAgencia('3064-4', BB)).toBe('Agência inválido');
    expect(validateAgencia('306-3', BB)).toBe('Agência inválido');
    expect(validateAgencia('', BB)).toBe('Campo obrigatório');
  });

  it('takes four digits and no DV where the bank has none', () => {
    expect(validateAgencia('0057', ITAU)).toBeNull();
    expect(validateAgencia('0057-1', ITAU)).toBe('Agência inválido');
    expect(validateAgencia('57', ITAU)).toBe('Agência inválido');
  });

  it('applies spec §5: identical digits refused when the mask has a DV', () => {
    expect(validateAgencia('1111-1', BRADESCO)).toBe('Agência inválido');
    expect(validateAgencia('1234-5', BRADESCO)).toBeNull();
    expect(validateAgencia('1234-X', BRADESCO)).toBe('Agência inválido');
  });
});

describe('validateContaCorrente (the bank published DV rule, through the library)', () => {
  it('Itaú: mod 10 over agency and account', () => {
    expect(validateContaCorrente('45102-3', ITAU, '0057')).toBeNull();
    expect(validateContaCorrente('45102-4', ITAU, '0057')).toBe('Conta inválido');
    expect(validateContaCorrente('45102-3', ITAU, '0058')).toBe('Conta inválido');
  });

  it('Banco do Brasil: zero-padded account, DV may be X', () => {
    expect(validateContaCorrente('00012345-5', BB, '3064-3')).toBeNull();
    expect(validateContaCorrente('12345-5', BB, '3064-3')).toBeNull();
    expect(validateContaCorrente('12345-6', BB, '3064-3')).toBe('Conta inválido');
  });

  it('Bradesco: a P as DV only when the rule gives it', () => {
    expect(validateContaCorrente('0012345-5', BRADESCO, '1234-5')).toBeNull();
    expect(validateContaCorrente('0012345-P', BRADESCO, '1234-5')).toBe('Conta inválido');
  });

  it('Sicoob publishes no rule: only the shape and spec §5 apply', () => {
    expect(validateContaCorrente('123456-0', SICOOB, '3069')).toBeNull();
    expect(validateContaCorrente('123456-7', SICOOB, '3069')).toBeNull();
    expect(validateContaCorrente('11111-1', SICOOB, '3069')).toBe('Conta inválido');
    expect(validateContaCorrente('123456-X', SICOOB, '3069')).toBe('Conta inválido');
  });
});

describe('validateDadosBancarios', () => {
  it('keys the errors by field and judges the account only against a valid agency', () => {
    expect(validateDadosBancarios({ agencia: '0057', conta: '45102-3' }, ITAU)).toEqual({});
    expect(validateDadosBancarios({ agencia: '3064-4', conta: '00012345-5' }, BB)).toEqual({
      agencia: 'Agência inválido',
    });
    expect(validateDadosBancarios({ agencia: '3064-3', conta: '00012345-6' }, BB)).toEqual({
      conta: 'Conta inválido',
    });
  });
});

describe('formatBankNumber (the field mask the hint names, issue 37)', () => {
  it.each([
    ['3064', '9999-X', '3064'],
    ['30643', '9999-X', '3064-3'],
    ['3064x', '9999-X', '3064-X'],
    ['306X', '9999-X', '306-X'],
    ['3064-', '9999-X', '3064-'],
    ['30a6-4', '9999-X', '306-4'],
    ['306444444', '9999-X', '3064-4'],
    ['1234-56', '9999-9', '1234-5'],
    ['1234X', '9999-9', '1234'],
    ['12345-6', '99999999-X', '12345-6'],
    ['123456789', '99999999-X', '12345678-9'],
    ['12.34', '9999', '1234'],
    ['123456', '9999', '1234'],
    ['X', '9999-X', ''],
    ['', '9999-X', ''],
  ])('%s with %s → %s', (typed, mask, expected) => {
    expect(formatBankNumber(typed, mask)).toBe(expected);
  });

  it('what it gives back is what the bank rule then judges', () => {
    expect(validateAgencia(formatBankNumber('30643', BB.mascaraDVAgencia), BB)).toBeNull();
  });
});
