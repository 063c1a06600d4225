// GET /api/beneficiarios/meus-dados/constantes: the choices of the personal-data form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConstantesDadosPessoais } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { api } from '../../../lib/api-client';

export const fetchDadosPessoaisConstantes = (signal?: AbortSignal) =>
  api.get<ConstantesDadosPessoais>('/beneficiarios/meus-dados/constantes', { signal });

export const dadosPessoaisConstantesQueryOptions = () =>
  queryOptions({
    queryKey: ['meus-dados', 'dados-pessoais', 'constantes'],
    queryFn: ({ signal }) => fetchDadosPessoaisConstantes(signal),
    staleTime: Infinity,
  });

export const useDadosPessoaisConstantes = () => useQuery(dadosPessoaisConstantesQueryOptions());
