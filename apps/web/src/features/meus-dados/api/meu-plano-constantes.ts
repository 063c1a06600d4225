// GET /api/beneficiarios/meu-plano/constantes: cancellation reasons and the RN 412 notice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const constantesMeuPlanoQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(meuPlanoEndpoints.constantes), staleTime: Infinity });

export const useConstantesMeuPlano = () => useQuery(constantesMeuPlanoQueryOptions());
