// /api/beneficiarios/chaves-acesso (issue 42, decision 0054): the member's passkeys and the verified contacts
// for a code; a code; a new passkey the whole way (the code spent for the options, the browser's credential,
// kept with its name); rename; remove. Every change refreshes the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chavesAcessoCalls } from '@portal/domain/contract/calls/auth/chaves-acesso';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { criarChaveAcesso } from '../components/chave-acesso-navegador';

export const chavesAcessoQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(chavesAcessoCalls.lista), retry: false });

export const useChavesAcesso = () => useQuery(chavesAcessoQueryOptions());

function useAtualizaLista() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chavesAcessoQueryOptions().queryKey });
}

export const enviarCodigoChave = (codigoContato: string) =>
  callEndpoint(chavesAcessoCalls.enviarCodigo, { body: { codigoContato } });

/** The code → the options → the browser creates the passkey → the server keeps it with its name. */
export function useCadastrarChave() {
  const atualizar = useAtualizaLista();
  return useMutation({
    mutationFn: async ({ codigo, nome }: { codigo: string; nome: string }) => {
      const { opcoes } = await callEndpoint(chavesAcessoCalls.opcoes, { body: { codigo } });
      const resposta = await criarChaveAcesso(opcoes);
      return callEndpoint(chavesAcessoCalls.cadastrar, { body: { resposta, nome } });
    },
    onSettled: atualizar,
  });
}

export function useRenomearChave() {
  const atualizar = useAtualizaLista();
  return useMutation({
    mutationFn: ({ id, nome }: { id: number; nome: string }) =>
      callEndpoint(chavesAcessoCalls.renomear, { params: { id }, body: { nome } }),
    onSettled: atualizar,
  });
}

export function useRemoverChave() {
  const atualizar = useAtualizaLista();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(chavesAcessoCalls.remover, { params: { id } }),
    onSettled: atualizar,
  });
}
