// Signing in with a passkey (issue 42, decision 0054): the member's own door beside CPF + password, without
// typing the CPF (a discoverable credential: the browser offers the portal's passkeys of this device).
//   POST /login/chave-acesso/opcoes   a challenge for navigator.credentials.get (single use, 5 minutes)
//   POST /login/chave-acesso          the browser's answer → the same session as the password door
// Public (no session yet); counted per address like the login. An unknown passkey, a bad signature, a used or
// expired challenge: one 401 with one sentence. A blocked account: 403 with the desk's sentence, only once the
// passkey proved right (as the password door). No bot-check: a passkey answer cannot be guessed.
import { z } from 'zod';
import { opcoesWebAuthnSchema, respostaAutenticacaoSchema } from '../webauthn.js';
import { defineEndpoint } from '../endpoint.js';
import { usuarioSchema } from './usuario.js';

const tags = ['auth'];

export const loginChaveAcessoEndpoints = {
  opcoes: defineEndpoint({
    operationId: 'opcoesEntradaChaveAcesso',
    method: 'POST',
    path: '/login/chave-acesso/opcoes',
    access: 'public',
    response: z.object({ opcoes: opcoesWebAuthnSchema }),
    summary: 'Começa a entrada com chave de acesso (passkey)',
    description:
      'Gera o desafio do WebAuthn para entrar sem digitar o CPF (credenciais descobríveis: o navegador oferece as chaves de acesso do portal neste dispositivo). Vale por 5 minutos e uma só vez. Limitado por endereço como o login.',
    tags,
  }),
  entrar: defineEndpoint({
    operationId: 'entrarComChaveAcesso',
    method: 'POST',
    path: '/login/chave-acesso',
    access: 'public',
    body: z.object({ resposta: respostaAutenticacaoSchema }),
    response: usuarioSchema,
    erros: [401, 403],
    summary: 'Entra com chave de acesso (passkey)',
    description:
      'Confere a resposta do navegador ao desafio (assinatura, origem, verificação do usuário, contador) e abre a sessão do beneficiário como o login com senha (cookie HttpOnly), respondendo o usuário logado. Chave desconhecida ou removida, desafio usado ou vencido, assinatura inválida: 401. Conta bloqueada pela central de atendimento: 403. Registrado como entrada forte em "Quem acessou meus dados".',
    tags,
  }),
};
