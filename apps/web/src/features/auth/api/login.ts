// POST /api/login (spec §7): Authorization built from the encoded CPF and password, body { token } from
// the bot-check; answers the member. 401 carries the server's message for the form, so no redirect.
import { useMutation } from '@tanstack/react-query';
import { encodeLoginAuthorization, type LoginBody } from '@portal/domain/contract/auth/login';
import { type Usuario } from '@portal/domain/contract/auth/usuario';
import { api } from '../../../lib/api-client';

export interface LoginInput {
  cpfDigits: string;
  senha: string;
  token: string;
}

export function postLogin({ cpfDigits, senha, token }: LoginInput): Promise<Usuario> {
  const body: LoginBody = { token };
  return api.post<Usuario>('/login', body, {
    headers: { Authorization: encodeLoginAuthorization(cpfDigits, senha) },
    ignoreRedirect: true,
  });
}

export const useLogin = () => useMutation({ mutationFn: postLogin });
