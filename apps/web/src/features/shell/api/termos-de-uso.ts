// GET /api/termos-de-uso (spec §7 "Other reads"): the operator's terms, as simple HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-client';
import { textosLegaisCalls } from '@portal/domain/contract/calls/shell/textos-legais';

export const termosDeUsoQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(textosLegaisCalls.termosDeUso, { ignoreRedirect: true }),
    meta: { publico: true },
  });

export const useTermosDeUso = () => useQuery(termosDeUsoQueryOptions());
