// Business days for answer deadlines (RN 623/2024 of the ANS: the operator answers a member's request within
// a number of business days). A business day is Monday to Friday that is not a Brazilian NATIONAL holiday.
// The holidays come from a kept library, `date-holidays` (issue 15), not from a list kept here: its Brazil
// calendar types the holidays of federal law (Lei 662/1949, Lei 6.802/1980, Lei 14.759/2023 from 2024) and
// Good Friday as 'public'. Carnival ('bank'/'optional') and Corpus Christi ('bank') are only "pontos
// facultativos" of the federal administration, not holidays by law: they count as business days here
// (docs/decisions/0017, 0020). State and municipal holidays are not counted either (the library is asked for
// the country only): the deadline is the same for every member wherever they live. Election days are also
// 'public' there, but the Constitution puts them on Sundays, which never count anyway.
import Holidays from 'date-holidays';
import { addDays, dayKey, formatIsoDate, type CalendarDate } from '@portal/domain';

const calendario = new Holidays('BR');

/** 'yyyy-MM-dd' of every national holiday of a year, computed once per year. */
const feriadosPorAno = new Map<number, ReadonlySet<string>>();

function feriadosNacionais(year: number): ReadonlySet<string> {
  let feriados = feriadosPorAno.get(year);
  if (!feriados) {
    feriados = new Set(
      calendario
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        // `date` is the local day as 'yyyy-MM-dd hh:mm:ss'; the day is all we compare.
        .map((h) => h.date.slice(0, 10)),
    );
    feriadosPorAno.set(year, feriados);
  }
  return feriados;
}

export function isFeriadoNacional(date: CalendarDate): boolean {
  return feriadosNacionais(date.year).has(formatIsoDate(date));
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

/**
 * Business days from `hoje` to `prazo`: those after hoje up to and including prazo (0 on the deadline
 * itself, or when only non-business days lie between); negative once the deadline passed — minus the
 * business days after prazo up to and including hoje.
 */
export function diasUteisAte(hoje: CalendarDate, prazo: CalendarDate): number {
  const ordem = dayKey(hoje) - dayKey(prazo);
  if (ordem === 0) return 0;
  const [de, ate, sinal] = ordem < 0 ? [hoje, prazo, 1] : [prazo, hoje, -1];
  let dias = 0;
  for (let day = addDays(de, 1); dayKey(day) <= dayKey(ate); day = addDays(day, 1)) {
    if (isDiaUtil(day)) dias += 1;
  }
  return sinal * dias;
}
