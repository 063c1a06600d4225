// How an appointment reads (spec §2 "Appointment card": data with slashes, diaSemana's first 3 letters,
// hora's first 5 characters), the days and times offered for booking, and the hold's countdown. Pure, so
// the rules are tested without a browser.
import type { HorarioLivre, Reserva } from '@portal/domain/contract/saude/agendamentos';
import { formatDate } from '@portal/domain/format/dates';

/** '2026-11-30' → '30/11/2026'. */
export const dataConsulta = (data: string): string => formatDate(data);

/** 'Segunda-feira' → 'Seg'. */
export const diaAbreviado = (diaSemana: string): string => diaSemana.slice(0, 3);

/** '09:30:00' → '09:30'. */
export const horaConsulta = (hora: string): string => hora.slice(0, 5);

/** 'Seg, 30/11/2026 às 09:30' — the line every card and the public page show. */
export const quandoConsulta = (c: { data: string; diaSemana: string; hora: string }): string =>
  `${diaAbreviado(c.diaSemana)}, ${dataConsulta(c.data)} às ${horaConsulta(c.hora)}`;

// A calendar day carries no zone: read at noon UTC its weekday is the same everywhere.
const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

/** A day of the booking window as a button says it: 'Seg, 30/11'. */
export function rotuloDia(data: string): string {
  const dia = WEEKDAY.format(new Date(`${data}T12:00:00Z`));
  return `${dia.charAt(0).toUpperCase()}${dia.slice(1, 3)}, ${dataConsulta(data).slice(0, 5)}`;
}

/** The weekday's full name for screen readers: 'segunda-feira, 30/11/2026'. */
export const rotuloDiaCompleto = (data: string): string =>
  `${WEEKDAY.format(new Date(`${data}T12:00:00Z`))}, ${dataConsulta(data)}`;

/**
 * When the hold ends on this device's clock. The server's `expiraEm` is the truth while the two clocks
 * roughly agree (it lies within one hold length from when the answer arrived). A device clock off by more
 * than that would show a hold that never ends or one already gone: then the hold's length counts from the
 * answer's arrival instead.
 */
export function fimDaReserva(expiraEm: string, recebidaEm: number, minutosReserva: number): number {
  const duracao = minutosReserva * 60_000;
  const fim = Date.parse(expiraEm);
  const restante = fim - recebidaEm;
  return restante > 0 && restante <= duracao ? fim : recebidaEm + duracao;
}

/** Whole seconds left until `fim` (0 once it has passed). */
export const segundosRestantes = (fim: number, agora: number): number =>
  Math.max(0, Math.ceil((fim - agora) / 1000));

/**
 * The times a day shows: the ones the beneficiary can take, plus the member's own held one (the server
 * offers the beneficiary's own hold, but an answer read before the hold was made lacks it).
 */
export function horariosDoDia(
  horarios: readonly HorarioLivre[],
  dia: string,
  reservado: { horarioId: string; reserva: Reserva } | null,
): HorarioLivre[] {
  if (!reservado || reservado.reserva.agendamento.data !== dia) return [...horarios];
  if (horarios.some((h) => h.horarioId === reservado.horarioId)) return [...horarios];
  const { hora, prestador, local } = reservado.reserva.agendamento;
  const proprio = { horarioId: reservado.horarioId, hora, prestador, local: local.codigo };
  return [...horarios, proprio].sort((a, b) => a.hora.localeCompare(b.hora));
}
