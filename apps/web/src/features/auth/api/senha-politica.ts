// GET /api/senha/politica: the password policy the forms show live (spec §5 "The policy comes from the server").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoliticaSenha } from '@portal/domain/contract/auth/senha';
import { api } from '../../../lib/api-client';

export const fetchSenhaPolitica = (signal?: AbortSignal): Promise<PoliticaSenha> =>
  api.get<PoliticaSenha>('/senha/politica', { signal, background: true });

export const senhaPoliticaQueryOptions = () =>
  queryOptions({
    queryKey: ['senha', 'politica'],
    queryFn: ({ signal }) => fetchSenhaPolitica(signal),
    staleTime: Infinity,
    meta: { publico: true },
  });

export const useSenhaPolitica = () => useQuery(senhaPoliticaQueryOptions());
