// GET and POST /api/beneficiarios/direitos-titular (issue 39, decision 0045): the member's own LGPD requests
// and filing one. A filing refreshes the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { direitosTitularCalls } from '@portal/domain/contract/calls/meus-dados/direitos-titular';
import type { NovaSolicitacaoTitular } from '@portal/domain/contract/meus-dados/direitos-titular';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const direitosTitularQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(direitosTitularCalls.listar), retry: false });

export const useDireitosTitular = () => useQuery(direitosTitularQueryOptions());

export function useSolicitarDireitoTitular() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NovaSolicitacaoTitular) => callEndpoint(direitosTitularCalls.solicitar, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: direitosTitularQueryOptions().queryKey }),
  });
}
