// Business days for answer deadlines (RN 623/2024 of the ANS: the operator answers a member's request within
// a number of business days). A business day is Monday to Friday that is not a Brazilian NATIONAL holiday
// (Lei 662/1949, Lei 6.802/1980, Lei 14.759/2023 and Good Friday, which the federal calendar observes).
// Carnival (Monday and Tuesday) and Corpus Christi are only "pontos facultativos" of the federal
// administration, not holidays by law: they count as business days here (docs/decisions/0017). State and
// municipal holidays are not counted either: the deadline is the same for every member wherever they live.
import { addDays, formatIsoDate, type CalendarDate } from '@portal/domain';

/** Fixed national holidays, as 'MM-dd'. */
const FERIADOS_FIXOS = new Set([
  '01-01', // Confraternização Universal
  '04-21', // Tiradentes
  '05-01', // Dia do Trabalho
  '09-07', // Independência
  '10-12', // Nossa Senhora Aparecida
  '11-02', // Finados
  '11-15', // Proclamação da República
  '11-20', // Dia Nacional de Zumbi e da Consciência Negra (Lei 14.759/2023, from 2024)
  '12-25', // Natal
]);

/** Consciência Negra became a national holiday by Lei 14.759 of 21/12/2023. */
const PRIMEIRO_ANO_CONSCIENCIA_NEGRA = 2024;

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus/Jones/Butcher). */
export function pascoa(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** Good Friday: two days before Easter (the only movable national holiday). */
export const sextaFeiraSanta = (year: number): CalendarDate => addDays(pascoa(year), -2);

export function isFeriadoNacional(date: CalendarDate): boolean {
  const mmdd = formatIsoDate(date).slice(5);
  if (mmdd === '11-20' && date.year < PRIMEIRO_ANO_CONSCIENCIA_NEGRA) return false;
  if (FERIADOS_FIXOS.has(mmdd)) return true;
  return formatIsoDate(sextaFeiraSanta(date.year)) === formatIsoDate(date);
}

/** 0 = Sunday … 6 = Saturday. */
const diaDaSemana = (date: CalendarDate): number =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

export function isDiaUtil(date: CalendarDate): boolean {
  const weekday = diaDaSemana(date);
  return weekday !== 0 && weekday !== 6 && !isFeriadoNacional(date);
}

/** The n-th business day after `date` (the day itself never counts, whatever it is). */
export function addDiasUteis(date: CalendarDate, n: number): CalendarDate {
  let day = date;
  for (let counted = 0; counted < n;) {
    day = addDays(day, 1);
    if (isDiaUtil(day)) counted += 1;
  }
  return day;
}
