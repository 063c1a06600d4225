// GET /contatos: the operator's channels for questions about reimbursements.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reembolsoCalls } from '@portal/domain/contract/calls/financeiro/reembolso';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useReembolsoContatos = () =>
  useQuery(queryOptions({ ...endpointQueryOptions(reembolsoCalls.contatos), staleTime: 5 * 60_000 }));
