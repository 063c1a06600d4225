// GET /api/beneficiarios/meus-dados/constantes: the choices of the personal-data form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { dadosPessoaisCalls } from '@portal/domain/contract/calls/meus-dados/dados-pessoais';

export const dadosPessoaisConstantesQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(dadosPessoaisCalls.constantes), staleTime: Infinity });

export const useDadosPessoaisConstantes = () => useQuery(dadosPessoaisConstantesQueryOptions());
