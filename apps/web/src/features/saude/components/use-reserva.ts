// The member's hold on a slot (issue 16): POST /reservas makes it, the countdown shows how long it lasts
// (holdCountdown), and it ends in one of four ways — booked (the server consumed it), released by the
// member ("Voltar", another day or clinic, leaving the screen: DELETE /reservas, best effort), replaced
// (holding another time of the speciality: the server drops the old hold in the same transaction), or
// run out (at 0 the screen says so and releases it, in case the device clock ran fast).
import { useCallback, useEffect, useRef, useState } from 'react';
import { AGENDAMENTO_MESSAGES } from '@portal/domain';
import type { Reserva } from '@portal/domain/contract/saude/agendamentos';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { useTrackEditMode } from '../../../platform/state/edit-mode';
import { liberarReserva, reservarHorario, useRefreshAgendas } from '../api/agendamentos';
import { fimDaReserva, segundosRestantes } from './agendamento-regras';

export interface ReservaAtiva {
  reserva: Reserva;
  horarioId: string;
  /** When it ends on this device's clock (ms). */
  fim: number;
}

/** A refusal (slot taken, hold gone, overlap) shows the server's words and asks for the free slots again. */
export function useRecusaDeHorario() {
  const refreshAgendas = useRefreshAgendas();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status < 500)
        showAlert({ tipo: 'erro', mensagem: error.message });
      void refreshAgendas();
    },
    [refreshAgendas],
  );
}

export function useReserva(cpf: string, minutosReserva: number) {
  const [ativa, setAtivaState] = useState<ReservaAtiva | null>(null);
  // The hold as of the last change, for the release on unmount: it may unmount in the very render that
  // ends the hold (booked), before an effect could copy the state.
  const atual = useRef<ReservaAtiva | null>(null);
  const setAtiva = useCallback((next: ReservaAtiva | null) => {
    atual.current = next;
    setAtivaState(next);
  }, []);
  const [reservando, setReservando] = useState<string | null>(null);
  const [agora, setAgora] = useState(() => Date.now());
  const refreshAgendas = useRefreshAgendas();
  const recusa = useRecusaDeHorario();
  // Leaving the screen while holding a slot gives it up: ask first.
  useTrackEditMode(ativa !== null);

  const reservar = useCallback(
    async (horarioId: string) => {
      setReservando(horarioId);
      try {
        const reserva = await reservarHorario(cpf, horarioId);
        const recebidaEm = Date.now();
        setAgora(recebidaEm);
        setAtiva({ reserva, horarioId, fim: fimDaReserva(reserva.expiraEm, recebidaEm, minutosReserva) });
        return true;
      } catch (error) {
        setAtiva(null);
        recusa(error);
        return false;
      } finally {
        setReservando(null);
      }
    },
    [cpf, minutosReserva, recusa, setAtiva],
  );

  /** Gives the slot back (another day, "Voltar"): the others see it free again. */
  const liberar = useCallback(() => {
    const reservaId = atual.current?.reserva.reservaId;
    setAtiva(null);
    if (reservaId) void liberarReserva(reservaId);
  }, [setAtiva]);

  /** The server consumed the hold (booked) or refused it (expired): nothing to release. */
  const encerrar = useCallback(() => setAtiva(null), [setAtiva]);

  const restantes = ativa ? segundosRestantes(ativa.fim, agora) : 0;
  // Ticks once a second while a slot is held; the tick that reaches 0 ends the hold.
  useEffect(() => {
    if (!ativa) return;
    const timer = window.setInterval(() => {
      const agora = Date.now();
      setAgora(agora);
      if (segundosRestantes(ativa.fim, agora) > 0) return;
      liberar();
      showAlert({ tipo: 'atencao', mensagem: AGENDAMENTO_MESSAGES.holdExpired });
      void refreshAgendas();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [ativa, liberar, refreshAgendas]);

  // Leaving the screen or choosing another beneficiary, speciality or clinic releases the hold.
  useEffect(
    () => () => {
      const reservaId = atual.current?.reserva.reservaId;
      if (reservaId) void liberarReserva(reservaId);
    },
    [],
  );

  return { ativa, reservando, restantes, reservar, liberar, encerrar };
}
