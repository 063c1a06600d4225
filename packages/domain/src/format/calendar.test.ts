import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  formatIsoDate,
  parseIsoDate,
  dayKey,
  daysInMonth,
  isLeapYear,
  isValidCalendarDate,
  parseDateBr,
  toCalendarDate,
} from './calendar.js';

describe('calendar', () => {
  it('knows leap years', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2025)).toBe(false);
  });

  it('knows month lengths', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('validates calendar days', () => {
    expect(isValidCalendarDate(2024, 2, 29)).toBe(true);
    expect(isValidCalendarDate(2025, 2, 29)).toBe(false);
    expect(isValidCalendarDate(2025, 13, 1)).toBe(false);
    expect(isValidCalendarDate(2025, 1, 0)).toBe(false);
    expect(isValidCalendarDate(0, 1, 1)).toBe(false);
  });

  it('parses dd/MM/yyyy strictly', () => {
    expect(parseDateBr('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDateBr(' 01/12/2025 ')).toEqual({ year: 2025, month: 12, day: 1 });
    expect(parseDateBr('29/02/2025')).toBeNull();
    expect(parseDateBr('1/12/2025')).toBeNull();
    expect(parseDateBr('2025-12-01')).toBeNull();
  });

  it('takes the local day of an instant', () => {
    expect(toCalendarDate(new Date(2026, 0, 31, 23, 59))).toEqual({ year: 2026, month: 1, day: 31 });
  });

  it('orders days with dayKey', () => {
    expect(dayKey({ year: 2025, month: 12, day: 31 })).toBeLessThan(dayKey({ year: 2026, month: 1, day: 1 }));
  });

  it('adds years, 29 February falling back to 28 in a common year', () => {
    expect(addYears({ year: 2024, month: 2, day: 29 }, -5)).toEqual({ year: 2019, month: 2, day: 28 });
    expect(addYears({ year: 2024, month: 2, day: 29 }, 4)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addYears({ year: 2026, month: 3, day: 15 }, -5)).toEqual({ year: 2021, month: 3, day: 15 });
  });
});

describe('day arithmetic', () => {
  it('adds days and months and counts days across month and year ends', () => {
    const d = parseIsoDate('2028-02-28')!;
    expect(formatIsoDate(addDays(d, 2))).toBe('2028-03-01');
    expect(formatIsoDate(addDays(d, -60))).toBe('2027-12-30');
    expect(formatIsoDate(addMonths(parseIsoDate('2026-01-31')!, 1))).toBe('2026-02-28');
    expect(formatIsoDate(addMonths(parseIsoDate('2026-01-15')!, -13))).toBe('2024-12-15');
    expect(daysBetween(parseIsoDate('1997-10-07')!, parseIsoDate('2025-02-22')!)).toBe(10_000);
    expect(parseIsoDate('2026-02-30')).toBeNull();
  });
});
