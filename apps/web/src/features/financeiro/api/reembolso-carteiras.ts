// GET /api/beneficiarios/solicitacao-reembolso/listagem-carteiras/{cpf}: the card picker.
import { useQuery } from '@tanstack/react-query';
import { reembolsoCalls } from '@portal/domain/contract/calls/financeiro/reembolso';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useReembolsoCarteiras = (cpf: string | null) =>
  useQuery({
    ...endpointQueryOptions(reembolsoCalls.carteiras, { params: { cpf: cpf ?? '' } }),
    enabled: cpf !== null,
  });
