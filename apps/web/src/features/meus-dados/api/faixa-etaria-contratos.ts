// GET /api/beneficiarios/faixa-etaria/contratos: the contracts to choose from.
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { faixaEtariaCalls } from '@portal/domain/contract/calls/meus-dados/faixa-etaria';

export const faixaEtariaContratosQueryOptions = () => endpointQueryOptions(faixaEtariaCalls.contratos);

export const useFaixaEtariaContratos = () => useQuery(faixaEtariaContratosQueryOptions());
