// GET and PUT /api/beneficiarios/notificacoes/preferencias (issue 42, decision 0052): the member's choices of
// channels per event, theirs and the relatives' they may follow. A save answers the whole page again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificacoesCalls } from '@portal/domain/contract/calls/meus-dados/notificacoes';
import type { EscolhaNotificacao } from '@portal/domain/contract/meus-dados/notificacoes';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const preferenciasNotificacaoQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(notificacoesCalls.preferencias), retry: false });

export const usePreferenciasNotificacao = () => useQuery(preferenciasNotificacaoQueryOptions());

export function useSalvarPreferenciasNotificacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { cpf: string; escolhas: EscolhaNotificacao[] }) =>
      callEndpoint(notificacoesCalls.salvar, { params: { cpf: v.cpf }, body: { escolhas: v.escolhas } }),
    onSuccess: (dados) => queryClient.setQueryData(preferenciasNotificacaoQueryOptions().queryKey, dados),
  });
}
