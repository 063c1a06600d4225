// GET /api/termos-de-uso (spec §7 "Other reads"): the operator's terms, as simple HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { api } from '../../../lib/api-client';

export const fetchTermosDeUso = (signal?: AbortSignal): Promise<TextoLegal> =>
  api.get<TextoLegal>('/termos-de-uso', { signal, ignoreRedirect: true });

export const termosDeUsoQueryOptions = () =>
  queryOptions({
    queryKey: ['termos-de-uso'],
    queryFn: ({ signal }) => fetchTermosDeUso(signal),
    meta: { publico: true },
  });

export const useTermosDeUso = () => useQuery(termosDeUsoQueryOptions());
