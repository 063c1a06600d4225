import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate } from '../../format/calendar.js';
import { operatorDate } from '../../format/dates.js';
import { beneficiarioInicial, periodoRecente, planoInicial } from './escolha-inicial.js';

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

describe('the period a screen opens on (Quem Acessou Meus Dados: the last 30 days)', () => {
  it("is the operator's last days, today included, whatever the hour, month or year", () => {
    // São Paulo's midnight is 03:00 UTC: a minute before and after it, month and year ends, a leap day.
    const instantes = [
      '2026-11-30T02:59:00Z',
      '2026-11-30T03:00:00Z',
      '2026-12-01T02:59:59Z',
      '2027-01-01T03:00:00Z',
      '2028-03-01T12:00:00Z',
      '2026-03-10T15:00:00Z',
    ];
    for (const instante of instantes) {
      const agora = new Date(instante);
      const hoje = operatorDate(agora);
      expect(periodoRecente(agora.getTime(), 30), instante).toEqual({
        inicio: formatIsoDate(addDays(hoje, -29)),
        fim: formatIsoDate(hoje),
      });
    }
    expect(periodoRecente(Date.parse('2026-11-30T02:59:00Z'), 30)).toEqual({
      inicio: '2026-10-31',
      fim: '2026-11-29',
    });
    expect(periodoRecente(Date.parse('2028-03-01T12:00:00Z'), 2).inicio).toBe('2028-02-29');
  });
});
