// GET /api/endereco/cidade?pais,uf,cidade: city suggestions for the typed name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAIS_BRASIL, type Cidade } from '@portal/domain/contract/meus-dados/endereco';
import { api } from '../../../lib/api-client';

export const fetchCidades = (uf: string, cidade: string, signal?: AbortSignal) =>
  api.get<Cidade[]>('/endereco/cidade', {
    query: { pais: PAIS_BRASIL, uf, cidade },
    signal,
    background: true,
  });

export const cidadesQueryOptions = (uf: string, cidade: string) =>
  queryOptions({
    queryKey: ['endereco', 'cidades', uf, cidade],
    queryFn: ({ signal }) => fetchCidades(uf, cidade, signal),
    staleTime: Infinity,
  });

export const useCidades = (uf: string, cidade: string) =>
  useQuery({ ...cidadesQueryOptions(uf, cidade), enabled: uf.length === 2 });
