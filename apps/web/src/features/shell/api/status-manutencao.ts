// GET /api/bemmais/status (spec §3 "Maintenance status"): checked at start; when emManutencao is true the
// portal shows the notice instead of itself. A failed check never hides the portal.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../lib/endpoint-client';
import { parametrosCalls } from '@portal/domain/contract/calls/shell/parametros';

export const statusManutencaoQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(parametrosCalls.statusManutencao, { ignoreRedirect: true, background: true }),
    staleTime: Infinity,
    // Operator data, the same for everyone: kept when a member signs out.
    meta: { publico: true },
  });

export const useStatusManutencao = () => useQuery(statusManutencaoQueryOptions());
