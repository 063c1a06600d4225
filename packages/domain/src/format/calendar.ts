// Calendar-day arithmetic by hand (the domain takes no date library). A CalendarDate is a day on the
// calendar, not an instant: 'yyyy-MM-dd' strings never go through Date, so no timezone can shift them.

export interface CalendarDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** Strict 'dd/MM/yyyy' (the input format of spec §5); null when malformed or not a real day (31/04, 29/02/2023). */
export function parseDateBr(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? calendarDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** The local calendar day of an instant (the member's "today"). */
export function toCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Sortable number: compare two days with <, >, ===. */
export const dayKey = (date: CalendarDate): number => date.year * 10_000 + date.month * 100 + date.day;

/** Same day n years later (or earlier); 29/02 falls back to 28/02 in a common year. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strict 'yyyy-MM-dd' (API and database dates); null when malformed or not a real day. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DAY.exec(value.trim());
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** 'yyyy-MM-dd'. */
export const formatIsoDate = (date: CalendarDate): string =>
  `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;

// Day numbers through Date.UTC only: UTC has no daylight saving, so a day is always 86 400 000 ms.
const MS_PER_DAY = 86_400_000;
const dayNumber = (date: CalendarDate): number =>
  Math.round(Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY);
const fromDayNumber = (n: number): CalendarDate => {
  const d = new Date(n * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** The day `days` later (earlier when negative). */
export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  fromDayNumber(dayNumber(date) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number => dayNumber(to) - dayNumber(from);

/** Same day n months later (or earlier); a day past the month's end falls back to its last day (31/01 + 1 → 28/02). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}
