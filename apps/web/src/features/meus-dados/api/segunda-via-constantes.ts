// GET /api/beneficiarios/segunda-via-cartao/constantes: the reasons.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { segundaViaCartaoCalls } from '@portal/domain/contract/calls/meus-dados/segunda-via-cartao';

export const segundaViaConstantesQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(segundaViaCartaoCalls.constantes), staleTime: Infinity });

export const useSegundaViaConstantes = () => useQuery(segundaViaConstantesQueryOptions());
