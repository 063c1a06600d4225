// Dates of the Financeiro II journeys. The demo uses are seeded relative to the seeding day in the
// operator's calendar (decision 0015), so the journeys work out their expected periods from the same day,
// with the domain's calendar helpers. The half-year rule is written out here on purpose: it is what the
// journeys check the picker against.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MONTHS,
  addDays,
  addMonths,
  dayKey,
  daysBetween,
  formatDate,
  formatIsoDate,
  operatorDate,
  pad2,
  parseDateBr,
  type CalendarDate,
} from '@portal/domain';
import { lerDiaDemo } from '@portal/test-support/dia-demo';
import { E2E_PORT } from '../support/mail';

export type Dia = CalendarDate;

/** Today in America/Sao_Paulo (where the portal counts days: the screens' default periods). */
export const hojeOperador = (): Dia => operatorDate(new Date());

/**
 * The day the e2e seed counted its dates from (written by the seed beside the database): what a journey
 * expects of seeded rows. Equal to today except in a run that crosses midnight in São Paulo.
 */
export const diaDemo = (): Dia =>
  lerDiaDemo(resolve(dirname(fileURLToPath(import.meta.url)), '../../.e2e-data', String(E2E_PORT)));

export const diaBr = (dia: Dia): string => formatDate(formatIsoDate(dia));
/**
 * `dias` days before today in São Paulo, as typed into a masked date field ('ddmmyyyy'). Counted in the
 * operator's calendar, not the runner's: CI's clock is UTC, and from 21:00 in São Paulo its "today" is
 * already tomorrow there, a date the forms refuse as future.
 */
export const diasAtrasDigitado = (dias: number): string =>
  diaBr(addDays(hojeOperador(), -dias)).replace(/\D/g, '');
export const mesAno = ({ year, month }: Dia): string => `${pad2(month)}/${year}`;
/** 'Julho de 2026': the title of a month's block. */
export const mesExtenso = ({ year, month }: Dia): string => `${MONTHS[month - 1]} de ${year}`;

/** The first day of the month `n` months after (before, when negative) the month of `dia`. */
export const mesesDepois = (dia: Dia, n: number): Dia => addMonths({ ...dia, day: 1 }, n);

/** 'dd/MM/yyyy' as a sortable number. */
export const chave = (br: string): number => dayKey(parseDateBr(br)!);

/** Days from `inicio` to `fim`, both counted (what the picker shows as 'N dias'). */
export const diasEntre = (inicio: Dia, fim: Dia): number => daysBetween(inicio, fim) + 1;

/** Spec §9 quarter rule: Q1+Q2 are the first half-year, Q3+Q4 the second; the half before today's. */
export function semestrePassado(hoje: Dia): { inicio: Dia; fim: Dia } {
  return hoje.month <= 6
    ? { inicio: { year: hoje.year - 1, month: 7, day: 1 }, fim: { year: hoje.year - 1, month: 12, day: 31 } }
    : { inicio: { year: hoje.year, month: 1, day: 1 }, fim: { year: hoje.year, month: 6, day: 30 } };
}

/** Money 'R$ 1.234,56' as cents. */
export const centavos = (texto: string): number => Number(texto.replace(/[^\d,-]/g, '').replace(',', ''));
