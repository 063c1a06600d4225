import { describe, expect, it } from 'vitest';
import { beneficiarioInicial, planoInicial } from './escolha-inicial.js';

const pessoa = (cpf: string) => ({ cpf });
const familia = {
  contratantes: [pessoa('11144477735')],
  titulares: [pessoa('39053344705')],
  dependentes: [pessoa('45678912364')],
};

describe('the beneficiary a screen starts on (spec §2)', () => {
  it('is the one asked for when listed, else the signed-in member when listed, else the first', () => {
    expect(beneficiarioInicial(familia, '45678912364', '39053344705')).toBe('45678912364');
    expect(beneficiarioInicial(familia, '12345678909', '39053344705')).toBe('39053344705');
    expect(beneficiarioInicial(familia, null, '39053344705')).toBe('39053344705');
    expect(beneficiarioInicial(familia, undefined, '12345678909')).toBe('11144477735');
    expect(beneficiarioInicial({ ...familia, contratantes: [] }, null, null)).toBe('39053344705');
  });

  it('is nobody without a list or with nobody in it', () => {
    expect(beneficiarioInicial(undefined, '39053344705', '39053344705')).toBeNull();
    expect(beneficiarioInicial({ contratantes: [], titulares: [], dependentes: [] }, '1', '1')).toBeNull();
  });
});

describe('the plan a plan-tab screen shows (spec §2)', () => {
  const planos = { contratos: [{ codigo: '100001' }, { codigo: '100002' }] };
  it('is the one in the URL, else the first', () => {
    expect(planoInicial(planos, '100002')).toBe('100002');
    expect(planoInicial(planos, undefined)).toBe('100001');
    expect(planoInicial(planos, '')).toBe('100001');
  });

  it('is none when the list carries a message or no plan (the screen shows the message)', () => {
    expect(planoInicial({ ...planos, mensagemAmigavel: 'Sem planos ativos.' }, null)).toBeNull();
    expect(planoInicial({ ...planos, mensagem: 'x' }, '100001')).toBeNull();
    expect(planoInicial({ ...planos, tipoMensagem: 'INFO' }, null)).toBeNull();
    expect(planoInicial({ ...planos, mensagem: '  ' }, null)).toBe('100001');
    expect(planoInicial({ contratos: [] }, '100001')).toBeNull();
    expect(planoInicial(null, '100001')).toBeNull();
  });
});
