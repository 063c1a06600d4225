// Who is signed in (GET /console/api/eu): name, e-mail, roles, factors, and whether a sign-in with a
// recovery code still owes a new factor. Asked once by the layout and set by the sign-in and enrolment
// screens with the answer they get; a 401 is the sign-in screen (platform/api/cliente.ts).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { consoleSessaoCalls } from '@portal/domain/contract/calls/console/equipe';
import type { EquipeEu } from '@portal/domain/contract/console/equipe';
import { chaveDe, consulta } from '../platform/api/cliente';

export type SessaoEquipe = EquipeEu;

export const CHAVE_SESSAO = chaveDe(consoleSessaoCalls.eu);

export const useSessao = () =>
  useQuery({ ...consulta(consoleSessaoCalls.eu), staleTime: Infinity, retry: false });

/** After a sign-in or an enrolment: the answer is who is signed in now. */
export const guardarSessao = (cliente: QueryClient, eu: EquipeEu): void => {
  cliente.clear();
  cliente.setQueryData(CHAVE_SESSAO, eu);
};
