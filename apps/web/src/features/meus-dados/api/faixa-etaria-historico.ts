// GET /api/beneficiarios/faixa-etaria/historico?codigoPlano=: the contract's age-band changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoricoFaixaEtariaResponse } from '@portal/domain/contract/meus-dados/faixa-etaria';
import { api } from '../../../lib/api-client';

export const fetchHistoricoFaixaEtaria = (codigoPlano: string, signal?: AbortSignal) =>
  api.get<HistoricoFaixaEtariaResponse>('/beneficiarios/faixa-etaria/historico', {
    query: { codigoPlano },
    signal,
  });

export const historicoFaixaEtariaQueryOptions = (codigoPlano: string) =>
  queryOptions({
    queryKey: ['faixa-etaria', 'historico', codigoPlano],
    queryFn: ({ signal }) => fetchHistoricoFaixaEtaria(codigoPlano, signal),
    retry: false,
  });

export const useHistoricoFaixaEtaria = (codigoPlano: string | undefined) =>
  useQuery({ ...historicoFaixaEtariaQueryOptions(codigoPlano ?? ''), enabled: Boolean(codigoPlano) });
