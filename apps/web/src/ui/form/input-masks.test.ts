import { describe, expect, it } from 'vitest';
import { maskCpfCnpjInput } from './cpf-cnpj-field';
import { centsOf, maskMoneyInput } from './money-field';
import { maskDate } from '../period-masks';

describe('input masks', () => {
  it('masks a CPF, then a CNPJ once it has more than 11 digits', () => {
    expect(maskCpfCnpjInput('5299822')).toBe('529.982.2');
    expect(maskCpfCnpjInput('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpjInput('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('fills money from the cents up and reads the cents back', () => {
    expect(maskMoneyInput('1')).toBe('R$ 0,01');
    expect(maskMoneyInput('35000')).toBe('R$ 350,00');
    expect(maskMoneyInput('R$ 350,001')).toBe('R$ 3.500,01');
    expect(maskMoneyInput('')).toBe('');
    expect(centsOf('R$ 3.500,01')).toBe(350_001);
    expect(centsOf('')).toBeNull();
  });

  it('puts the slashes in a typed date', () => {
    expect(maskDate('01021980')).toBe('01/02/1980');
    expect(maskDate('0102')).toBe('01/02');
  });
});
