// PUT /api/v3/beneficiarios/meus-dados/{cpf} (enveloped): saves the form; the answer replaces the cached data.
// A new e-mail or mobile comes back pending (contatosPendentes): not saved until its code is confirmed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DadosPessoaisEditaveis } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { dadosPessoaisQueryOptions } from './dados-pessoais-dados';
import { dadosPessoaisCalls } from '@portal/domain/contract/calls/meus-dados/dados-pessoais';

export const alterarDadosPessoais = (cpf: string, dados: DadosPessoaisEditaveis) =>
  callEndpoint(dadosPessoaisCalls.alterar, { params: { cpf }, body: dados });

export function useAlterarDadosPessoais(cpf: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: DadosPessoaisEditaveis) => alterarDadosPessoais(cpf, dados),
    onSuccess: ({ contatosPendentes: _pendentes, ...saved }) =>
      queryClient.setQueryData(dadosPessoaisQueryOptions(cpf).queryKey, saved),
  });
}
