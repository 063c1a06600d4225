// GET /api/beneficiarios/meu-plano/constantes: cancellation reasons and the RN 412 notice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { meuPlanoCalls } from '@portal/domain/contract/calls/meus-dados/meu-plano';

export const constantesMeuPlanoQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(meuPlanoCalls.constantes), staleTime: Infinity });

export const useConstantesMeuPlano = () => useQuery(constantesMeuPlanoQueryOptions());
