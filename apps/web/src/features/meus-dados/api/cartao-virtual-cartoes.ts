// GET /api/beneficiarios/cartao-virtual/{codigoPlano}: the cards of a plan as shown at a provider.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartoesVirtuaisResponse } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { api } from '../../../lib/api-client';

export const fetchCartoesVirtuais = (codigo: string, signal?: AbortSignal) =>
  api.get<CartoesVirtuaisResponse>(`/beneficiarios/cartao-virtual/${encodeURIComponent(codigo)}`, {
    signal,
  });

export const cartoesVirtuaisQueryOptions = (codigo: string) =>
  queryOptions({
    queryKey: ['cartao-virtual', 'cartoes', codigo],
    queryFn: ({ signal }) => fetchCartoesVirtuais(codigo, signal),
    retry: false,
  });

export const useCartoesVirtuais = (codigo: string | undefined) =>
  useQuery({ ...cartoesVirtuaisQueryOptions(codigo ?? ''), enabled: Boolean(codigo) });
