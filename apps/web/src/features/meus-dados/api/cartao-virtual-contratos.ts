// GET /api/beneficiarios/cartao-virtual/contratos: the plans shown as tabs on Cartão Virtual.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import { api } from '../../../lib/api-client';

export const fetchCartaoVirtualContratos = (signal?: AbortSignal) =>
  api.get<ContratosResponse>('/beneficiarios/cartao-virtual/contratos', { signal });

export const cartaoVirtualContratosQueryOptions = () =>
  queryOptions({
    queryKey: ['cartao-virtual', 'contratos'],
    queryFn: ({ signal }) => fetchCartaoVirtualContratos(signal),
    retry: false,
  });

export const useCartaoVirtualContratos = () => useQuery(cartaoVirtualContratosQueryOptions());
