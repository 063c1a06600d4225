// The §5 period rules on the server (issue 13): the same functions as the web's inputs
// (packages/domain/src/validation/period.ts), run against the operator's today, so a period the page
// refuses is refused here with the same words (400), and one it accepts is read here the same way.
import {
  MESSAGES,
  addMonths,
  daysInMonth,
  formatIsoDate,
  parseDatePeriod,
  validateDatePeriod,
  validateMonthYearPeriod,
  type CalendarDate,
} from '@portal/domain';
import { badRequest } from '../platform/errors.js';

/**
 * The validators take `today` as a Date whose local calendar day counts; noon of the operator's day in
 * the server's zone has that day, whatever the zone.
 */
const todayOption = (hoje: CalendarDate) => ({ today: new Date(hoje.year, hoje.month - 1, hoje.day, 12) });

export interface PeriodoDias {
  inicio: CalendarDate;
  fim: CalendarDate;
}

/** 'dd/MM/yyyy' + 'dd/MM/yyyy' → both days (inclusive), or 400 with the §5 date-period message. */
export function lerPeriodoDias(dataInicial: string, dataFinal: string, hoje: CalendarDate): PeriodoDias {
  const texto = `${dataInicial.trim()} - ${dataFinal.trim()}`;
  if (!dataInicial.trim() && !dataFinal.trim())
    throw badRequest(MESSAGES.required, { periodo: MESSAGES.required });
  const erro = validateDatePeriod(texto, todayOption(hoje));
  const periodo = parseDatePeriod(texto);
  if (erro || !periodo?.start || !periodo.end) {
    const mensagem = erro ?? MESSAGES.periodIncomplete;
    throw badRequest(mensagem, { periodo: mensagem });
  }
  return { inicio: periodo.start, fim: periodo.end };
}

export interface PeriodoMeses {
  /** First day of the first month. */
  inicio: CalendarDate;
  /** Last day of the last month. */
  fim: CalendarDate;
}

const MES_ANO = /^(\d{2})\/(\d{4})$/;

/** 'MM/yyyy' + 'MM/yyyy' → first day of the first month to last day of the last, or 400 with the §5 message. */
export function lerPeriodoMeses(mesInicial: string, mesFinal: string, hoje: CalendarDate): PeriodoMeses {
  if (!mesInicial.trim() && !mesFinal.trim())
    throw badRequest(MESSAGES.required, { periodo: MESSAGES.required });
  const erro = validateMonthYearPeriod(mesInicial, mesFinal, todayOption(hoje));
  if (erro) throw badRequest(erro, { periodo: erro });
  const [inicio, fim] = [mesInicial, mesFinal].map((v) => {
    const [, mm, yyyy] = MES_ANO.exec(v.trim()) ?? [];
    return { year: Number(yyyy), month: Number(mm), day: 1 };
  }) as [CalendarDate, CalendarDate];
  return { inicio, fim: { ...fim, day: daysInMonth(fim.year, fim.month) } };
}

/** 'yyyy-MM' of a day. */
export const mesIso = (d: CalendarDate): string => formatIsoDate(d).slice(0, 7);

/** Spec §9: the date picker opens on the previous month; its whole span is the default period. */
export function mesAnterior(hoje: CalendarDate): PeriodoDias {
  const inicio = addMonths({ ...hoje, day: 1 }, -1);
  return { inicio, fim: { ...inicio, day: daysInMonth(inicio.year, inicio.month) } };
}
