// GET /api/beneficiarios/meus-dados/listagem-beneficiarios (spec §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { api } from '../../../lib/api-client';

export const fetchDadosPessoaisListagem = (signal?: AbortSignal) =>
  api.get<ListagemBeneficiarios>('/beneficiarios/meus-dados/listagem-beneficiarios', { signal });

export const dadosPessoaisListagemQueryOptions = () =>
  queryOptions({
    queryKey: ['meus-dados', 'dados-pessoais', 'listagem'],
    queryFn: ({ signal }) => fetchDadosPessoaisListagem(signal),
  });

export const useDadosPessoaisListagem = () => useQuery(dadosPessoaisListagemQueryOptions());
