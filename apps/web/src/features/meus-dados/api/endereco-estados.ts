// GET /api/endereco/estado?pais=Brasil: the states for the UF selects.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAIS_BRASIL } from '@portal/domain/contract/meus-dados/endereco';
import { api } from '../../../lib/api-client';

export interface Estado {
  sigla: string;
  nome: string;
}

export const fetchEstados = (signal?: AbortSignal) =>
  api.get<Estado[]>('/endereco/estado', { query: { pais: PAIS_BRASIL }, signal });

export const estadosQueryOptions = () =>
  queryOptions({
    queryKey: ['endereco', 'estados'],
    queryFn: ({ signal }) => fetchEstados(signal),
    staleTime: Infinity,
  });

export const useEstados = () => useQuery(estadosQueryOptions());
