// GET /api/bemmais/status (spec §3 "Maintenance status"): checked at start; when emManutencao is true the
// portal shows the notice instead of itself. A failed check never hides the portal.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusManutencao } from '@portal/domain/contract/shell/parametros';
import { api } from '../../../lib/api-client';

export const fetchStatusManutencao = (signal?: AbortSignal): Promise<StatusManutencao> =>
  api.get<StatusManutencao>('/bemmais/status', { ignoreRedirect: true, background: true, signal });

export const statusManutencaoQueryOptions = () =>
  queryOptions({
    queryKey: ['bemmais', 'status'],
    queryFn: ({ signal }) => fetchStatusManutencao(signal),
    staleTime: Infinity,
    // Operator data, the same for everyone: kept when a member signs out.
    meta: { publico: true },
  });

export const useStatusManutencao = () => useQuery(statusManutencaoQueryOptions());
