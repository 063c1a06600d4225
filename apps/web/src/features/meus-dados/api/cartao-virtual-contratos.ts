// GET /api/beneficiarios/cartao-virtual/contratos: the plans shown as tabs on Cartão Virtual.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { cartaoVirtualCalls } from '@portal/domain/contract/calls/meus-dados/cartao-virtual';

export const cartaoVirtualContratosQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(cartaoVirtualCalls.contratos), retry: false });

export const useCartaoVirtualContratos = () => useQuery(cartaoVirtualContratosQueryOptions());
