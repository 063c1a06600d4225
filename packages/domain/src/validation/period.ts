// Spec §5 date period, month-year period and single date. "Today" is the member's local calendar
// day; every rule takes { today } so tests (and the server's injectable clock) can move it.
import { DATE_RANGE_LIMIT_YEARS } from '../constants.js';
import { addYears, dayKey, parseDateBr, toCalendarDate, type CalendarDate } from '../format/calendar.js';
import { MESSAGES } from '../messages.js';
import { isEmptyValue, type ValidationResult } from './required.js';

export interface TodayOption {
  /** Defaults to now. Only its local calendar day (and month) counts. */
  today?: Date;
}

const DATE_PERIOD = /^(\d{2}\/\d{2}\/\d{4}) - (\d{2}\/\d{2}\/\d{4})$/;
const MONTH_YEAR = /^(\d{2})\/(\d{4})$/;
const MONTHS_IN_LIMIT = DATE_RANGE_LIMIT_YEARS * 12;

const todayOf = (today?: Date): CalendarDate => toCalendarDate(today ?? new Date());

/** 'dd/MM/yyyy - dd/MM/yyyy' split into its two days (null for an end that is not a real day). */
export function parseDatePeriod(
  value: string,
): { start: CalendarDate | null; end: CalendarDate | null } | null {
  const match = DATE_PERIOD.exec(value.trim());
  return match ? { start: parseDateBr(match[1] ?? ''), end: parseDateBr(match[2] ?? '') } : null;
}

/**
 * 'dd/MM/yyyy - dd/MM/yyyy' (23 characters). First failure wins, in this order:
 * not the full shape (still being typed) → 'Preenchimento incompleto'; both days unreal → 'Ambas as
 * datas são inválidas'; end unreal → 'Período final é inválido'; start unreal → 'Período inicial é
 * inválido'; start after end → 'Período inicial está maior que final'; end after today → 'Sua data
 * está no futuro'; start before the end's day 5 years earlier (29/02 counts back to 28/02) →
 * 'Período selecionado tem mais de 5 anos'. Exactly 5 years (01/01/2021 - 01/01/2026) is allowed.
 */
export function validateDatePeriod(
  value: string | null | undefined,
  { today }: TodayOption = {},
): ValidationResult {
  if (isEmptyValue(value)) return null;
  const period = parseDatePeriod(value ?? '');
  if (!period) return MESSAGES.periodIncomplete;
  const { start, end } = period;
  if (!start && !end) return MESSAGES.periodBothInvalid;
  if (!end) return MESSAGES.periodEndInvalid;
  if (!start) return MESSAGES.periodStartInvalid;
  if (dayKey(start) > dayKey(end)) return MESSAGES.periodStartAfterEnd;
  if (dayKey(end) > dayKey(todayOf(today))) return MESSAGES.periodFuture;
  if (dayKey(start) < dayKey(addYears(end, -DATE_RANGE_LIMIT_YEARS))) return MESSAGES.periodOverFiveYears;
  return null;
}

/** Single date 'dd/MM/yyyy': a real day, not after today, else 'Data inválida'. */
export function validateDate(
  value: string | null | undefined,
  { today }: TodayOption = {},
): ValidationResult {
  if (isEmptyValue(value)) return null;
  const date = parseDateBr(value ?? '');
  return date && dayKey(date) <= dayKey(todayOf(today)) ? null : MESSAGES.invalidDate;
}

interface MonthYear {
  month: number;
  year: number;
}

/** Month first: a malformed value whose month part is fine is blamed on the year. */
function parseMonthYear(
  value: string,
): MonthYear | typeof MESSAGES.invalidMonth | typeof MESSAGES.invalidYear {
  const text = value.trim();
  const match = MONTH_YEAR.exec(text);
  if (!match) return /^(0[1-9]|1[0-2])(\/|$)/.test(text) ? MESSAGES.invalidYear : MESSAGES.invalidMonth;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[2]) } : MESSAGES.invalidMonth;
}

const monthIndex = ({ year, month }: MonthYear): number => year * 12 + month;

/**
 * One 'MM/yyyy' input on its own: 'Mês inválido!' for a month outside 01-12 or a future month of the
 * current year; 'Ano inválido' for a year outside the last 5 (current year - 5 up to the current year;
 * a future year is outside them too).
 */
export function validateMonthYear(
  value: string | null | undefined,
  { today }: TodayOption = {},
): ValidationResult {
  if (isEmptyValue(value)) return null;
  const parsed = parseMonthYear(value ?? '');
  if (typeof parsed === 'string') return parsed;
  const now = todayOf(today);
  if (parsed.year > now.year || parsed.year < now.year - DATE_RANGE_LIMIT_YEARS) return MESSAGES.invalidYear;
  return parsed.year === now.year && parsed.month > now.month ? MESSAGES.invalidMonth : null;
}

/**
 * Month-year period, start and end 'MM/yyyy'. The spec lists four messages whose conditions overlap
 * (a future year is both "in the future" and "outside the last 5 years"; an old year is both "older
 * than the allowed span" and "outside the last 5 years"). We give each a distinct trigger, and the
 * first failure wins in this order, checking start before end at each step:
 * 1. month not 01-12 or malformed → 'Mês inválido!' (malformed year part → 'Ano inválido');
 * 2. a year after the current one → 'Verifique o período selecionado.' (the spec's period-level wording);
 * 3. a future month of the current year → 'Mês inválido!';
 * 4. a year before current year - 5 → 'Ano inválido';
 * 5. one side empty, or start after end → 'Verifique o período selecionado.';
 * 6. more than 5 years (60 months) from start to end → 'Período selecionado não deve ser maior que 5 anos.'
 *    (01/2021 - 01/2026 is exactly 5 years and allowed; 01/2021 - 02/2026 is not).
 * Both empty is valid (the required rule speaks for empty fields).
 */
export function validateMonthYearPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  { today }: TodayOption = {},
): ValidationResult {
  if (isEmptyValue(start) && isEmptyValue(end)) return null;
  const now = todayOf(today);
  const filled = [start, end].filter((v): v is string => !isEmptyValue(v)).map(parseMonthYear);
  const months: MonthYear[] = [];
  for (const parsed of filled) {
    if (typeof parsed === 'string') return parsed;
    months.push(parsed);
  }
  if (months.some((m) => m.year > now.year)) return MESSAGES.monthPeriodCheck;
  if (months.some((m) => m.year === now.year && m.month > now.month)) return MESSAGES.invalidMonth;
  if (months.some((m) => m.year < now.year - DATE_RANGE_LIMIT_YEARS)) return MESSAGES.invalidYear;
  const [from, to] = months;
  if (!from || !to || monthIndex(from) > monthIndex(to)) return MESSAGES.monthPeriodCheck;
  return monthIndex(to) - monthIndex(from) > MONTHS_IN_LIMIT ? MESSAGES.monthPeriodOverFiveYears : null;
}
