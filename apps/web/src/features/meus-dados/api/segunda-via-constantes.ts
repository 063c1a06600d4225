// GET /api/beneficiarios/segunda-via-cartao/constantes: the reasons.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ConstantesSegundaVia {
  motivos: { valor: string; nome: string }[];
}

export const fetchSegundaViaConstantes = (signal?: AbortSignal) =>
  api.get<ConstantesSegundaVia>('/beneficiarios/segunda-via-cartao/constantes', { signal });

export const segundaViaConstantesQueryOptions = () =>
  queryOptions({
    queryKey: ['meus-dados', 'segunda-via', 'constantes'],
    queryFn: ({ signal }) => fetchSegundaViaConstantes(signal),
    staleTime: Infinity,
  });

export const useSegundaViaConstantes = () => useQuery(segundaViaConstantesQueryOptions());
