// GET /api/beneficiarios/faixa-etaria/contratos: the contracts to choose from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import { api } from '../../../lib/api-client';

export const fetchFaixaEtariaContratos = (signal?: AbortSignal) =>
  api.get<ContratosResponse>('/beneficiarios/faixa-etaria/contratos', { signal });

export const faixaEtariaContratosQueryOptions = () =>
  queryOptions({
    queryKey: ['faixa-etaria', 'contratos'],
    queryFn: ({ signal }) => fetchFaixaEtariaContratos(signal),
  });

export const useFaixaEtariaContratos = () => useQuery(faixaEtariaContratosQueryOptions());
