// The date-range picker's rules (spec §2 "Date-range picker", §5 "Date period" and "Date picker", §9),
// kept apart from the calendar so they are tested without a browser and load without the date library:
// the presets, the click rule, the selectable days, the default month, the typed period and "N dias".
// Days are CalendarDate (the member's calendar day, no time, no zone); only the calendar converts them to
// Date for react-day-picker.
import {
  DATE_RANGE_LIMIT_YEARS,
  MESSAGES,
  addMonths,
  addYears,
  dayKey,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  formatPeriod,
  parseDatePeriod,
  validateDatePeriod,
  type CalendarDate,
} from '@portal/domain';

/** A range being chosen: no start yet, a start awaiting its end, or both ends. */
/** The calendar dialog's title (date-range-dialog.tsx), here so the picker's tests and screens name it. */
export const CALENDAR_TITLE = 'Selecionar período';

export interface DayRange {
  start: CalendarDate | null;
  end: CalendarDate | null;
}

/** A complete range, as the screens receive it. */
export interface Period {
  start: CalendarDate;
  end: CalendarDate;
}

export const EMPTY_RANGE: DayRange = { start: null, end: null };

const same = (a: CalendarDate | null, b: CalendarDate): boolean => a !== null && dayKey(a) === dayKey(b);
const before = (a: CalendarDate, b: CalendarDate): boolean => dayKey(a) < dayKey(b);

/** Spec §5/§9: only days from 5 years before today up to today can be chosen. */
export function selectableLimits(today: CalendarDate): Period {
  return { start: addYears(today, -DATE_RANGE_LIMIT_YEARS), end: today };
}

export function isSelectable(day: CalendarDate, today: CalendarDate): boolean {
  const { start, end } = selectableLimits(today);
  return !before(day, start) && !before(end, day);
}

/**
 * Spec §2 click rule. No start: the day is the start. A start alone: the day is the end, or, when earlier,
 * the start (the first day becoming the end), so two clicks always make a range in either order. A
 * complete range: a click on its end (or its start) restarts there; a click before the start moves the
 * start; any other click moves the end. Days outside the limits are ignored.
 */
export function nextRange(range: DayRange, day: CalendarDate, today: CalendarDate): DayRange {
  if (!isSelectable(day, today)) return range;
  const { start, end } = range;
  if (!start) return { start: day, end: null };
  if (!end) return before(day, start) ? { start: day, end: start } : { start, end: day };
  if (same(end, day) || same(start, day)) return { start: day, end: null };
  return before(day, start) ? { start: day, end } : { start, end: day };
}

export const PRESETS = [
  'Mês atual',
  'Semestre atual',
  'Semestre passado',
  'Ano atual',
  'Ano passado',
] as const;
export type Preset = (typeof PRESETS)[number];

const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });
const lastOf = (year: number, month: number): CalendarDate => day(year, month, daysInMonth(year, month));

/** Spec §9 quarter rule: Q1 and Q2 are the first half-year, Q3 and Q4 the second. */
export const halfOf = (date: CalendarDate): 1 | 2 => (Math.ceil(date.month / 3) <= 2 ? 1 : 2);

/**
 * The range a preset stands for on `today`. "Atual" ranges end today (no future day can be chosen);
 * past ranges are whole.
 */
export function presetRange(preset: Preset, today: CalendarDate): Period {
  const { year } = today;
  const firstHalf = halfOf(today) === 1;
  switch (preset) {
    case 'Mês atual':
      return { start: day(year, today.month, 1), end: today };
    case 'Semestre atual':
      return { start: day(year, firstHalf ? 1 : 7, 1), end: today };
    case 'Semestre passado':
      return firstHalf
        ? { start: day(year - 1, 7, 1), end: lastOf(year - 1, 12) }
        : { start: day(year, 1, 1), end: lastOf(year, 6) };
    case 'Ano atual':
      return { start: day(year, 1, 1), end: today };
    case 'Ano passado':
      return { start: day(year - 1, 1, 1), end: lastOf(year - 1, 12) };
  }
}

/** Spec §9: the calendar opens on the previous month (the first of the two months shown). */
export const defaultMonth = (today: CalendarDate): CalendarDate => addMonths({ ...today, day: 1 }, -1);

/** The month a range opens on: its start's month, or the default when there is none. */
export const monthToShow = (range: DayRange, today: CalendarDate): CalendarDate =>
  range.start ? { ...range.start, day: 1 } : defaultMonth(today);

/** Spec §2 "the interval as N days": both ends count (01/01 - 01/01 is 1 dia). */
export function intervalLabel(range: DayRange): string | null {
  if (!range.start || !range.end) return null;
  const days = daysBetween(range.start, range.end) + 1;
  return days === 1 ? '1 dia' : `${days} dias`;
}

export const formatRange = (range: DayRange): string =>
  range.start && range.end ? formatPeriod(formatIsoDate(range.start), formatIsoDate(range.end)) : '';

/**
 * A typed period: the §5 message of the domain's rule, then the picker's own limit (a start before the
 * first selectable day is older than the 5 years the picker offers: 'Período selecionado tem mais de 5
 * anos'). Answers the range when valid.
 */
export function readTypedPeriod(
  text: string,
  today: CalendarDate,
): { period: Period; error: null } | { period: null; error: string } {
  const asDate = new Date(today.year, today.month - 1, today.day);
  const error =
    validateDatePeriod(text, { today: asDate }) ?? (text.trim() ? null : MESSAGES.periodIncomplete);
  if (error) return { period: null, error };
  const parsed = parseDatePeriod(text);
  if (!parsed?.start || !parsed.end) return { period: null, error: MESSAGES.periodIncomplete };
  if (!isSelectable(parsed.start, today)) return { period: null, error: MESSAGES.periodOverFiveYears };
  return { period: { start: parsed.start, end: parsed.end }, error: null };
}

/** The default period of a screen: the previous month, whole (spec §9 default month). */
export function previousMonthPeriod(today: CalendarDate): Period {
  const start = defaultMonth(today);
  return { start, end: lastOf(start.year, start.month) };
}
