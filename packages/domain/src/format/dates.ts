// Spec §5 "Formats": dd/MM/yyyy, dd/MM/yyyy HH:mm, month-year 'LLL yyyy' (as date-fns ptBR writes
// it: 'jan 2026'), period 'dd/MM/yyyy - dd/MM/yyyy'. Inputs: Date, epoch milliseconds, or strings
// from the API ('yyyy-MM-dd', 'yyyy-MM-ddTHH:mm[:ss]' with or without a zone) or the UI ('dd/MM/yyyy').
// Date-only strings and zone-less date-times are read as written, never through Date, so a birth
// date '2000-01-01' cannot become 31/12/1999 west of Greenwich. Instants (Date, numbers, strings with
// Z or an offset) are shown in the runtime's local time. Anything unreadable formats as ''.
import { isValidCalendarDate, pad2, type CalendarDate } from './calendar.js';

export type DateInput = Date | string | number | null | undefined;

/** date-fns ptBR standalone abbreviated months ('LLL'): lower case, no dot. */
export const MONTHS_SHORT = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
] as const;

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const BR_MONTH = /^(\d{2})\/(\d{4})$/;

function checked(year: number, month: number, day: number, hour = 0, minute = 0): DateParts | null {
  const timeOk = hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59;
  return isValidCalendarDate(year, month, day) && timeOk ? { year, month, day, hour, minute } : null;
}

function fromInstant(date: Date): DateParts | null {
  if (Number.isNaN(date.getTime())) return null;
  return checked(date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes());
}

function toParts(value: DateInput): DateParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return fromInstant(value);
  if (typeof value === 'number') return fromInstant(new Date(value));
  const text = value.trim();
  const iso = ISO_LOCAL.exec(text);
  if (iso) return checked(+iso[1]!, +iso[2]!, +iso[3]!, +(iso[4] ?? 0), +(iso[5] ?? 0));
  const br = BR_DATE.exec(text);
  if (br) return checked(+br[3]!, +br[2]!, +br[1]!, +(br[4] ?? 0), +(br[5] ?? 0));
  // An instant with a zone ('...Z', '...-03:00'): shown in local time.
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? fromInstant(new Date(text)) : null;
}

export function formatDate(value: DateInput): string {
  const p = toParts(value);
  return p ? `${pad2(p.day)}/${pad2(p.month)}/${p.year}` : '';
}

export function formatDateTime(value: DateInput): string {
  const p = toParts(value);
  return p ? `${pad2(p.day)}/${pad2(p.month)}/${p.year} ${pad2(p.hour)}:${pad2(p.minute)}` : '';
}

/** The operator's time zone: where its members are, whatever zone a device or server runs in. */
export const OPERATOR_TIME_ZONE = 'America/Sao_Paulo';

/**
 * A formatter made on its first use. A time-zone formatter costs ≈ 30 ms to make on a phone (ICU loads the
 * zone): made when the module loads, it landed on the first paint of every screen that imports dates
 * (issue 11, the home), whether or not the screen ever shows an operator time.
 */
function madeOnFirstUse(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= make());
}

/**
 * The two operator-time formatters, locale and options: also made once by the page's early script, in the
 * idle time while the app downloads (apps/server/src/platform/early-calls.ts, issue 37). A page's first
 * Intl formatter loads the locale's and the zone's data, ≈ 40 ms on a phone (≈ 160 ms in Lighthouse's
 * simulation): made during the screen's first render, it was the longest task of Quem Acessou Meus Dados;
 * after the early one, these cost ≈ 1 ms.
 */
export const OPERATOR_FORMATTERS = {
  parts: [
    'pt-BR',
    {
      timeZone: OPERATOR_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
  ],
  day: ['en-CA', { timeZone: OPERATOR_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

const operatorParts = madeOnFirstUse(() => new Intl.DateTimeFormat(...OPERATOR_FORMATTERS.parts));

/** An instant as dd/MM/yyyy HH:mm in the operator's zone (e.g. when a shared link expires); '' if unreadable. */
export function formatOperatorDateTime(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    operatorParts()
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

const operatorDay = madeOnFirstUse(() => new Intl.DateTimeFormat(...OPERATOR_FORMATTERS.day));

/**
 * The operator's calendar day of an instant: what "today" is for bills, protocols and due dates, whatever
 * zone the server or the device runs in (23:30 in São Paulo is already tomorrow in UTC).
 */
export function operatorDate(instant: Date): CalendarDate {
  // Every time-zone offset is a multiple of 15 minutes, so a quarter hour of UTC lies within one operator
  // day: the last answer is reused within it (the server asks several times a request; formatToParts is
  // among the costly calls of a request, issue 18).
  const bucket = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  if (lastDay?.bucket === bucket) return lastDay.day;
  const parts = operatorDay().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const day = { year: part('year'), month: part('month'), day: part('day') };
  lastDay = { bucket, day };
  return day;
}

const QUARTER_HOUR_MS = 15 * 60_000;
let lastDay: { bucket: number; day: CalendarDate } | undefined;

/** 'jan 2026'. Also takes month-only values: 'yyyy-MM' (API) and 'MM/yyyy' (input). */
export function formatMonthYear(value: DateInput): string {
  let year: number;
  let month: number;
  const text = typeof value === 'string' ? value.trim() : '';
  const isoMonth = ISO_MONTH.exec(text);
  const brMonth = BR_MONTH.exec(text);
  if (isoMonth) [year, month] = [+isoMonth[1]!, +isoMonth[2]!];
  else if (brMonth) [year, month] = [+brMonth[2]!, +brMonth[1]!];
  else {
    const p = toParts(value);
    if (!p) return '';
    [year, month] = [p.year, p.month];
  }
  const name = MONTHS_SHORT[month - 1];
  return name && year >= 1 ? `${name} ${year}` : '';
}

/** 'dd/MM/yyyy - dd/MM/yyyy'; '' unless both ends are readable. */
export function formatPeriod(start: DateInput, end: DateInput): string {
  const a = formatDate(start);
  const b = formatDate(end);
  return a && b ? `${a} - ${b}` : '';
}
