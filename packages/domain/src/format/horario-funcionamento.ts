// A unit's opening hours (issue 37, Pontos de Atendimento): weekly periods — a weekday (0 = domingo … 6 =
// sábado, as Date.getDay) with the time it opens and closes, 'HH:MM' on the operator's clock, '24:00' for
// midnight at the end of the day — written the way Brazilian units post them on the door ("Seg a sex, 7h às
// 19h; sáb, 7h às 12h"), and whether the unit is open at an instant, on the operator's clock
// (America/Sao_Paulo) whatever zone the device runs in. A period never crosses midnight: a unit open through
// the night has one period ending at 24:00 and another starting at 00:00 the next day.
import { OPERATOR_TIME_ZONE } from './dates.js';

export interface PeriodoFuncionamento {
  /** 0 = domingo … 6 = sábado. */
  dia: number;
  /** 'HH:MM', from '00:00'. */
  abre: string;
  /** 'HH:MM', after `abre`, up to '24:00'. */
  fecha: string;
}

/** 'HH:MM' from 00:00 to 24:00 (24:00 only as a closing time: the schema checks abre < fecha). */
export const HORA_FUNCIONAMENTO = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

const DIAS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;
/** The week as a unit's sign lists it: Monday first, Sunday last. */
const ORDEM_SEMANA = [1, 2, 3, 4, 5, 6, 0] as const;

const minutos = (hora: string): number => {
  const [h, m] = hora.split(':').map(Number);
  return h! * 60 + m!;
};

/** '07:00' → '7h', '07:30' → '7h30'. */
function hora(valor: string): string {
  const [h, m] = valor.split(':');
  return `${Number(h)}h${m === '00' ? '' : m}`;
}

const periodoDoDia = (p: PeriodoFuncionamento): string =>
  p.abre === '00:00' && p.fecha === '24:00' ? '24 horas' : `${hora(p.abre)} às ${hora(p.fecha)}`;

function dias(grupo: readonly number[]): string {
  const primeiro = DIAS[grupo[0]!]!;
  const ultimo = DIAS[grupo[grupo.length - 1]!]!;
  if (grupo.length === 1) return primeiro;
  return grupo.length === 2 ? `${primeiro} e ${ultimo}` : `${primeiro} a ${ultimo}`;
}

/** Two periods of the same day that overlap (or the first of them), or undefined. */
export function periodoSobreposto(periodos: readonly PeriodoFuncionamento[]): number | undefined {
  const ordem = periodos
    .map((p, indice) => ({ ...p, indice }))
    .sort((a, b) => a.dia - b.dia || minutos(a.abre) - minutos(b.abre));
  for (let i = 1; i < ordem.length; i++) {
    const [antes, depois] = [ordem[i - 1]!, ordem[i]!];
    if (antes.dia === depois.dia && minutos(depois.abre) < minutos(antes.fecha)) return depois.indice;
  }
  return undefined;
}

/**
 * "Seg a sex, 7h às 19h; sáb, 7h às 12h": consecutive days with the same hours share a group; a day
 * with two periods reads "8h às 12h e 14h às 18h"; a week open all day long reads "Todos os dias, 24
 * horas". '' without periods.
 */
export function formatHorarioFuncionamento(periodos: readonly PeriodoFuncionamento[]): string {
  const doDia = (dia: number) =>
    periodos
      .filter((p) => p.dia === dia)
      .sort((a, b) => minutos(a.abre) - minutos(b.abre))
      .map(periodoDoDia)
      .join(' e ');
  const grupos: { dias: number[]; horas: string }[] = [];
  for (const dia of ORDEM_SEMANA) {
    const horas = doDia(dia);
    const anterior = grupos[grupos.length - 1];
    if (!horas) grupos.push({ dias: [], horas: '' });
    else if (anterior?.horas === horas) anterior.dias.push(dia);
    else grupos.push({ dias: [dia], horas });
  }
  const abertos = grupos.filter((g) => g.horas);
  if (abertos.length === 1 && abertos[0]!.dias.length === 7) return `Todos os dias, ${abertos[0]!.horas}`;
  const texto = abertos.map((g) => `${dias(g.dias)}, ${g.horas}`).join('; ');
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

let relogio: Intl.DateTimeFormat | undefined;
const SEMANA_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday and the minute of the day on the operator's clock. */
export function relogioOperadora(instante: Date): { dia: number; minuto: number } {
  relogio ??= new Intl.DateTimeFormat('en-US', {
    timeZone: OPERATOR_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const partes = relogio.formatToParts(instante);
  const parte = (type: Intl.DateTimeFormatPartTypes) => partes.find((p) => p.type === type)?.value ?? '';
  return {
    dia: SEMANA_EN.indexOf(parte('weekday')),
    minuto: Number(parte('hour')) * 60 + Number(parte('minute')),
  };
}

/**
 * Open at `instante` on the operator's clock: a 24-hour emergency service is always open; otherwise one of
 * the day's periods holds the minute (opening minute included, closing minute excluded).
 */
export function abertoAgora(
  periodos: readonly PeriodoFuncionamento[],
  prontoSocorro24h: boolean,
  instante: Date,
): boolean {
  if (prontoSocorro24h) return true;
  const { dia, minuto } = relogioOperadora(instante);
  return periodos.some((p) => p.dia === dia && minutos(p.abre) <= minuto && minuto < minutos(p.fecha));
}
