// Appointment times in the operator's calendar (America/Sao_Paulo), whatever zone the server runs in:
// the instant of a local day and time (slots are seeded and offered as the clinic's wall clock), the
// wall-clock time of an instant, and the weekday's pt-BR name the appointment card shows.
import { formatIsoDate, OPERATOR_TIME_ZONE, type CalendarDate } from '@portal/domain';

const OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: OPERATOR_TIME_ZONE, timeZoneName: 'longOffset' });

/** Minutes the operator's zone is ahead of UTC at `instant` ('GMT-03:00' → -180). */
function offsetMinutes(instant: Date): number {
  const name = OFFSET.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant of `hhmm` ('08:30') on the operator's day `dia`. */
export function operatorInstant(dia: CalendarDate, hhmm: string): Date {
  const wall = Date.parse(`${formatIsoDate(dia)}T${hhmm}:00.000Z`);
  // The offset of the wall time read as UTC is right except within hours of a zone change; asking again
  // at the corrected instant settles it.
  const first = wall - offsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first)) * 60_000);
}

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: OPERATOR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'HH:mm:ss' of `instant` on the operator's clock. */
export const operatorTime = (instant: Date): string => TIME.format(instant);

const DIAS_SEMANA = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** 'Segunda-feira' for a Monday. */
export const diaSemana = (dia: CalendarDate): string =>
  DIAS_SEMANA[new Date(Date.UTC(dia.year, dia.month - 1, dia.day)).getUTCDay()]!;
