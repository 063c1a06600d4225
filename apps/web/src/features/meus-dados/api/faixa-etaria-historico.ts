// GET /api/beneficiarios/faixa-etaria/historico?codigoPlano=: the contract's age-band changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { faixaEtariaCalls } from '@portal/domain/contract/calls/meus-dados/faixa-etaria';

export const historicoFaixaEtariaQueryOptions = (codigoPlano: string) =>
  queryOptions({
    ...endpointQueryOptions(faixaEtariaCalls.historico, { query: { codigoPlano } }),
    retry: false,
  });

export const useHistoricoFaixaEtaria = (codigoPlano: string | undefined) =>
  useQuery({ ...historicoFaixaEtariaQueryOptions(codigoPlano ?? ''), enabled: Boolean(codigoPlano) });
