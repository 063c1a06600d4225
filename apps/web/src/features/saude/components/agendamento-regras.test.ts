import { describe, expect, it } from 'vitest';
import { holdCountdown } from '@portal/domain';
import type { HorarioLivre, Reserva } from '@portal/domain/contract/saude/agendamentos';
import {
  dataConsulta,
  diaAbreviado,
  fimDaReserva,
  horariosDoDia,
  horaConsulta,
  quandoConsulta,
  rotuloDia,
  rotuloDiaCompleto,
  segundosRestantes,
} from './agendamento-regras';

describe('appointment card (spec §2)', () => {
  it('shows the date with slashes, the weekday in 3 letters and the time in 5 characters', () => {
    expect(dataConsulta('2026-11-30')).toBe('30/11/2026');
    expect(diaAbreviado('Segunda-feira')).toBe('Seg');
    expect(diaAbreviado('Sábado')).toBe('Sáb');
    expect(horaConsulta('09:30:00')).toBe('09:30');
    expect(quandoConsulta({ data: '2026-12-05', diaSemana: 'Sábado', hora: '14:00:00' })).toBe(
      'Sáb, 05/12/2026 às 14:00',
    );
  });
});

describe('days of the booking window', () => {
  it('names the weekday of a calendar day whatever the device zone', () => {
    expect(rotuloDia('2026-11-30')).toBe('Seg, 30/11');
    expect(rotuloDia('2026-12-06')).toBe('Dom, 06/12');
    expect(rotuloDiaCompleto('2026-12-01')).toBe('terça-feira, 01/12/2026');
  });
});

describe('hold countdown', () => {
  const recebida = Date.parse('2026-11-24T12:00:00Z');
  it('follows the server’s expiry when the clocks agree', () => {
    const fim = fimDaReserva('2026-11-24T12:09:30Z', recebida, 10);
    expect(segundosRestantes(fim, recebida)).toBe(570);
    expect(holdCountdown(segundosRestantes(fim, recebida + 65_000))).toBe(
      'Horário reservado para você por mais 8:25',
    );
  });
  it('counts the hold length from the answer when the device clock is off by more than a hold', () => {
    // 5 minutes behind: the server's expiry looks 15 minutes away.
    expect(segundosRestantes(fimDaReserva('2026-11-24T12:15:00Z', recebida, 10), recebida)).toBe(600);
    // 12 minutes ahead: the expiry looks already past.
    expect(segundosRestantes(fimDaReserva('2026-11-24T11:58:00Z', recebida, 10), recebida)).toBe(600);
  });
  it('stops at zero', () => {
    const fim = fimDaReserva('2026-11-24T12:10:00Z', recebida, 10);
    expect(segundosRestantes(fim, recebida + 600_000)).toBe(0);
    expect(segundosRestantes(fim, recebida + 900_000)).toBe(0);
    expect(segundosRestantes(fim, recebida + 599_001)).toBe(1);
  });
});

describe('times of a day', () => {
  const livre = (horarioId: string, hora: string): HorarioLivre => ({
    horarioId,
    hora,
    prestador: 'Dra. Ana Lima',
    local: 'U2',
  });
  const reserva = (data: string, hora: string): Reserva => ({
    reservaId: 'r1',
    expiraEm: '2026-11-24T12:10:00Z',
    agendamento: {
      prestador: 'Dr. Paulo Souza',
      especialidade: { codigo: 'CARDIO', nome: 'Cardiologia' },
      local: {
        codigo: 'U1',
        nome: 'Unidade Cambuí',
        endereco: 'Rua A, 1',
        cidade: 'Campinas',
        uf: 'SP',
        latitude: -22.9,
        longitude: -47.06,
        telefone: null,
      },
      data,
      diaSemana: 'Segunda-feira',
      hora,
    },
  });
  const livres = [livre('a', '08:00:00'), livre('c', '09:00:00')];

  it('keeps the member’s held slot in its place although the server no longer lists it', () => {
    const horas = horariosDoDia(livres, '2026-11-30', {
      horarioId: 'b',
      reserva: reserva('2026-11-30', '08:30:00'),
    });
    expect(horas.map((h) => [h.horarioId, h.hora, h.prestador, h.local])).toEqual([
      ['a', '08:00:00', 'Dra. Ana Lima', 'U2'],
      ['b', '08:30:00', 'Dr. Paulo Souza', 'U1'],
      ['c', '09:00:00', 'Dra. Ana Lima', 'U2'],
    ]);
  });
  it('shows it once when the list still has it, and not on another day', () => {
    expect(
      horariosDoDia(livres, '2026-11-30', { horarioId: 'a', reserva: reserva('2026-11-30', '08:00:00') }),
    ).toHaveLength(2);
    expect(
      horariosDoDia(livres, '2026-12-01', { horarioId: 'b', reserva: reserva('2026-11-30', '08:30:00') }),
    ).toHaveLength(2);
    expect(horariosDoDia(livres, '2026-11-30', null)).toEqual(livres);
  });
});
