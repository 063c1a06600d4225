import { describe, expect, it } from 'vitest';
import {
  announcementStep,
  formatCountdown,
  secondsLeft,
  sessionPhase,
  spokenCountdown,
  warningLeadMs,
} from './session-warning-rules';

const MIN = 60_000;
const record = (valor: number, duracao: number) => ({ valor, dataExpiracao: valor + duracao, duracao });

describe('session-expiry warning timing (issue 17, WCAG 2.2.1)', () => {
  it('warns two minutes before a 30-minute session ends, and not a millisecond earlier', () => {
    const r = record(0, 30 * MIN);
    expect(sessionPhase(r, 28 * MIN - 1)).toEqual({ fase: 'ativa', avisoEm: 28 * MIN });
    expect(sessionPhase(r, 28 * MIN)).toEqual({ fase: 'aviso', restanteMs: 2 * MIN });
    expect(sessionPhase(r, 30 * MIN - 1)).toEqual({ fase: 'aviso', restanteMs: 1 });
    expect(sessionPhase(r, 30 * MIN)).toEqual({ fase: 'expirada' });
  });

  it('a later call (this tab or another) moves the warning away', () => {
    expect(sessionPhase(record(29 * MIN, 30 * MIN), 29 * MIN + 1).fase).toBe('ativa');
  });

  it('warns at half the session when it is shorter than four minutes', () => {
    expect(warningLeadMs(record(0, 30 * MIN))).toBe(2 * MIN);
    expect(warningLeadMs(record(0, 4 * MIN))).toBe(2 * MIN);
    expect(warningLeadMs(record(0, 20_000))).toBe(10_000);
    // A record written before issue 17 has no duracao: its length is expiry − call.
    expect(warningLeadMs({ valor: 0, dataExpiracao: 30 * MIN })).toBe(2 * MIN);
  });

  it('has nothing to say without a record', () => {
    expect(sessionPhase(null, 0)).toEqual({ fase: 'sem-registro' });
  });

  it('shows m:ss rounded up, so 0:00 only at the end', () => {
    expect(formatCountdown(secondsLeft(2 * MIN))).toBe('2:00');
    expect(formatCountdown(secondsLeft(119_001))).toBe('2:00');
    expect(formatCountdown(secondsLeft(119_000))).toBe('1:59');
    expect(formatCountdown(secondsLeft(9_500))).toBe('0:10');
    expect(formatCountdown(secondsLeft(1))).toBe('0:01');
    expect(secondsLeft(-5)).toBe(0);
  });

  it('announces every 30 s and once in the last 10 s, not every second', () => {
    const steps = new Set<number>();
    for (let s = 120; s >= 1; s--) steps.add(announcementStep(s));
    expect([...steps]).toEqual([120, 90, 60, 30, 10]);
    // The step changes exactly at 90 s, 60 s, 30 s and 10 s left.
    expect(announcementStep(91)).toBe(120);
    expect(announcementStep(90)).toBe(90);
    expect(announcementStep(11)).toBe(30);
    expect(announcementStep(10)).toBe(10);
  });

  it('speaks Portuguese with singular and plural', () => {
    expect(spokenCountdown(120)).toBe('Sua sessão expira em 2 minutos.');
    expect(spokenCountdown(90)).toBe('Sua sessão expira em 1 minuto e 30 segundos.');
    expect(spokenCountdown(61)).toBe('Sua sessão expira em 1 minuto e 1 segundo.');
    expect(spokenCountdown(10)).toBe('Sua sessão expira em 10 segundos.');
    expect(spokenCountdown(0)).toBe('Sua sessão expira em 0 segundos.');
  });
});
