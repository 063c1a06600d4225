import { describe, expect, it } from 'vitest';
import {
  abertoAgora,
  formatHorarioFuncionamento,
  periodoSobreposto,
  type PeriodoFuncionamento,
} from './horario-funcionamento.js';

const semana = (dias: number[], abre: string, fecha: string): PeriodoFuncionamento[] =>
  dias.map((dia) => ({ dia, abre, fecha }));
/** Seg a sex, 7h às 19h; sáb, 7h às 12h. */
const CLINICA = [...semana([1, 2, 3, 4, 5], '07:00', '19:00'), ...semana([6], '07:00', '12:00')];

describe('formatHorarioFuncionamento', () => {
  it('groups consecutive days with the same hours, Monday first', () => {
    expect(formatHorarioFuncionamento(CLINICA)).toBe('Seg a sex, 7h às 19h; sáb, 7h às 12h');
    // The order the periods come in does not matter.
    expect(formatHorarioFuncionamento([...CLINICA].reverse())).toBe('Seg a sex, 7h às 19h; sáb, 7h às 12h');
  });

  it('writes minutes, two days, a split day, Sunday last and a day off in the middle', () => {
    expect(
      formatHorarioFuncionamento([
        ...semana([1, 2], '07:30', '18:00'),
        ...semana([4], '08:00', '12:00'),
        ...semana([4], '14:00', '18:00'),
        ...semana([6, 0], '08:00', '12:00'),
      ]),
    ).toBe('Seg e ter, 7h30 às 18h; qui, 8h às 12h e 14h às 18h; sáb e dom, 8h às 12h');
  });

  it('says every day, 24 hours, for a unit that never closes, and nothing without periods', () => {
    expect(formatHorarioFuncionamento(semana([0, 1, 2, 3, 4, 5, 6], '00:00', '24:00'))).toBe(
      'Todos os dias, 24 horas',
    );
    expect(formatHorarioFuncionamento([])).toBe('');
  });
});

describe('abertoAgora (operator clock, America/Sao_Paulo, UTC-3)', () => {
  // 27/11/2026 is a Friday, 28/11 a Saturday.
  it('opens at the opening minute and closes at the closing one', () => {
    expect(abertoAgora(CLINICA, false, new Date('2026-11-27T09:59:00Z'))).toBe(false); // 06:59
    expect(abertoAgora(CLINICA, false, new Date('2026-11-27T10:00:00Z'))).toBe(true); // 07:00
    expect(abertoAgora(CLINICA, false, new Date('2026-11-27T21:59:00Z'))).toBe(true); // 18:59
    expect(abertoAgora(CLINICA, false, new Date('2026-11-27T22:00:00Z'))).toBe(false); // 19:00
    expect(abertoAgora(CLINICA, false, new Date('2026-11-28T14:30:00Z'))).toBe(true); // sáb 11:30
    expect(abertoAgora(CLINICA, false, new Date('2026-11-28T15:00:00Z'))).toBe(false); // sáb 12:00
    expect(abertoAgora(CLINICA, false, new Date('2026-11-29T13:00:00Z'))).toBe(false); // dom 10:00
  });

  it('reads the weekday and the hour in São Paulo, not in UTC', () => {
    // Saturday 01:30 UTC is still Friday 22:30 in São Paulo.
    const sextaANoite = semana([5], '18:00', '24:00');
    expect(abertoAgora(sextaANoite, false, new Date('2026-11-28T01:30:00Z'))).toBe(true);
    // Monday 09:00 UTC is 06:00 in São Paulo: before a 7h opening.
    expect(abertoAgora(CLINICA, false, new Date('2026-11-30T09:00:00Z'))).toBe(false);
  });

  it('is always open with a 24-hour emergency service', () => {
    expect(abertoAgora([], true, new Date('2026-11-29T06:00:00Z'))).toBe(true); // dom 03:00
    expect(abertoAgora(CLINICA, true, new Date('2026-11-29T06:00:00Z'))).toBe(true);
    expect(abertoAgora([], false, new Date('2026-11-29T06:00:00Z'))).toBe(false);
  });
});

describe('periodoSobreposto', () => {
  it('points at the period that starts before the previous one of the same day closes', () => {
    expect(periodoSobreposto(CLINICA)).toBeUndefined();
    expect(
      periodoSobreposto([...semana([1], '08:00', '12:00'), ...semana([1], '12:00', '18:00')]),
    ).toBeUndefined();
    expect(periodoSobreposto([...semana([1], '13:00', '18:00'), ...semana([1], '08:00', '13:30')])).toBe(0);
  });
});
