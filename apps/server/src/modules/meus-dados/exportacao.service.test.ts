// Whom a caller may export (LGPD art. 14): themself, and a titular's own dependants until the day before
// their 18th birthday on the operator's calendar — not a dependant of another titular, not a contratante's
// family; and the file's name.
import { describe, expect, it } from 'vitest';
import { formatIsoDate, operatorDate } from '@portal/domain';
import type { VisibleBeneficiario } from '../../platform/family-scope.js';
import { exportaveis, nomeArquivo } from './exportacao.service.js';

const row = (over: Partial<VisibleBeneficiario>): VisibleBeneficiario => ({
  beneficiarioId: 1,
  pessoaId: 1,
  cpf: '00000000001',
  nomeCompleto: 'Pessoa',
  nomeSocial: null,
  sexo: 'M',
  dataNascimento: '1980-01-01',
  tipo: 'TITULAR',
  contratoId: 1,
  grupoFamiliarId: 1,
  titularId: null,
  ...over,
});

const contratante = row({ beneficiarioId: 1, pessoaId: 1, tipo: 'CONTRATANTE' });
const titular = row({ beneficiarioId: 2, pessoaId: 2 });
const filho = row({
  beneficiarioId: 3,
  pessoaId: 3,
  tipo: 'DEPENDENTE',
  titularId: 2,
  dataNascimento: '2008-03-10',
});
const outroTitular = row({ beneficiarioId: 4, pessoaId: 4, contratoId: 2 });
const sobrinha = row({
  beneficiarioId: 5,
  pessoaId: 5,
  tipo: 'DEPENDENTE',
  titularId: 4,
  contratoId: 2,
  dataNascimento: '2015-01-01',
});
const familia = [contratante, titular, filho, outroTitular, sobrinha];
const ids = (rows: VisibleBeneficiario[]) => rows.map((r) => r.pessoaId);

describe('exportaveis', () => {
  it('gives a titular their own dependants while under 18, up to the day before the birthday', () => {
    expect(ids(exportaveis(familia, 2, '2026-03-09', []))).toEqual([2, 3]);
    expect(ids(exportaveis(familia, 2, '2026-03-10', []))).toEqual([2]);
  });

  it('counts the birthday on the operator’s calendar, not UTC', () => {
    // 02:00 UTC on the 10th is still the 9th in São Paulo: the son is 17 there.
    const hoje = formatIsoDate(operatorDate(new Date('2026-03-10T02:00:00Z')));
    expect(ids(exportaveis(familia, 2, hoje, []))).toEqual([2, 3]);
  });

  it('gives a contratante and a dependant only themselves', () => {
    const hoje = '2026-01-01';
    expect(ids(exportaveis(familia, 1, hoje, []))).toEqual([1]);
    expect(ids(exportaveis(familia, 3, hoje, []))).toEqual([3]);
    expect(ids(exportaveis(familia, 4, hoje, []))).toEqual([4, 5]);
  });
});

describe('nomeArquivo', () => {
  it('uses the first name without accents and the operator’s day', () => {
    expect(nomeArquivo('  João Pedro Souza', new Date('2026-03-10T02:00:00Z'), 'json')).toBe(
      'meus-dados-joao-2026-03-09.json',
    );
    expect(nomeArquivo('Ágata', new Date('2026-03-10T12:00:00Z'), 'pdf')).toBe(
      'meus-dados-agata-2026-03-10.pdf',
    );
  });
});
