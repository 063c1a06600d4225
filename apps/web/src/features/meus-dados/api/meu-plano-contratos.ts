// GET /api/beneficiarios/meu-plano/contratos: the plans shown as tabs on Meu Plano.
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { meuPlanoCalls } from '@portal/domain/contract/calls/meus-dados/meu-plano';

export const meuPlanoContratosQueryOptions = () => endpointQueryOptions(meuPlanoCalls.contratos);

export const useMeuPlanoContratos = () => useQuery(meuPlanoContratosQueryOptions());
