// PUT /api/v3/beneficiarios/meus-dados/{cpf}: saves the form; the answer replaces the cached data.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DadosPessoais,
  DadosPessoaisEditaveis,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import { api } from '../../../lib/api-client';
import { dadosPessoaisQueryKey } from './dados-pessoais-dados';

export const alterarDadosPessoais = (cpf: string, dados: DadosPessoaisEditaveis) =>
  api.put<DadosPessoais>(`/v3/beneficiarios/meus-dados/${cpf}`, dados);

export function useAlterarDadosPessoais(cpf: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: DadosPessoaisEditaveis) => alterarDadosPessoais(cpf, dados),
    onSuccess: (saved) => queryClient.setQueryData(dadosPessoaisQueryKey(cpf), saved),
  });
}
