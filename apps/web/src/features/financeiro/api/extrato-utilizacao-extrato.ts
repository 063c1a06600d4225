// GET /api/beneficiarios/extrato-utilizacao/extrato?cpf=&dataInicial=&dataFinal=&tipos=: the uses of a
// beneficiary in a period, grouped by month (tipos repeats its key, spec §7).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { extratoUtilizacaoCalls } from '@portal/domain/contract/calls/financeiro/extrato-utilizacao';
import type { TipoUtilizacao } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export interface ExtratoFiltro {
  cpf: string;
  /** 'dd/MM/yyyy'. */
  dataInicial: string;
  dataFinal: string;
  tipos: TipoUtilizacao[];
}

export const extratoQueryOptions = (filtro: ExtratoFiltro) =>
  queryOptions({
    ...endpointQueryOptions(extratoUtilizacaoCalls.extrato, { query: filtro }),
    retry: false,
    // A new filter keeps the last list on screen until the new one arrives (no jump to the loader).
    placeholderData: keepPreviousData,
  });

export const useExtrato = (filtro: ExtratoFiltro | null) =>
  useQuery({
    ...extratoQueryOptions(filtro ?? { cpf: '', dataInicial: '', dataFinal: '', tipos: [] }),
    enabled: filtro !== null,
  });
