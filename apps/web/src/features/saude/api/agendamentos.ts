// Agendamento (spec §7 "Appointments", issue 16): the picker, one beneficiary's appointments, confirming
// and cancelling (which make the list stale), and what booking needs — constants, specialities, free
// slots, holding and releasing a slot, and the booking itself. Free slots change under the member's eyes
// (others hold and book them), so they are never served from the cache without asking again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { protocolosCalls } from '@portal/domain/contract/calls/facilidades/protocolos';
import { agendamentosCalls } from '@portal/domain/contract/calls/saude/agendamentos';
import type { OpcaoCancelamento } from '@portal/domain/contract/saude/agendamentos';
import { callEndpoint, downloadEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { downloadBlob } from '../../../platform/api/download';

export const useAgendamentoBeneficiarios = () => useQuery(endpointQueryOptions(agendamentosCalls.listagem));

export const useAgendamentos = (cpf: string) =>
  useQuery({ ...endpointQueryOptions(agendamentosCalls.agendamentos, { query: { cpf } }), retry: false });

export const useConstantesAgendamento = () =>
  useQuery({ ...endpointQueryOptions(agendamentosCalls.constantes), staleTime: Infinity });

export const useContatosAgendamento = (cpf: string) =>
  useQuery({ ...endpointQueryOptions(agendamentosCalls.contatos, { query: { cpf } }), retry: false });

export const useEspecialidades = () =>
  useQuery({ ...endpointQueryOptions(agendamentosCalls.especialidades), retry: false });

export interface AgendaFiltro {
  /** The beneficiary: the server offers only the slots they can take. */
  cpf: string;
  especialidade: string;
  /** A clinic's codigo; null = every clinic. */
  local: string | null;
  /** null = the first day with a free slot. */
  data: string | null;
  /** Choosing a new time for this appointment: its own time is no overlap. */
  remarcando?: string;
}

export const useAgendas = ({ cpf, especialidade, local, data, remarcando }: AgendaFiltro) =>
  useQuery({
    ...endpointQueryOptions(agendamentosCalls.agendas, {
      query: { cpf, especialidade, local: local ?? undefined, data: data ?? undefined, remarcando },
    }),
    retry: false,
    staleTime: 0,
  });

/**
 * Every list a booking, confirmation or cancellation changes: the appointments, the free slots and the
 * protocols (each booking has one, whose history records what happened to it).
 */
function useRefreshAgendamentos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        agendamentosCalls.agendamentos.path,
        agendamentosCalls.agendas.path,
        protocolosCalls.protocolos.path,
      ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
    );
}

export function useConfirmarAgendamento() {
  const refresh = useRefreshAgendamentos();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(agendamentosCalls.confirmar, { body: { id } }),
    onSettled: refresh,
  });
}

export function useCancelarAgendamento() {
  const refresh = useRefreshAgendamentos();
  return useMutation({
    mutationFn: (body: { id: string; opcao: OpcaoCancelamento }) =>
      callEndpoint(agendamentosCalls.cancelar, { body }),
    onSettled: refresh,
  });
}

export function useRemarcar() {
  const refresh = useRefreshAgendamentos();
  return useMutation({
    mutationFn: (body: { id: string; horarioId: string }) =>
      callEndpoint(agendamentosCalls.remarcar, { body }),
    onSettled: refresh,
  });
}

export const reservarHorario = (cpf: string, horarioId: string) =>
  callEndpoint(agendamentosCalls.reservar, { body: { cpf, horarioId } });

/** Best effort: a hold that is not released expires by itself. */
export const liberarReserva = (reservaId: string) =>
  callEndpoint(agendamentosCalls.liberar, {
    body: { reservaId },
    background: true,
    ignoreRedirect: true,
  }).catch(() => undefined);

export function useAgendar() {
  const refresh = useRefreshAgendamentos();
  return useMutation({
    mutationFn: (body: { reservaId: string; codigoContato?: string }) =>
      callEndpoint(agendamentosCalls.agendar, { body }),
    onSettled: refresh,
  });
}

/** After a refusal (the slot was taken, the hold expired): ask for the free slots again. */
export function useRefreshAgendas() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: [agendamentosCalls.agendas.path] }),
    [queryClient],
  );
}

/** "Adicionar à agenda" (issue 37): the appointment's .ics, saved for the member's calendar app to open. */
export async function downloadCalendario(id: string): Promise<void> {
  const file = await downloadEndpoint(agendamentosCalls.calendario, { query: { id } });
  downloadBlob(file.blob, { contentType: file.contentType, fileName: file.fileName ?? 'consulta.ics' });
}
