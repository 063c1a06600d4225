// GET /api/beneficiarios/dispositivos-conectados and its two ends (issue 42): the account's live sessions,
// ending one other or all the others. Each end refreshes the list (the row is gone, or the count changed).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispositivosConectadosCalls as calls } from '@portal/domain/contract/calls/meus-dados/dispositivos-conectados';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const dispositivosConectadosQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(calls.lista), retry: false });

export const useDispositivosConectados = () => useQuery(dispositivosConectadosQueryOptions());

function useRefreshingMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: dispositivosConectadosQueryOptions().queryKey }),
  });
}

export const useEncerrarDispositivo = () =>
  useRefreshingMutation((id: number) => callEndpoint(calls.encerrar, { params: { id } }));

export const useEncerrarOutrosDispositivos = () =>
  useRefreshingMutation(() => callEndpoint(calls.encerrarOutros, {}));
