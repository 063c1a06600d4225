// POST /api/beneficiarios/meu-plano/contrato/cancelar: the titular's RN 412 cancellation; answers the
// protocol number, and the contract is read again so it shows as cancelled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelarContratoBody } from '@portal/domain/contract/meus-dados/meu-plano';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { contratoDetalheQueryOptions } from './meu-plano-contrato';
import { meuPlanoCalls } from '@portal/domain/contract/calls/meus-dados/meu-plano';

export const cancelarContrato = (body: CancelarContratoBody) =>
  callEndpoint(meuPlanoCalls.cancelar, { body });

export function useCancelarContrato() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarContrato,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: contratoDetalheQueryOptions(body.codigoContrato).queryKey }),
  });
}
