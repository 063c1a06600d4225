// POST /api/login/chave-acesso/opcoes and /api/login/chave-acesso (issue 42, decision 0054): the challenge, the
// browser's passkey answer, the member signed in. Loaded with the login's passkey button's press only.
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { loginChaveAcessoCalls } from '@portal/domain/contract/calls/auth/login-chave-acesso';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { usarChaveAcesso } from '../components/chave-acesso-navegador';

export async function entrarComChaveAcesso(): Promise<Usuario> {
  // The button shows its own spinner: no second one over the page; a 401 is the form's, not a redirect.
  const chamada = { ignoreRedirect: true, background: true } as const;
  const { opcoes } = await callEndpoint(loginChaveAcessoCalls.opcoes, chamada);
  const resposta = await usarChaveAcesso(opcoes);
  return callEndpoint(loginChaveAcessoCalls.entrar, { ...chamada, body: { resposta } });
}
