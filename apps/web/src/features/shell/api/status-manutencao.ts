// GET /api/bemmais/status (spec §3 "Maintenance status"): checked at start; when emManutencao is true the
// portal shows the notice instead of itself. A failed check never hides the portal.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const statusManutencaoQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(parametrosEndpoints.statusManutencao, { ignoreRedirect: true, background: true }),
    staleTime: Infinity,
    // Operator data, the same for everyone: kept when a member signs out.
    meta: { publico: true },
  });

export const useStatusManutencao = () => useQuery(statusManutencaoQueryOptions());
