// GET /api/beneficiarios/extrato-utilizacao/periodos?cpf=: the operator's today and the default period
// (the whole previous month) for the date-range picker.
import { useQuery } from '@tanstack/react-query';
import { extratoUtilizacaoCalls } from '@portal/domain/contract/calls/financeiro/extrato-utilizacao';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const periodosQueryOptions = (cpf: string) =>
  endpointQueryOptions(extratoUtilizacaoCalls.periodos, { query: { cpf } });

export const usePeriodos = (cpf: string | null) =>
  useQuery({ ...periodosQueryOptions(cpf ?? ''), enabled: Boolean(cpf) });
