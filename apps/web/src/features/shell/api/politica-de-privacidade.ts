// GET /api/politica-de-privacidade (spec §7 "Other reads"): the operator's privacy policy, as simple HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { api } from '../../../lib/api-client';

export const fetchPoliticaDePrivacidade = (signal?: AbortSignal): Promise<TextoLegal> =>
  api.get<TextoLegal>('/politica-de-privacidade', { signal, ignoreRedirect: true });

export const politicaDePrivacidadeQueryOptions = () =>
  queryOptions({
    queryKey: ['politica-de-privacidade'],
    queryFn: ({ signal }) => fetchPoliticaDePrivacidade(signal),
    meta: { publico: true },
  });

export const usePoliticaDePrivacidade = () => useQuery(politicaDePrivacidadeQueryOptions());
