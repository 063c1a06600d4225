// POST /api/login, /api/login/token and /api/logout (spec §7 "Session and parameters").
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@portal/domain';
import {
  loginBodySchema,
  loginErroSchema,
  loginTokenBodySchema,
  loginTokenResponseSchema,
  usuarioSchema,
  type LoginErro,
} from '@portal/domain/contract/auth';
import { erroSchema } from '@portal/domain/contract/common';
import { AUDIT_ACTIONS, audit, type AuditAction } from '../../platform/audit.js';
import { HttpError, badRequest, unauthorized } from '../../platform/errors.js';
import { endSession, loadSession, startSession } from '../../platform/session.js';
import { authenticate, basicCredential, findAccountById, parseLoginAuthorization } from './login.service.js';
import { consumeAccessToken, navigationPath } from './token-login.service.js';
import { expireIfTooOld } from './senha.service.js';
import { toUsuario } from './usuario.service.js';

const noContent = z.null().describe('Sem conteúdo');

/** A fresh (rotated) session for the account, and the security event in the audit trail. */
async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  account: { accountId: number; personId: number },
  action: AuditAction,
): Promise<void> {
  await startSession(request, reply, account.accountId);
  await audit({ request, action, subjectPersonId: account.personId, actorAccountId: account.accountId });
}

async function verifyCaptcha(request: FastifyRequest, token: string): Promise<void> {
  if (!(await request.server.ctx.captcha.verify(token, request.ip))) {
    throw badRequest(SERVER_MESSAGES.captchaRejected);
  }
}

/** 401 for a wrong password, telling the client when the next try needs the visible bot-check. */
function loginRefused(outcome: { kind: 'invalid'; challenge: boolean } | { kind: 'challenge' }): HttpError {
  const body: LoginErro =
    outcome.kind === 'challenge'
      ? { mensagem: SERVER_MESSAGES.botCheckRequired, exigeDesafio: true }
      : outcome.challenge
        ? { mensagem: SERVER_MESSAGES.invalidCredentials, exigeDesafio: true }
        : { mensagem: SERVER_MESSAGES.invalidCredentials };
  return new HttpError(401, body);
}

export const loginRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  // Per-IP ceiling on both login doors, on top of the per-account limit kept in the database.
  const rateLimit = { max: ctx.config.login.maxPerIp, timeWindow: ctx.config.login.windowMinutes * 60_000 };

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Login com CPF e senha',
        description:
          'Authorization: Basic base64(base64(cpf) + ":" + base64(senha)); body.token do bot-check ' +
          'invisível; body.desafio do bot-check visível quando um 401 anterior trouxe exigeDesafio.',
        body: loginBodySchema,
        response: { 200: usuarioSchema, 400: erroSchema, 401: loginErroSchema, 429: erroSchema },
      },
    },
    async (request, reply) => {
      const credentials = parseLoginAuthorization(request.headers.authorization);
      const { token, desafio } = request.body;
      await verifyCaptcha(request, token);
      // The visible bot-check is verified like the invisible one; the server asked for it (exigeDesafio).
      if (desafio !== undefined) await verifyCaptcha(request, desafio);
      const outcome = await authenticate({
        db: ctx.db,
        config: ctx.config,
        credentials,
        ip: request.ip,
        now: ctx.clock(),
        passedChallenge: desafio !== undefined,
      });
      if (outcome.kind !== 'ok') {
        await audit({
          request,
          action: AUDIT_ACTIONS.loginFailed,
          subjectPersonId: outcome.kind === 'invalid' ? outcome.personId : null,
          resource: outcome.kind,
          result: 'FALHA',
        });
        throw loginRefused(outcome);
      }
      await signIn(request, reply, outcome.account, AUDIT_ACTIONS.login);
      const expired = await expireIfTooOld({
        db: ctx.db,
        config: ctx.config,
        accountId: outcome.account.accountId,
        now: ctx.clock(),
      });
      return toUsuario({
        ...outcome.account,
        credenciaisExpiradas: outcome.account.credenciaisExpiradas || expired,
      });
    },
  );

  app.post(
    '/login/token',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Login com token de acesso externo (uso único, 5 minutos)',
        description: 'Authorization: Basic base64(token).',
        body: loginTokenBodySchema,
        response: { 200: loginTokenResponseSchema, 400: erroSchema, 401: erroSchema, 429: erroSchema },
      },
    },
    async (request, reply) => {
      const token = basicCredential(request.headers.authorization);
      if (!token) throw badRequest();
      const caminho = navigationPath(request.body.caminho, request.body.parametros);
      if (!caminho) throw badRequest();
      const accountId = await consumeAccessToken({ db: ctx.db, token, now: ctx.clock() });
      const account = accountId === null ? undefined : await findAccountById({ db: ctx.db, accountId });
      if (!account) {
        await audit({
          request,
          action: AUDIT_ACTIONS.loginTokenFailed,
          subjectPersonId: null,
          result: 'FALHA',
        });
        throw unauthorized(SERVER_MESSAGES.invalidAccessToken);
      }
      await signIn(request, reply, account, AUDIT_ACTIONS.loginToken);
      return { usuario: toUsuario(account), caminho };
    },
  );

  app.post(
    '/logout',
    {
      config: { allowExpiredCredentials: true },
      schema: {
        tags: ['auth'],
        summary: 'Encerra a sessão (idempotente: 204 também sem sessão)',
        response: { 204: noContent, 403: erroSchema },
      },
    },
    async (request, reply) => {
      const session = await loadSession(request, reply);
      await endSession(request, reply);
      if (session) {
        await audit({
          request,
          action: AUDIT_ACTIONS.logout,
          subjectPersonId: session.personId,
          actorAccountId: session.accountId,
        });
      }
      return reply.code(204).send(null);
    },
  );
  done();
};
