import { describe, expect, it } from 'vitest';
import {
  parseDatePeriod,
  validateDate,
  validateDatePeriod,
  validateMonthYear,
  validateMonthYearPeriod,
} from './period.js';

// Sunday 15 March 2026, late in the evening: only the calendar day counts.
const today = new Date(2026, 2, 15, 23, 59);

describe('validateDatePeriod', () => {
  const check = (value: string | null | undefined): string | null => validateDatePeriod(value, { today });

  it.each([
    '01/01/2026 - 15/03/2026',
    '15/03/2026 - 15/03/2026',
    '29/02/2024 - 01/03/2024',
    '15/03/2021 - 15/03/2026',
    ' 01/01/2026 - 31/01/2026 ',
  ])('accepts %s', (value) => expect(check(value)).toBeNull());

  it.each([
    ['a date still being typed', '01/01/2026 - 15/03/202'],
    ['one date only', '01/01/2026'],
    ['mask placeholders', '01/01/2026 - __/__/____'],
    ['no spaces around the dash', '01/01/2026-15/03/2026'],
    ['another separator', '01/01/2026 a 15/03/2026'],
    ['single-digit day', '1/01/2026 - 15/03/2026'],
  ])('says incomplete for %s', (_case, value) => expect(check(value)).toBe('Preenchimento incompleto'));

  it('names which date is not a real day', () => {
    expect(check('32/01/2026 - 30/02/2026')).toBe('Ambas as datas são inválidas');
    expect(check('01/01/2026 - 31/04/2026')).toBe('Período final é inválido');
    expect(check('29/02/2025 - 01/03/2026')).toBe('Período inicial é inválido');
    expect(check('01/13/2025 - 01/03/2026')).toBe('Período inicial é inválido');
    expect(check('00/01/2026 - 01/03/2026')).toBe('Período inicial é inválido');
  });

  it('rejects a start after the end', () => {
    expect(check('10/03/2026 - 01/03/2026')).toBe('Período inicial está maior que final');
    expect(check('02/01/2026 - 01/01/2026')).toBe('Período inicial está maior que final');
  });

  it('rejects an end after today', () => {
    expect(check('01/03/2026 - 16/03/2026')).toBe('Sua data está no futuro');
    expect(check('16/03/2026 - 20/03/2026')).toBe('Sua data está no futuro');
  });

  it('rejects more than 5 years, exactly 5 being allowed', () => {
    expect(check('14/03/2021 - 15/03/2026')).toBe('Período selecionado tem mais de 5 anos');
    expect(check('01/01/2000 - 01/01/2026')).toBe('Período selecionado tem mais de 5 anos');
    expect(check('15/03/2021 - 15/03/2026')).toBeNull();
  });

  it('counts 5 years back from 29 February to 28 February', () => {
    expect(check('28/02/2019 - 29/02/2024')).toBeNull();
    expect(check('27/02/2019 - 29/02/2024')).toBe('Período selecionado tem mais de 5 anos');
  });

  it('reports the first failure: order over future, future over span', () => {
    expect(check('20/03/2026 - 18/03/2026')).toBe('Período inicial está maior que final');
    expect(check('01/01/2020 - 20/03/2026')).toBe('Sua data está no futuro');
    expect(check('31/02/2026 - 20/03/2026')).toBe('Período inicial é inválido');
  });

  it('uses the real clock without { today }', () => {
    expect(validateDatePeriod('01/01/2000 - 02/01/2000')).toBeNull();
    expect(validateDatePeriod('01/01/2999 - 02/01/2999')).toBe('Sua data está no futuro');
  });

  it('leaves empty values to the required rule', () => {
    expect(check('')).toBeNull();
    expect(check(null)).toBeNull();
  });
});

describe('parseDatePeriod', () => {
  it('splits the two days', () => {
    expect(parseDatePeriod('01/02/2026 - 15/03/2026')).toEqual({
      start: { year: 2026, month: 2, day: 1 },
      end: { year: 2026, month: 3, day: 15 },
    });
    expect(parseDatePeriod('01/02/2026 - 31/02/2026')?.end).toBeNull();
    expect(parseDatePeriod('01/02/2026')).toBeNull();
  });
});

