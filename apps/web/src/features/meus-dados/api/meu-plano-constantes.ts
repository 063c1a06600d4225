// GET /api/beneficiarios/meu-plano/constantes: cancellation reasons and the RN 412 notice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConstantesMeuPlano } from '@portal/domain/contract/meus-dados/meu-plano';
import { api } from '../../../lib/api-client';

export const fetchConstantesMeuPlano = (signal?: AbortSignal) =>
  api.get<ConstantesMeuPlano>('/beneficiarios/meu-plano/constantes', { signal });

export const constantesMeuPlanoQueryOptions = () =>
  queryOptions({
    queryKey: ['meu-plano', 'constantes'],
    queryFn: ({ signal }) => fetchConstantesMeuPlano(signal),
    staleTime: Infinity,
  });

export const useConstantesMeuPlano = () => useQuery(constantesMeuPlanoQueryOptions());
