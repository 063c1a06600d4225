// GET /api/parametros/restritos?nome=…&nome=… (spec §7): operator values only a signed-in member reads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parametro, ParametroRestrito } from '@portal/domain/contract/shell/parametros';
import { api, type RequestOptions } from '../../../lib/api-client';

export type ParametrosRestritos = Partial<Record<ParametroRestrito, string>>;

export async function fetchParametrosRestritos(
  nomes: readonly ParametroRestrito[],
  options?: Pick<RequestOptions, 'ignoreRedirect' | 'signal'>,
): Promise<ParametrosRestritos> {
  const lista = await api.get<Parametro[]>('/parametros/restritos', { ...options, query: { nome: nomes } });
  return Object.fromEntries(lista.map(({ nome, valor }) => [nome, valor]));
}

export const parametrosRestritosQueryOptions = (nomes: readonly ParametroRestrito[]) =>
  queryOptions({
    queryKey: ['parametros', 'restritos', ...nomes],
    queryFn: ({ signal }) => fetchParametrosRestritos(nomes, { signal }),
    staleTime: Infinity,
  });

export const useParametrosRestritos = (nomes: readonly ParametroRestrito[]) =>
  useQuery(parametrosRestritosQueryOptions(nomes));
