// GET /api/senha/politica: the password policy the forms show live (spec §5 "The policy comes from the server").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { senhaCalls } from '@portal/domain/contract/calls/auth/senha';

export const senhaPoliticaQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(senhaCalls.politica, { background: true }),
    staleTime: Infinity,
    meta: { publico: true },
  });

export const useSenhaPolitica = () => useQuery(senhaPoliticaQueryOptions());
