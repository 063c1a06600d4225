// Contract of spec §7 "Session and parameters": POST /api/login, /api/login/token and /api/logout.
import { z } from 'zod';
import { erroSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { usuarioSchema } from './usuario.js';

/**
 * POST /api/login — header `Authorization: Basic base64(base64(cpfDigits) + ":" + base64(password))`,
 * body `{ token }` from the invisible bot-check. Answers the user (same shape as GET /api/usuario).
 * After repeated failures for a CPF the server asks for the visible bot-check (`exigeDesafio` in the
 * error body); the client then sends its token as `desafio` along with `token` (docs/decisions/0011).
 */
export const loginBodySchema = z.object({
  token: z.string().min(1).max(4096),
  desafio: z.string().min(1).max(4096).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A failed login: the usual error body, plus `exigeDesafio` when the next try needs the visible bot-check. */
export const loginErroSchema = erroSchema.extend({ exigeDesafio: z.literal(true).optional() }).meta({
  id: 'ErroLogin',
  description: 'Erro do login; `exigeDesafio` quando a próxima tentativa pede o bot-check visível.',
});
export type LoginErro = z.infer<typeof loginErroSchema>;

/**
 * POST /api/login/token — header `Authorization: Basic base64(token)`; body: the path and query the
 * member was opening. Answers the user and the path to go to, with only whitelisted query parameters.
 */
export const loginTokenBodySchema = z.object({
  caminho: z.string().max(2048),
  parametros: z.record(z.string(), z.string()).default({}),
});
export const loginTokenResponseSchema = z.object({ usuario: usuarioSchema, caminho: z.string() });
export type LoginTokenResponse = z.infer<typeof loginTokenResponseSchema>;

const tags = ['auth'];

/** The doors in and out: public (the credentials travel in the Authorization header). */
export const loginEndpoints = {
  login: defineEndpoint({
    operationId: 'entrar',
    erros: [401, 403],
    method: 'POST',
    path: '/login',
    access: 'public',
    body: loginBodySchema,
    response: usuarioSchema,
    erro: loginErroSchema,
    summary: 'Login com CPF e senha',
    description:
      'Abre a sessão do beneficiário (cookie HttpOnly) e responde o usuário logado. Credenciais no cabeçalho ' +
      'Authorization: Basic base64(base64(cpf) + ":" + base64(senha)); body.token do bot-check invisível; ' +
      'body.desafio do bot-check visível quando um 401 anterior trouxe exigeDesafio. Tentativas são limitadas ' +
      'por endereço e por conta (429). Uma conta bloqueada pela central de atendimento da operadora é recusada ' +
      'mesmo com a senha certa (403).',
    tags,
  }),
  loginToken: defineEndpoint({
    operationId: 'entrarComToken',
    erros: [401, 403],
    method: 'POST',
    path: '/login/token',
    access: 'public',
    body: loginTokenBodySchema,
    response: loginTokenResponseSchema,
    summary: 'Login com token de acesso externo (uso único, 5 minutos)',
    description:
      'Abre a sessão com um token de acesso de uso único (5 minutos) emitido por POST /usuario/token-acesso, no cabeçalho Authorization: Basic base64(token), e responde o usuário e o caminho do portal a abrir.',
    tags,
  }),
  // Public on purpose: logging out is idempotent (204 also without a session, or with an expired one).
  logout: defineEndpoint({
    operationId: 'sair',
    method: 'POST',
    path: '/logout',
    access: 'public',
    allowExpiredCredentials: true,
    response: 'empty',
    summary: 'Encerra a sessão (idempotente: 204 também sem sessão)',
    description:
      'Encerra a sessão do cookie e apaga os cookies de sessão. Idempotente: responde 204 também sem sessão ou com a sessão vencida.',
    tags,
  }),
};
