// GET /api/beneficiarios/meu-plano/contratos: the plans shown as tabs on Meu Plano.
import { useQuery } from '@tanstack/react-query';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const meuPlanoContratosQueryOptions = () => endpointQueryOptions(meuPlanoEndpoints.contratos);

export const useMeuPlanoContratos = () => useQuery(meuPlanoContratosQueryOptions());
