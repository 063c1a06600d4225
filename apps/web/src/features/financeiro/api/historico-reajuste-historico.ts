// GET /api/beneficiarios/historico-reajuste/{codigoPlano}: the contract's adjustments, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { historicoReajusteCalls } from '@portal/domain/contract/calls/financeiro/historico-reajuste';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const historicoReajusteQueryOptions = (codigoPlano: string) =>
  queryOptions({
    ...endpointQueryOptions(historicoReajusteCalls.historico, { params: { codigoPlano } }),
    retry: false,
  });

export const useHistoricoReajuste = (codigoPlano: string) =>
  useQuery(historicoReajusteQueryOptions(codigoPlano));
