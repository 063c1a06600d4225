// POST /api/beneficiarios/segunda-via-cartao/solicitar/{cpf}: answers the protocol number; the person's
// card list is read again so the new request shows as pending.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SolicitarSegundaVia } from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { segundaViaCarteirasQueryOptions } from './segunda-via-carteiras';
import { segundaViaCartaoCalls } from '@portal/domain/contract/calls/meus-dados/segunda-via-cartao';

export const solicitarSegundaVia = (cpf: string, body: SolicitarSegundaVia) =>
  callEndpoint(segundaViaCartaoCalls.solicitar, { params: { cpf }, body });

export function useSolicitarSegundaVia(cpf: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SolicitarSegundaVia) => solicitarSegundaVia(cpf, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: segundaViaCarteirasQueryOptions(cpf).queryKey }),
  });
}
