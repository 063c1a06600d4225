// PUT /api/beneficiarios/debito-conta/ativar (multipart): the bank data, the authorization, the document
// and the selfie; answers the request's protocol and the new state, which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { debitoContaCalls } from '@portal/domain/contract/calls/financeiro/debito-conta';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { debitoContaQueryOptions } from './debito-conta-situacao';

export const ativarDebitoConta = (form: FormData) => callEndpoint(debitoContaCalls.ativar, { body: form });

export function useAtivarDebitoConta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ativarDebitoConta,
    onSuccess: (resposta) => queryClient.setQueryData(debitoContaQueryOptions().queryKey, resposta.debito),
  });
}
