// PUT /api/beneficiarios/debito-conta/desativar: ends the active or requested debit; answers the
// protocol of the deactivation and the new state.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { debitoContaCalls } from '@portal/domain/contract/calls/financeiro/debito-conta';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { debitoContaQueryOptions } from './debito-conta-situacao';

export const desativarDebitoConta = () => callEndpoint(debitoContaCalls.desativar);

export function useDesativarDebitoConta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desativarDebitoConta,
    onSuccess: (resposta) => queryClient.setQueryData(debitoContaQueryOptions().queryKey, resposta.debito),
  });
}
