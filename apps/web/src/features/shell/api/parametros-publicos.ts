// GET /api/parametros/publicos?nome=…&nome=… (spec §7): the operator values the shell needs before
// login (footer, bot-check, chatbot, VLibras, medical guide). Loaded once at start.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARAMETROS_PUBLICOS, type Parametro, type ParametroPublico } from '@portal/domain/contract/shell/parametros';
import { api } from '../../../lib/api-client';

export type ParametrosPublicos = Partial<Record<ParametroPublico, string>>;

export async function fetchParametrosPublicos(signal?: AbortSignal): Promise<ParametrosPublicos> {
  const lista = await api.get<Parametro[]>('/parametros/publicos', {
    query: { nome: PARAMETROS_PUBLICOS },
    ignoreRedirect: true,
    background: true,
    signal,
  });
  return Object.fromEntries(lista.map(({ nome, valor }) => [nome, valor]));
}

export const parametrosPublicosQueryOptions = () =>
  queryOptions({
    queryKey: ['parametros', 'publicos'],
    queryFn: ({ signal }) => fetchParametrosPublicos(signal),
    staleTime: Infinity,
    // Operator data, the same for everyone: kept when a member signs out.
    meta: { publico: true },
  });

export const useParametrosPublicos = () => useQuery(parametrosPublicosQueryOptions());
