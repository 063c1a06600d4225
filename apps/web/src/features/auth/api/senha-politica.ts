// GET /api/senha/politica: the password policy the forms show live (spec §5 "The policy comes from the server").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { senhaEndpoints } from '@portal/domain/contract/auth/senha';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const senhaPoliticaQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(senhaEndpoints.politica, { background: true }),
    staleTime: Infinity,
    meta: { publico: true },
  });

export const useSenhaPolitica = () => useQuery(senhaPoliticaQueryOptions());
