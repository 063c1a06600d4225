import { describe, expect, it } from 'vitest';
import { FINANCEIRO_MESSAGES, MESSAGES } from '@portal/domain';
import type { Banco } from '@portal/domain/contract/financeiro/debito-conta';
import { formatoHint } from '../../../shared-domain/bank-fields';
import { ativarDebitoFormData, DEBITO_FORM_DEFAULTS } from './debito-form';
import { debitoFormSchema } from './debito-form-schema';

const BB: Banco = {
  codigo: '001',
  nome: 'Banco do Brasil',
  mascaraDVAgencia: '9999-X',
  tamanhoMinimoAgencia: 5,
  mascaraDVConta: '99999999-X',
  tamanhoMinimoContaCorrente: 6,
};
const INTER: Banco = {
  codigo: '077',
  nome: 'Banco Inter',
  mascaraDVAgencia: '9999',
  tamanhoMinimoAgencia: 4,
  mascaraDVConta: '999999999-9',
  tamanhoMinimoContaCorrente: 5,
};
const schema = debitoFormSchema({ bancos: [BB, INTER], diasVencimento: [5, 10, 15] });
const valid = {
  codigoBanco: '001',
  agencia: '3064-3',
  conta: '00012345-5',
  nomeTitularContaCorrente: 'Maria Aparecida Souza',
  cpfTitularContaCorrente: '390.533.447-05',
  diaVencimento: '10',
  autorizacao: true,
  tipoDocumento: 'CNH',
};

/** field → message of the first issue the schema raises for it. */
function errors(values: object): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('debitoFormSchema', () => {
  it('accepts Banco do Brasil agency 3064-3 and account 00012345-5 (the journey’s data)', () => {
    expect(errors(valid)).toEqual({});
  });

  it('refuses a wrong Banco do Brasil agency DV with the server’s words, and judges the account only after', () => {
    expect(errors({ ...valid, agencia: '3064-4' })).toEqual({ agencia: 'Agência inválido' });
  });

  it('refuses a wrong account DV', () => {
    expect(errors({ ...valid, conta: '00012345-6' })).toEqual({ conta: 'Conta inválido' });
  });

  it('checks the chosen bank’s rules: Inter has no agency DV', () => {
    expect(errors({ ...valid, codigoBanco: '077', agencia: '0001', conta: '12345678-9' })).toEqual({});
    expect(errors({ ...valid, codigoBanco: '077', agencia: '0001-9' })).toEqual({
      agencia: 'Agência inválido',
    });
  });

  it('requires every field and the authorization', () => {
    expect(errors(DEBITO_FORM_DEFAULTS)).toEqual({
      codigoBanco: MESSAGES.required,
      agencia: MESSAGES.required,
      conta: MESSAGES.required,
      nomeTitularContaCorrente: MESSAGES.required,
      cpfTitularContaCorrente: MESSAGES.required,
      diaVencimento: MESSAGES.required,
      autorizacao: MESSAGES.required,
      tipoDocumento: MESSAGES.required,
    });
  });

  it('asks the account holder: a name of letters and a CPF with valid check digits (issue 37)', () => {
    expect(
      errors({ ...valid, nomeTitularContaCorrente: 'Maria 2', cpfTitularContaCorrente: '390.533.447-06' }),
    ).toEqual({
      nomeTitularContaCorrente: 'Nome do titular da conta inválido',
      cpfTitularContaCorrente: MESSAGES.invalidCpf,
    });
  });

  it('refuses a due day the operator does not allow', () => {
    expect(errors({ ...valid, diaVencimento: '7' })).toEqual({
      diaVencimento: FINANCEIRO_MESSAGES.invalidDueDay,
    });
  });
});

describe('formatoHint', () => {
  it('says the shape and when the DV may be X', () => {
    expect(formatoHint('9999-X')).toBe('Formato: 9999-X (o dígito pode ser X).');
    expect(formatoHint('99999-9')).toBe('Formato: 99999-9.');
    expect(formatoHint(undefined)).toBeUndefined();
  });
});

describe('ativarDebitoFormData', () => {
  it('sends the contract’s field names, trimmed, and the two files under their fields', () => {
    const documento = new File(['%PDF-'], 'cnh.pdf', { type: 'application/pdf' });
    const selfie = new File(['png'], 'selfie.png', { type: 'image/png' });
    const form = ativarDebitoFormData({ ...valid, agencia: ' 3064-3 ' }, documento, selfie);
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      codigoBanco: '001',
      agencia: '3064-3',
      conta: '00012345-5',
      nomeTitularContaCorrente: 'Maria Aparecida Souza',
      cpfTitularContaCorrente: '39053344705',
      diaVencimento: '10',
      autorizacao: 'true',
      tipoDocumento: 'CNH',
    });
    expect((form.get('documento') as File).name).toBe('cnh.pdf');
    expect((form.get('selfie') as File).name).toBe('selfie.png');
  });
});
