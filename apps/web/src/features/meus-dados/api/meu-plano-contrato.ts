// GET /api/beneficiarios/meu-plano/contratos/{codigoPlano}: the contract, its members, cancellation and
// death certificates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContratoDetalhe } from '@portal/domain/contract/meus-dados/meu-plano';
import { api } from '../../../lib/api-client';

export const fetchContratoDetalhe = (codigo: string, signal?: AbortSignal) =>
  api.get<ContratoDetalhe>(`/beneficiarios/meu-plano/contratos/${encodeURIComponent(codigo)}`, { signal });

export const contratoDetalheQueryOptions = (codigo: string) =>
  queryOptions({
    queryKey: ['meu-plano', 'contrato', codigo],
    queryFn: ({ signal }) => fetchContratoDetalhe(codigo, signal),
    retry: false,
  });

export const useContratoDetalhe = (codigo: string | undefined) =>
  useQuery({ ...contratoDetalheQueryOptions(codigo ?? ''), enabled: Boolean(codigo) });
