import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatCns,
  formatCpfCnpj,
  formatPhone,
  maskCepInput,
  maskCnsInput,
  maskCpfInput,
  maskPhoneInput,
} from './documents.js';

describe('formatCpf and formatCnpj', () => {
  it('formats complete documents', () => {
    expect(formatCpf('11144477735')).toBe('111.444.777-35');
    expect(formatCpf('111.444.777-35')).toBe('111.444.777-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });

  it('pads numbers that lost their leading zeros', () => {
    expect(formatCpf(1234567890)).toBe('012.345.678-90');
    expect(formatCnpj(191000000000)).toBe('00.191.000/0000-00');
  });

  it('returns other values as typed and nullish as empty', () => {
    expect(formatCpf('1234')).toBe('1234');
    expect(formatCpf(' abc ')).toBe('abc');
    expect(formatCnpj('123')).toBe('123');
    expect(formatCpf(null)).toBe('');
    expect(formatCnpj(undefined)).toBe('');
  });

  it('formatCpfCnpj picks by digit count', () => {
    expect(formatCpfCnpj('11144477735')).toBe('111.444.777-35');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj(null)).toBe('');
  });
});

describe('formatCep and formatPhone', () => {
  it('formats CEPs', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep(1310100)).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
  });

  it('formats mobiles and landlines', () => {
    expect(formatPhone('11961234567')).toBe('(11) 96123-4567');
    expect(formatPhone('1123456789')).toBe('(11) 2345-6789');
    expect(formatPhone('(11) 2345-6789')).toBe('(11) 2345-6789');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone(null)).toBe('');
  });
});

describe('input masks', () => {
  it('masks a CPF progressively', () => {
    expect(maskCpfInput('1')).toBe('1');
    expect(maskCpfInput('1234')).toBe('123.4');
    expect(maskCpfInput('1234567')).toBe('123.456.7');
    expect(maskCpfInput('1234567890')).toBe('123.456.789-0');
    expect(maskCpfInput('12345678901')).toBe('123.456.789-01');
    expect(maskCpfInput('123456789012')).toBe('123.456.789-01');
    expect(maskCpfInput('123.456.789-01')).toBe('123.456.789-01');
    expect(maskCpfInput('')).toBe('');
  });

  it('masks a CEP progressively', () => {
    expect(maskCepInput('12345')).toBe('12345');
    expect(maskCepInput('123456')).toBe('12345-6');
    expect(maskCepInput('12345678')).toBe('12345-678');
    expect(maskCepInput(null)).toBe('');
  });

  it('masks a phone by its third digit', () => {
    expect(maskPhoneInput('1')).toBe('(1');
    expect(maskPhoneInput('11')).toBe('(11');
    expect(maskPhoneInput('119')).toBe('(11) 9');
    expect(maskPhoneInput('1196123')).toBe('(11) 96123');
    expect(maskPhoneInput('11961234')).toBe('(11) 96123-4');
    expect(maskPhoneInput('11961234567')).toBe('(11) 96123-4567');
    expect(maskPhoneInput('11234567')).toBe('(11) 2345-67');
    expect(maskPhoneInput('1123456789')).toBe('(11) 2345-6789');
  });

  it('shows an eleventh digit even on a landline, for the validator to reject', () => {
    expect(maskPhoneInput('11234567890')).toBe('(11) 23456-7890');
    expect(maskPhoneInput('119612345678')).toBe('(11) 96123-4567');
  });
});

describe('formatCns and maskCnsInput', () => {
  it('groups the 15 digits as the card prints them', () => {
    expect(formatCns('898001098765436')).toBe('898 0010 9876 5436');
    expect(formatCns('898 0010 9876 5436')).toBe('898 0010 9876 5436');
  });

  it('leaves an incomplete number as it came, and nullish as empty', () => {
    expect(formatCns('8980010')).toBe('8980010');
    expect(formatCns(null)).toBe('');
  });

  it('masks while typing and drops extra digits', () => {
    expect(maskCnsInput('8980010')).toBe('898 0010');
    expect(maskCnsInput('8980010987654361')).toBe('898 0010 9876 5436');
  });
});
