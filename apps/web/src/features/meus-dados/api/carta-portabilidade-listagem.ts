// GET /api/beneficiarios/carta-portabilidade/listagem-beneficiarios.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { api } from '../../../lib/api-client';

export const fetchCartaPortabilidadeListagem = (signal?: AbortSignal) =>
  api.get<ListagemBeneficiarios>('/beneficiarios/carta-portabilidade/listagem-beneficiarios', { signal });

export const cartaPortabilidadeListagemQueryOptions = () =>
  queryOptions({
    queryKey: ['meus-dados', 'carta-portabilidade', 'listagem'],
    queryFn: ({ signal }) => fetchCartaPortabilidadeListagem(signal),
  });

export const useCartaPortabilidadeListagem = () => useQuery(cartaPortabilidadeListagemQueryOptions());
