// POST /api/v3/beneficiarios/meus-dados/{cpf}/confirmar-contato (enveloped): the code sent to a new e-mail or
// mobile saves it; the answer replaces the cached data.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmarContatoBody } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { dadosPessoaisQueryOptions } from './dados-pessoais-dados';
import { dadosPessoaisCalls } from '@portal/domain/contract/calls/meus-dados/dados-pessoais';

export const confirmarContato = (cpf: string, body: ConfirmarContatoBody) =>
  callEndpoint(dadosPessoaisCalls.confirmarContato, { params: { cpf }, body });

export function useConfirmarContato(cpf: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmarContatoBody) => confirmarContato(cpf, body),
    onSuccess: (saved) => queryClient.setQueryData(dadosPessoaisQueryOptions(cpf).queryKey, saved),
  });
}
