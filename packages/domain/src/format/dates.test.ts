import { describe, expect, it } from 'vitest';
import {
  MONTHS_SHORT,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatOperatorDateTime,
  formatPeriod,
  operatorDate,
} from './dates.js';

describe('formatDate', () => {
  it('formats a Date in local time', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026');
    expect(formatDate(new Date(2026, 0, 5).getTime())).toBe('05/01/2026');
  });

  it('reads date-only ISO strings as written, with no timezone shift', () => {
    expect(formatDate('2000-01-01')).toBe('01/01/2000');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate('2026-03-05T00:00:00')).toBe('05/03/2026');
    expect(formatDate('2026-03-05T23:30:00.000')).toBe('05/03/2026');
  });

  it('shows instants with a zone in local time', () => {
    const instant = '2026-03-05T12:00:00Z';
    const local = new Date(instant);
    const expected = `${String(local.getDate()).padStart(2, '0')}/${String(local.getMonth() + 1).padStart(2, '0')}/2026`;
    expect(formatDate(instant)).toBe(expected);
  });

  it('passes dd/MM/yyyy through', () => {
    expect(formatDate('05/03/2026')).toBe('05/03/2026');
  });

  it('formats unreadable values as empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2025-02-29')).toBe('');
    expect(formatDate('31/04/2026')).toBe('');
    expect(formatDate('ontem')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate('2026-01')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats dd/MM/yyyy HH:mm', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 9, 7))).toBe('05/03/2026 09:07');
    expect(formatDateTime('2026-03-05T14:07:59')).toBe('05/03/2026 14:07');
    expect(formatDateTime('2026-03-05 14:07')).toBe('05/03/2026 14:07');
    expect(formatDateTime('2026-03-05')).toBe('05/03/2026 00:00');
    expect(formatDateTime('05/03/2026 08:30')).toBe('05/03/2026 08:30');
  });

  it('shows instants with a zone in local time', () => {
    const local = new Date('2026-03-05T12:34:00-03:00');
    const hh = String(local.getHours()).padStart(2, '0');
    expect(formatDateTime('2026-03-05T12:34:00-03:00')).toMatch(new RegExp(`^\\d{2}/03/2026 ${hh}:34$`));
  });

  it('rejects impossible times', () => {
    expect(formatDateTime('2026-03-05T24:00')).toBe('');
    expect(formatDateTime('05/03/2026 12:60')).toBe('');
  });
});

describe('formatMonthYear', () => {
  it('writes every month as date-fns ptBR LLL does', () => {
    expect(MONTHS_SHORT).toEqual('jan fev mar abr mai jun jul ago set out nov dez'.split(' '));
    MONTHS_SHORT.forEach((name, i) => expect(formatMonthYear(new Date(2026, i, 15))).toBe(`${name} 2026`));
  });

  it('takes ISO dates, ISO months and MM/yyyy', () => {
    expect(formatMonthYear('2026-01-31')).toBe('jan 2026');
    expect(formatMonthYear('2025-12')).toBe('dez 2025');
    expect(formatMonthYear('03/2024')).toBe('mar 2024');
  });

  it('formats unreadable values as empty', () => {
    expect(formatMonthYear('13/2024')).toBe('');
    expect(formatMonthYear('2024-00')).toBe('');
    expect(formatMonthYear(null)).toBe('');
  });
});

describe('formatPeriod', () => {
  it("joins two dates with ' - '", () => {
    expect(formatPeriod('2026-01-01', new Date(2026, 2, 15))).toBe('01/01/2026 - 15/03/2026');
  });

  it('is empty unless both ends are readable', () => {
    expect(formatPeriod('2026-01-01', null)).toBe('');
    expect(formatPeriod(undefined, '2026-01-01')).toBe('');
  });
});

describe('formatOperatorDateTime', () => {
  it('shows an instant in São Paulo time, whatever the runtime zone', () => {
    expect(formatOperatorDateTime('2026-03-10T12:00:00.000Z')).toBe('10/03/2026 09:00');
    expect(formatOperatorDateTime(new Date('2026-03-11T02:30:00Z'))).toBe('10/03/2026 23:30');
    expect(formatOperatorDateTime('2026-03-10T03:05:00Z')).toBe('10/03/2026 00:05');
  });

  it('is empty for an unreadable instant', () => {
    expect(formatOperatorDateTime('amanhã')).toBe('');
  });
});

describe('operatorDate', () => {
  it("is São Paulo's day, not UTC's", () => {
    expect(operatorDate(new Date('2026-03-11T02:30:00Z'))).toEqual({ year: 2026, month: 3, day: 10 });
    expect(operatorDate(new Date('2026-03-11T03:30:00Z'))).toEqual({ year: 2026, month: 3, day: 11 });
  });

  it('turns at midnight in São Paulo to the millisecond, back and forth (the last answer is reused)', () => {
    const antes = new Date('2026-03-11T02:59:59.999Z');
    const meiaNoite = new Date('2026-03-11T03:00:00.000Z');
    for (let vez = 0; vez < 2; vez++) {
      expect(operatorDate(antes)).toEqual({ year: 2026, month: 3, day: 10 });
      expect(operatorDate(antes)).toEqual({ year: 2026, month: 3, day: 10 });
      expect(operatorDate(meiaNoite)).toEqual({ year: 2026, month: 3, day: 11 });
    }
  });
});
