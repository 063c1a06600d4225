// GET /constantes: types, reasons, limits, deadline and banks. They do not change in a session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reembolsoCalls } from '@portal/domain/contract/calls/financeiro/reembolso';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useReembolsoConstantes = () =>
  useQuery(queryOptions({ ...endpointQueryOptions(reembolsoCalls.constantes), staleTime: Infinity }));
