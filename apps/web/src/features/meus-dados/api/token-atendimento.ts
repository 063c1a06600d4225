// The attendance token's calls (issue 41): the picker, a card's secret for this device, and a new secret.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tokenAtendimentoCalls } from '@portal/domain/contract/calls/meus-dados/token-atendimento';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { salvarToken } from '../components/token-atendimento-salvo';

export const useTokenAtendimentoListagem = () =>
  useQuery({ ...endpointQueryOptions(tokenAtendimentoCalls.listagem), retry: false });

export const tokenAtendimentoQueryOptions = (carteira: string) =>
  queryOptions({
    ...endpointQueryOptions(tokenAtendimentoCalls.token, { params: { carteira } }),
    retry: false,
  });

export const useTokenAtendimento = (carteira: string | null) =>
  useQuery({ ...tokenAtendimentoQueryOptions(carteira ?? ''), enabled: Boolean(carteira) });

export function useRenovarToken(carteira: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(tokenAtendimentoCalls.renovar, { params: { carteira } }),
    onSuccess: (token) => {
      salvarToken(token);
      queryClient.setQueryData(tokenAtendimentoQueryOptions(carteira).queryKey, token);
    },
  });
}
