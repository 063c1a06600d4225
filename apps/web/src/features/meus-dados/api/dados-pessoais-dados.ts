// GET /api/v3/beneficiarios/meus-dados/dados/{cpf}: one person's data, contacts and addresses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DadosPessoais } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { api } from '../../../lib/api-client';

export const fetchDadosPessoais = (cpf: string, signal?: AbortSignal) =>
  api.get<DadosPessoais>(`/v3/beneficiarios/meus-dados/dados/${cpf}`, { signal });

export const dadosPessoaisQueryKey = (cpf: string) => ['meus-dados', 'dados-pessoais', 'dados', cpf] as const;

export const dadosPessoaisQueryOptions = (cpf: string) =>
  queryOptions({
    queryKey: dadosPessoaisQueryKey(cpf),
    queryFn: ({ signal }) => fetchDadosPessoais(cpf, signal),
  });

export const useDadosPessoais = (cpf: string | null) =>
  useQuery({ ...dadosPessoaisQueryOptions(cpf ?? ''), enabled: cpf !== null });
