// GET /api/beneficiarios/demonstrativo-coparticipacao/contratos: the plan tabs.
import { useQuery } from '@tanstack/react-query';
import { demonstrativoCoparticipacaoCalls } from '@portal/domain/contract/calls/financeiro/demonstrativo-coparticipacao';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const coparticipacaoContratosQueryOptions = () =>
  endpointQueryOptions(demonstrativoCoparticipacaoCalls.contratos);

export const useCoparticipacaoContratos = () => useQuery(coparticipacaoContratosQueryOptions());
