// GET /api/beneficiarios/atendimentos/contatos-unimed (spec §7 "Usage and operator contacts"): the operator's
// service channels, kept under the spec's "operator contacts" browser key. Lives in lib because both the
// contacts screen (shell) and the "none of these contacts" panel of first access and recovery (auth) show it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContatoOperadora } from '@portal/domain/contract/shell/contatos-operadora';
import { callEndpoint, endpointKey } from '../../platform/api/endpoint-client';
import { readStored, writeStored } from '../../platform/session/storage';
import { contatosOperadoraCalls } from '@portal/domain/contract/calls/shell/contatos-operadora';

const endpoint = contatosOperadoraCalls.contatos;

export async function fetchContatosOperadora(signal?: AbortSignal): Promise<ContatoOperadora[]> {
  const contatos = await callEndpoint(endpoint, { signal });
  writeStored('contatosOperadora', contatos);
  return contatos;
}

export const contatosOperadoraQueryOptions = () =>
  queryOptions<ContatoOperadora[]>({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => fetchContatosOperadora(signal),
    placeholderData: (): ContatoOperadora[] | undefined => readStored('contatosOperadora') ?? undefined,
    staleTime: 5 * 60_000,
    meta: { publico: true },
  });

export const useContatosOperadora = (enabled = true) =>
  useQuery({ ...contatosOperadoraQueryOptions(), enabled });
