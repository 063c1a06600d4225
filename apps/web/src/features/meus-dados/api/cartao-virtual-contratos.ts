// GET /api/beneficiarios/cartao-virtual/contratos: the plans shown as tabs on Cartão Virtual.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const cartaoVirtualContratosQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(cartaoVirtualEndpoints.contratos), retry: false });

export const useCartaoVirtualContratos = () => useQuery(cartaoVirtualContratosQueryOptions());
