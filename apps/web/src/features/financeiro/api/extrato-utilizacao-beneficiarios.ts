// GET /api/beneficiarios/extrato-utilizacao/listagem-beneficiarios: the beneficiary picker.
import { useQuery } from '@tanstack/react-query';
import { extratoUtilizacaoCalls } from '@portal/domain/contract/calls/financeiro/extrato-utilizacao';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const extratoBeneficiariosQueryOptions = () =>
  endpointQueryOptions(extratoUtilizacaoCalls.listagemBeneficiarios);

export const useExtratoBeneficiarios = () => useQuery(extratoBeneficiariosQueryOptions());
