// GET /api/beneficiarios/segunda-via-cartao/listagem-beneficiarios.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { api } from '../../../lib/api-client';

export const fetchSegundaViaListagem = (signal?: AbortSignal) =>
  api.get<ListagemBeneficiarios>('/beneficiarios/segunda-via-cartao/listagem-beneficiarios', { signal });

export const segundaViaListagemQueryOptions = () =>
  queryOptions({
    queryKey: ['meus-dados', 'segunda-via', 'listagem'],
    queryFn: ({ signal }) => fetchSegundaViaListagem(signal),
  });

export const useSegundaViaListagem = () => useQuery(segundaViaListagemQueryOptions());
