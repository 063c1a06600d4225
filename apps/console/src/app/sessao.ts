// Who is signed in: the staff member's name, e-mail and roles, and the operator's name for the header.
// Asked once by the layout; a 401 there is the sign-in screen (platform/api/cliente.ts).
import { useQuery } from '@tanstack/react-query';
import type { Papel } from '@portal/domain/contract/console/acesso';
import { pedirConsole } from '../platform/api/cliente';

export interface SessaoEquipe {
  nome: string;
  email: string;
  papeis: Papel[];
  operadora: string;
}

export const CHAVE_SESSAO = ['console', 'sessao'] as const;

export const useSessao = () =>
  useQuery({
    queryKey: CHAVE_SESSAO,
    queryFn: ({ signal }) => pedirConsole<SessaoEquipe>('/sessao', { method: 'GET', signal }),
    staleTime: Infinity,
    retry: false,
  });