describe('validateDate', () => {
  const check = (value: string | null | undefined): string | null => validateDate(value, { today });

  it.each(['15/03/2026', '14/03/2026', '29/02/2024', '01/01/1950'])('accepts %s', (value) =>
    expect(check(value)).toBeNull(),
  );

  it.each([
    ['tomorrow', '16/03/2026'],
    ['next year', '01/01/2027'],
    ['29 February of a common year', '29/02/2025'],
    ['31 April', '31/04/2026'],
    ['month 13', '01/13/2025'],
    ['day 0', '00/01/2025'],
    ['year 0', '01/01/0000'],
    ['ISO order', '2026-03-15'],
    ['no padding', '1/3/2026'],
    ['text', 'ontem'],
  ])('rejects %s', (_case, value) => expect(check(value)).toBe('Data inválida'));

  it('leaves empty values to the required rule', () => {
    expect(check('')).toBeNull();
  });
});

describe('validateMonthYearPeriod', () => {
  const check = (start: string | null | undefined, end: string | null | undefined): string | null =>
    validateMonthYearPeriod(start, end, { today });

  it.each([
    ['01/2026', '03/2026'],
    ['03/2026', '03/2026'],
    ['03/2021', '03/2026'],
    ['01/2021', '12/2025'],
    ['01/2021', '01/2026'],
  ])('accepts %s to %s', (start, end) => expect(check(start, end)).toBeNull());

  it('rejects a month outside 01-12', () => {
    expect(check('13/2025', '01/2026')).toBe('Mês inválido!');
    expect(check('01/2025', '00/2026')).toBe('Mês inválido!');
    expect(check('1/2025', '01/2026')).toBe('Mês inválido!');
  });

  it('rejects a malformed year', () => {
    expect(check('01/25', '01/2026')).toBe('Ano inválido');
    expect(check('01/2025', '01/')).toBe('Ano inválido');
  });

  it('rejects a future month of the current year', () => {
    expect(check('01/2026', '04/2026')).toBe('Mês inválido!');
    expect(check('12/2026', '12/2026')).toBe('Mês inválido!');
  });

  it('asks to check the period for a future year or a start after the end', () => {
    expect(check('01/2026', '01/2027')).toBe('Verifique o período selecionado.');
    expect(check('01/2027', '02/2027')).toBe('Verifique o período selecionado.');
    expect(check('05/2025', '01/2025')).toBe('Verifique o período selecionado.');
    expect(check('02/2026', '01/2026')).toBe('Verifique o período selecionado.');
  });

  it('asks to check the period when one side is empty', () => {
    expect(check('01/2025', '')).toBe('Verifique o período selecionado.');
    expect(check(null, '01/2025')).toBe('Verifique o período selecionado.');
  });

  it('rejects a year before the last 5', () => {
    expect(check('12/2020', '01/2021')).toBe('Ano inválido');
    expect(check('01/2015', '01/2026')).toBe('Ano inválido');
  });

  it('rejects a span over 5 years inside the allowed years', () => {
    expect(check('01/2021', '02/2026')).toBe('Período selecionado não deve ser maior que 5 anos.');
    expect(check('01/2021', '03/2026')).toBe('Período selecionado não deve ser maior que 5 anos.');
  });

  it('reports the first failure in the documented order', () => {
    expect(check('13/2025', '01/2027')).toBe('Mês inválido!');
    expect(check('12/2019', '01/2027')).toBe('Verifique o período selecionado.');
    expect(check('04/2026', '12/2019')).toBe('Mês inválido!');
    expect(check('12/2019', '')).toBe('Ano inválido');
  });

  it('accepts both empty', () => {
    expect(check('', '')).toBeNull();
    expect(check(null, undefined)).toBeNull();
  });

  it('follows the calendar in January', () => {
    const january = { today: new Date(2026, 0, 10) };
    expect(validateMonthYearPeriod('01/2021', '01/2026', january)).toBeNull();
    expect(validateMonthYearPeriod('12/2025', '02/2026', january)).toBe('Mês inválido!');
  });
});

describe('validateMonthYear', () => {
  const check = (value: string): string | null => validateMonthYear(value, { today });

  it.each(['03/2026', '01/2026', '12/2021', '01/2021'])('accepts %s', (value) =>
    expect(check(value)).toBeNull(),
  );

  it('rejects a month outside 01-12 or a future month of this year', () => {
    expect(check('13/2025')).toBe('Mês inválido!');
    expect(check('00/2025')).toBe('Mês inválido!');
    expect(check('04/2026')).toBe('Mês inválido!');
  });

  it('rejects a year outside the last 5, future included', () => {
    expect(check('12/2020')).toBe('Ano inválido');
    expect(check('01/2027')).toBe('Ano inválido');
    expect(check('01/20')).toBe('Ano inválido');
  });

  it('leaves empty values to the required rule', () => {
    expect(validateMonthYear('')).toBeNull();
  });
});
