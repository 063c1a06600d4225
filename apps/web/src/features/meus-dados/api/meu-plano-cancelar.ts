// POST /api/beneficiarios/meu-plano/contrato/cancelar: the titular's RN 412 cancellation; answers the
// protocol number.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CancelarContratoBody,
  CancelarContratoResponse,
} from '@portal/domain/contract/meus-dados/meu-plano';
import { api } from '../../../lib/api-client';

export const cancelarContrato = (body: CancelarContratoBody) =>
  api.post<CancelarContratoResponse>('/beneficiarios/meu-plano/contrato/cancelar', body);

export function useCancelarContrato() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarContrato,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: ['meu-plano', 'contrato', body.codigoContrato] }),
  });
}
