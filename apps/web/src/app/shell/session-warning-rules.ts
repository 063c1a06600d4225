// Issue 17, WCAG 2.2.1 (timing adjustable): the rules of the session-expiry warning, kept pure so unit
// tests pin them. Two minutes before the session record's expiry the member is warned and may extend it;
// the visual countdown moves every second, screen readers hear it only every 30 s and at the last 10 s.
import { SESSION_WARNING_MS } from '@portal/domain/constants';
import type { SessionRecord } from '../../platform/session/storage';

export type SessionPhase =
  | { fase: 'ativa'; avisoEm: number }
  | { fase: 'aviso'; restanteMs: number }
  | { fase: 'expirada' }
  | { fase: 'sem-registro' };

/**
 * How early the warning comes: two minutes, or half the session for a session shorter than four
 * minutes (the seconds-long sessions of the expiry journeys, a session near its 12 h limit), so the
 * member always has time to use the page before being asked.
 */
export function warningLeadMs(record: SessionRecord): number {
  const length = record.duracao ?? record.dataExpiracao - record.valor;
  return Math.min(SESSION_WARNING_MS, Math.max(0, length) / 2);
}

export function sessionPhase(record: SessionRecord | null, now: number): SessionPhase {
  if (!record || typeof record.dataExpiracao !== 'number') return { fase: 'sem-registro' };
  const restanteMs = record.dataExpiracao - now;
  if (restanteMs <= 0) return { fase: 'expirada' };
  const avisoEm = record.dataExpiracao - warningLeadMs(record);
  return now < avisoEm ? { fase: 'ativa', avisoEm } : { fase: 'aviso', restanteMs };
}

/** Whole seconds left, rounded up: 1 ms left still shows 0:01, never 0:00 before the end. */
export const secondsLeft = (restanteMs: number): number => Math.max(0, Math.ceil(restanteMs / 1000));

/** The visual timer: 'm:ss'. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The spoken announcement changes only when this value changes: every 30 s, then once in the last 10 s.
 * A tick the browser skipped (a background tab) cannot make it miss one.
 */
export function announcementStep(seconds: number): number {
  return seconds <= 10 ? 10 : Math.ceil(seconds / 30) * 30;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What screen readers hear: 'Sua sessão expira em 1 minuto e 30 segundos.' */
export function spokenCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? plural(minutes, 'minuto', 'minutos') : null,
    rest > 0 || minutes === 0 ? plural(rest, 'segundo', 'segundos') : null,
  ].filter(Boolean);
  return `Sua sessão expira em ${parts.join(' e ')}.`;
}
