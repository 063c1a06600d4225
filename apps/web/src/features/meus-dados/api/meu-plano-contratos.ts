// GET /api/beneficiarios/meu-plano/contratos: the plans shown as tabs on Meu Plano.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import { api } from '../../../lib/api-client';

export const fetchMeuPlanoContratos = (signal?: AbortSignal) =>
  api.get<ContratosResponse>('/beneficiarios/meu-plano/contratos', { signal });

export const meuPlanoContratosQueryOptions = () =>
  queryOptions({
    queryKey: ['meu-plano', 'contratos'],
    queryFn: ({ signal }) => fetchMeuPlanoContratos(signal),
  });

export const useMeuPlanoContratos = () => useQuery(meuPlanoContratosQueryOptions());
