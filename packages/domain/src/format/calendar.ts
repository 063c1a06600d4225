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
