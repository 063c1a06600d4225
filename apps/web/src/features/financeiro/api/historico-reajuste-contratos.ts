// GET /api/beneficiarios/historico-reajuste/contratos: the plan tabs.
import { useQuery } from '@tanstack/react-query';
import { historicoReajusteCalls } from '@portal/domain/contract/calls/financeiro/historico-reajuste';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const reajusteContratosQueryOptions = () => endpointQueryOptions(historicoReajusteCalls.contratos);

export const useReajusteContratos = () => useQuery(reajusteContratosQueryOptions());
