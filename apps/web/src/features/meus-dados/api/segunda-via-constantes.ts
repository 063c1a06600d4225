// GET /api/beneficiarios/segunda-via-cartao/constantes: the reasons.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { segundaViaCartaoEndpoints } from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const segundaViaConstantesQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(segundaViaCartaoEndpoints.constantes), staleTime: Infinity });

export const useSegundaViaConstantes = () => useQuery(segundaViaConstantesQueryOptions());
