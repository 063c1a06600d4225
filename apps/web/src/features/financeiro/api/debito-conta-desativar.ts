// PUT /api/beneficiarios/debito-conta/desativar: ends the active or requested debit; answers the
// protocol of the deactivation and the new state.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { debitoContaEndpoints } from '@portal/domain/contract/financeiro/debito-conta';
import { callEndpoint } from '../../../lib/endpoint-client';
import { debitoContaQueryOptions } from './debito-conta-situacao';

export const desativarDebitoConta = () => callEndpoint(debitoContaEndpoints.desativar);

export function useDesativarDebitoConta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desativarDebitoConta,
    onSuccess: (resposta) => queryClient.setQueryData(debitoContaQueryOptions().queryKey, resposta.debito),
  });
}
