// GET /{cpf}/ultimos-reembolsos (the last ones and the bank accounts to reuse, masked) and
// GET /{cpf}/reembolsos (all of them). A new request makes both stale: reembolsosKeys lists what to refresh.
import { useQuery } from '@tanstack/react-query';
import { reembolsoCalls } from '@portal/domain/contract/calls/financeiro/reembolso';
import { endpointKey } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useUltimosReembolsos = (cpf: string) =>
  useQuery(endpointQueryOptions(reembolsoCalls.ultimos, { params: { cpf } }));

export const useReembolsos = (cpf: string) =>
  useQuery(endpointQueryOptions(reembolsoCalls.reembolsos, { params: { cpf } }));

/** Prefixes of every list of reimbursements (any beneficiary). */
export const reembolsosKeys = () => [
  endpointKey(reembolsoCalls.ultimos).slice(0, 1),
  endpointKey(reembolsoCalls.reembolsos).slice(0, 1),
];
