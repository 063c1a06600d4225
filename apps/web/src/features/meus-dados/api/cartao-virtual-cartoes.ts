// GET /api/beneficiarios/cartao-virtual/{codigoPlano}: the cards of a plan as shown at a provider.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { cartaoVirtualCalls } from '@portal/domain/contract/calls/meus-dados/cartao-virtual';

export const cartoesVirtuaisQueryOptions = (codigoPlano: string) =>
  queryOptions({
    ...endpointQueryOptions(cartaoVirtualCalls.cartoes, { params: { codigoPlano } }),
    retry: false,
  });

export const useCartoesVirtuais = (codigo: string | undefined) =>
  useQuery({ ...cartoesVirtuaisQueryOptions(codigo ?? ''), enabled: Boolean(codigo) });
