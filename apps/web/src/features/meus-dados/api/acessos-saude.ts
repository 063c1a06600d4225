// GET, POST and DELETE /api/beneficiarios/acessos-saude (issue 33): who may see the member's health data,
// granting (or changing) it, and revoking it at once. Every change refreshes the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acessosSaudeCalls } from '@portal/domain/contract/calls/meus-dados/acessos-saude';
import type { ConcederAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const acessosSaudeQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(acessosSaudeCalls.lista), retry: false });

export const useAcessosSaude = () => useQuery(acessosSaudeQueryOptions());

function useAtualizaLista() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: acessosSaudeQueryOptions().queryKey });
}

export function useConcederAcessoSaude() {
  const atualizar = useAtualizaLista();
  return useMutation({
    mutationFn: (body: ConcederAcessoSaude) => callEndpoint(acessosSaudeCalls.conceder, { body }),
    onSettled: atualizar,
  });
}

export function useRevogarAcessoSaude() {
  const atualizar = useAtualizaLista();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(acessosSaudeCalls.revogar, { params: { id } }),
    onSettled: atualizar,
  });
}
