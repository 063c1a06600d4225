// GET and DELETE /api/beneficiarios/cartao-virtual/links-compartilhados: the live shared links the member
// issued, and revoking one (the link stops opening the card at once).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { cartaoVirtualCalls } from '@portal/domain/contract/calls/meus-dados/cartao-virtual';

export const linksCompartilhadosQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(cartaoVirtualCalls.linksCompartilhados), retry: false });

export const useLinksCompartilhados = () => useQuery(linksCompartilhadosQueryOptions());

export function useRevogarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(cartaoVirtualCalls.revogarLink, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linksCompartilhadosQueryOptions().queryKey }),
  });
}
