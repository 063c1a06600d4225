// GET /api/beneficiarios/faixa-etaria/historico?codigoPlano=: the contract's age-band changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { faixaEtariaEndpoints } from '@portal/domain/contract/meus-dados/faixa-etaria';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const historicoFaixaEtariaQueryOptions = (codigoPlano: string) =>
  queryOptions({
    ...endpointQueryOptions(faixaEtariaEndpoints.historico, { query: { codigoPlano } }),
    retry: false,
  });

export const useHistoricoFaixaEtaria = (codigoPlano: string | undefined) =>
  useQuery({ ...historicoFaixaEtariaQueryOptions(codigoPlano ?? ''), enabled: Boolean(codigoPlano) });
