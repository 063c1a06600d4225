// GET /api/termos-de-uso (spec §7 "Other reads"): the operator's terms, as simple HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { textosLegaisEndpoints } from '@portal/domain/contract/shell/textos-legais';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const termosDeUsoQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(textosLegaisEndpoints.termosDeUso, { ignoreRedirect: true }),
    meta: { publico: true },
  });

export const useTermosDeUso = () => useQuery(termosDeUsoQueryOptions());
