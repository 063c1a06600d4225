// POST /api/login, /api/login/token and /api/logout (spec §7 "Session and parameters").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@portal/domain';
import { loginEndpoints as endpoints, type LoginErro } from '@portal/domain/contract/auth/login';
import { audit } from '../../platform/audit.js';
import { HttpError, badRequest, unauthorized } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { endSession, loadSession } from '../../platform/session.js';
import { accountDoorRateLimit } from '../../platform/rate-limits.js';
import { requireCaptcha } from './codigo.service.js';
import {
  attemptSucceededWrite,
  authenticate,
  basicCredential,
  findAccountById,
  parseLoginAuthorization,
  signIn,
} from './login.service.js';
import { consumeAccessToken, navigationPath } from './token-login.service.js';
import { expireIfTooOld } from './senha.service.js';
import { toUsuario } from './usuario.service.js';

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

/**
 * The service desk blocked the account (issue 39, decision 0042): the right credentials are refused too,
 * with a sentence that says what to do — only after they proved right, so a guess learns nothing.
 */
export async function recusarSeBloqueada(
  request: FastifyRequest,
  account: { pessoaId: number; contaId: number; bloqueadaEm: Date | null },
  action: 'LOGIN_FALHA' | 'LOGIN_TOKEN_FALHA' | 'LOGIN_CHAVE_ACESSO_FALHA',
): Promise<void> {
  if (account.bloqueadaEm === null) return;
  await audit({
    request,
    action,
    subjectPessoaId: account.pessoaId,
    actorContaId: account.contaId,
    resource: 'bloqueada',
    result: 'FALHA',
  });
  throw new HttpError(403, { mensagem: SERVER_MESSAGES.accountBlocked });
}

export function loginRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  // Per-IP ceiling on both login doors, on top of the per-account limit kept in the database.
  const config = { rateLimit: accountDoorRateLimit(app) };

  route(
    app,
    endpoints.login,
    async (request, reply) => {
      const credentials = parseLoginAuthorization(request.headers.authorization);
      const { token, desafio } = request.body;
      await requireCaptcha(request, token);
      // The visible bot-check is verified like the invisible one; the server asked for it (exigeDesafio).
      if (desafio !== undefined) await requireCaptcha(request, desafio);
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
          action: 'LOGIN_FALHA',
          subjectPessoaId: outcome.kind === 'invalid' ? outcome.pessoaId : null,
          resource: outcome.kind,
          result: 'FALHA',
        });
        throw loginRefused(outcome);
      }
      await recusarSeBloqueada(request, outcome.account, 'LOGIN_FALHA');
      await signIn(request, reply, outcome.account, 'LOGIN', [
        attemptSucceededWrite({ db: ctx.db, id: outcome.attemptId }),
      ]);
      const expired = await expireIfTooOld({
        db: ctx.db,
        config: ctx.config,
        contaId: outcome.account.contaId,
        now: ctx.clock(),
      });
      return toUsuario({
        ...outcome.account,
        credenciaisExpiradas: outcome.account.credenciaisExpiradas || expired,
      });
    },
    { config },
  );

  route(
    app,
    endpoints.loginToken,
    async (request, reply) => {
      const token = basicCredential(request.headers.authorization);
      if (!token) throw badRequest();
      const caminho = navigationPath(request.body.caminho, request.body.parametros);
      if (!caminho) throw badRequest();
      const contaId = await consumeAccessToken({ db: ctx.db, token, now: ctx.clock() });
      const account = contaId === null ? undefined : await findAccountById({ db: ctx.db, contaId });
      if (!account) {
        await audit({
          request,
          action: 'LOGIN_TOKEN_FALHA',
          subjectPessoaId: null,
          result: 'FALHA',
        });
        throw unauthorized(SERVER_MESSAGES.invalidAccessToken);
      }
      await recusarSeBloqueada(request, account, 'LOGIN_TOKEN_FALHA');
      await signIn(request, reply, account, 'LOGIN_TOKEN', [], { avisarNovoDispositivo: false });
      return { usuario: toUsuario(account), caminho };
    },
    { config },
  );

  // Idempotent: 204 with or without a session (the access is public on purpose). The session's delete and
  // the audit row are one statement. Without a session there is nothing to delete: loadSession already
  // dropped a cookie that named an unknown or expired session.
  route(app, endpoints.logout, async (request, reply) => {
    const session = await loadSession(request, reply);
    const end = endSession(request);
    if (session) {
      await audit({
        request,
        action: 'LOGOUT',
        subjectPessoaId: session.pessoaId,
        actorContaId: session.contaId,
        junto: end.writes,
      });
    }
    end.forget(reply);
    return reply.code(204).send();
  });
}
