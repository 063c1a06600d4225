// GET /api/endereco/cidade?pais,uf,cidade: city suggestions for the typed name.
// In lib because two features fill addresses: Meus Dados and the reimbursement request (issue 14).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAIS_BRASIL, type Uf } from '@portal/domain/contract/meus-dados/endereco-estados';
import { callEndpoint, endpointKey } from '../../platform/api/endpoint-client';
import { enderecoCalls } from '@portal/domain/contract/calls/meus-dados/endereco';

/** Suggestions load quietly while the member types (no portal loader). */
export const cidadesQueryOptions = (uf: string, cidade: string) => {
  const query = { pais: PAIS_BRASIL, uf: uf as Uf, cidade };
  return queryOptions({
    queryKey: endpointKey(enderecoCalls.cidades, { query }),
    queryFn: ({ signal }) => callEndpoint(enderecoCalls.cidades, { query, signal, background: true }),
    staleTime: Infinity,
  });
};

export const useCidades = (uf: string, cidade: string) =>
  useQuery({ ...cidadesQueryOptions(uf, cidade), enabled: uf.length === 2 });
