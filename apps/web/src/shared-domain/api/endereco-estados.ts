// GET /api/endereco/estado?pais=Brasil: the states for the UF selects.
// In lib because two features fill addresses: Meus Dados and the reimbursement request (issue 14).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAIS_BRASIL } from '@portal/domain/contract/meus-dados/endereco-estados';
import { endpointQueryOptions } from '../../platform/api/endpoint-query';
import { enderecoCalls } from '@portal/domain/contract/calls/meus-dados/endereco';

export const estadosQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(enderecoCalls.estados, { query: { pais: PAIS_BRASIL } }),
    staleTime: Infinity,
  });

export const useEstados = () => useQuery(estadosQueryOptions());
