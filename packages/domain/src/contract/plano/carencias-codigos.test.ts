// Minhas carências (issue 41, decision 0048): when a waiting period is over, and which ones the ERP may not send.
import { describe, expect, it } from 'vitest';
import {
  GRUPO_CARENCIA,
  GRUPOS_CARENCIA,
  motivoCarenciaInvalida,
  motivoCptInvalida,
  situacaoCarencia,
  somarMeses,
  textoSituacaoCarencia,
} from './carencias-codigos.js';

describe('situacaoCarencia', () => {
  it('a waiting period ending today is over today (fim is the first covered day)', () => {
    expect(situacaoCarencia('2026-03-10', '2026-03-10')).toEqual({ liberado: true });
  });
  it('ended before today: over', () => {
    expect(situacaoCarencia('2025-12-31', '2026-03-10')).toEqual({ liberado: true });
  });
  it('ending tomorrow: one day to wait; across a month and a leap day', () => {
    expect(situacaoCarencia('2026-03-11', '2026-03-10')).toEqual({ liberado: false, diasRestantes: 1 });
    expect(situacaoCarencia('2028-03-01', '2028-02-28')).toEqual({ liberado: false, diasRestantes: 2 });
  });
});

describe('the legal maxima (Lei 9.656/98 art. 12, V)', () => {
  it('24 hours for urgency, 300 days for a term birth, 180 days for the rest', () => {
    expect(GRUPO_CARENCIA.URGENCIA_EMERGENCIA.maximoDias).toBe(1);
    expect(GRUPO_CARENCIA.PARTO_A_TERMO.maximoDias).toBe(300);
    for (const grupo of GRUPOS_CARENCIA.filter((g) => g !== 'URGENCIA_EMERGENCIA' && g !== 'PARTO_A_TERMO'))
      expect(GRUPO_CARENCIA[grupo].maximoDias, grupo).toBe(180);
  });
  it('refuses a period beyond its group maximum or ending before it starts, accepts the maximum itself', () => {
    expect(motivoCarenciaInvalida('INTERNACOES_CIRURGIAS', '2026-01-01', '2026-06-30')).toBeNull(); // 180
    expect(motivoCarenciaInvalida('INTERNACOES_CIRURGIAS', '2026-01-01', '2026-07-01')).toBe(
      'A carência de Internações e cirurgias não pode passar de 180 dias (Lei 9.656/98, art. 12, V).',
    );
    expect(motivoCarenciaInvalida('URGENCIA_EMERGENCIA', '2026-01-01', '2026-01-02')).toBeNull();
    expect(motivoCarenciaInvalida('URGENCIA_EMERGENCIA', '2026-01-01', '2026-01-03')).toMatch(/24 horas/);
    expect(motivoCarenciaInvalida('PARTO_A_TERMO', '2026-01-01', '2026-10-28')).toBeNull(); // 300
    expect(motivoCarenciaInvalida('PARTO_A_TERMO', '2026-01-01', '2026-10-29')).toMatch(/300 dias/);
    expect(motivoCarenciaInvalida('CONSULTAS', '2026-01-02', '2026-01-01')).toMatch(/anterior ao início/);
    expect(motivoCarenciaInvalida('CONSULTAS', '2026-01-01', '2026-01-01')).toBeNull(); // none at all
  });
  it('a CPT lasts at most 24 months', () => {
    expect(motivoCptInvalida('2025-01-15', '2027-01-15')).toBeNull();
    expect(motivoCptInvalida('2025-01-15', '2027-01-16')).toMatch(/24 meses/);
    expect(motivoCptInvalida('2025-01-15', '2025-01-14')).toMatch(/anterior ao início/);
    expect(somarMeses('2025-08-31', 6)).toBe('2026-02-28');
  });
});

describe('textoSituacaoCarencia', () => {
  it('says Liberado from the end day on, and how many days are left before it', () => {
    expect(textoSituacaoCarencia('2026-03-10', '2026-03-10')).toBe('Liberado');
    expect(textoSituacaoCarencia('2026-03-11', '2026-03-10')).toBe('Liberado em 11/03/2026 (falta 1 dia)');
    expect(textoSituacaoCarencia('2026-07-09', '2026-03-10')).toBe(
      'Liberado em 09/07/2026 (faltam 121 dias)',
    );
  });
});
