// GET /api/beneficiarios/faixa-etaria/contratos: the contracts to choose from.
import { useQuery } from '@tanstack/react-query';
import { faixaEtariaEndpoints } from '@portal/domain/contract/meus-dados/faixa-etaria';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const faixaEtariaContratosQueryOptions = () => endpointQueryOptions(faixaEtariaEndpoints.contratos);

export const useFaixaEtariaContratos = () => useQuery(faixaEtariaContratosQueryOptions());
