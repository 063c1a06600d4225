// POST /api/login (spec §7): Authorization built from the encoded CPF and password, body { token } from
// the bot-check (plus `desafio`, the visible one, when the server asked for it); answers the member.
// 401 carries the server's message for the form, so no redirect.
import { encodeLoginAuthorization } from '@portal/domain/contract/auth/basic-authorization';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { loginCalls } from '@portal/domain/contract/calls/auth/login';

export interface LoginInput {
  cpfDigits: string;
  senha: string;
  token: string;
  /** The visible bot-check's token, once a failed login answered exigeDesafio. */
  desafio?: string | null;
}

export function postLogin({ cpfDigits, senha, token, desafio }: LoginInput): Promise<Usuario> {
  return callEndpoint(loginCalls.login, {
    body: desafio ? { token, desafio } : { token },
    headers: { Authorization: encodeLoginAuthorization(cpfDigits, senha) },
    ignoreRedirect: true,
    // The Entrar button shows its own spinner: no second one over the page (issue 10).
    background: true,
  });
}
