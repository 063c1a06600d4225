// GET /api/beneficiarios/meus-dados/constantes: the choices of the personal-data form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const dadosPessoaisConstantesQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(dadosPessoaisEndpoints.constantes), staleTime: Infinity });

export const useDadosPessoaisConstantes = () => useQuery(dadosPessoaisConstantesQueryOptions());
