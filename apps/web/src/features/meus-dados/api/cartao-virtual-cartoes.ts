// GET /api/beneficiarios/cartao-virtual/{codigoPlano}: the cards of a plan as shown at a provider.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const cartoesVirtuaisQueryOptions = (codigoPlano: string) =>
  queryOptions({
    ...endpointQueryOptions(cartaoVirtualEndpoints.cartoes, { params: { codigoPlano } }),
    retry: false,
  });

export const useCartoesVirtuais = (codigo: string | undefined) =>
  useQuery({ ...cartoesVirtuaisQueryOptions(codigo ?? ''), enabled: Boolean(codigo) });
