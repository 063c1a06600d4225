// GET /api/beneficiarios/segunda-via-cartao/listagem-carteiras/{cpf}: cards and the address on file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListagemCarteiras } from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { api } from '../../../lib/api-client';

export const fetchSegundaViaCarteiras = (cpf: string, signal?: AbortSignal) =>
  api.get<ListagemCarteiras>(`/beneficiarios/segunda-via-cartao/listagem-carteiras/${cpf}`, { signal });

export const segundaViaCarteirasQueryOptions = (cpf: string) =>
  queryOptions({
    queryKey: ['meus-dados', 'segunda-via', 'carteiras', cpf],
    queryFn: ({ signal }) => fetchSegundaViaCarteiras(cpf, signal),
  });

export const useSegundaViaCarteiras = (cpf: string | null) =>
  useQuery({ ...segundaViaCarteirasQueryOptions(cpf ?? ''), enabled: cpf !== null });
