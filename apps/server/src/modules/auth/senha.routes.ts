// Password (spec §7): GET /api/senha/politica, PUT /api/senha/validar and PUT /api/senha/alterar. The
// change works while the password is expired (it is how the member gets out of that state).
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@portal/domain';
import { senhaEndpoints as endpoints } from '@portal/domain/contract/auth/senha';
import { audit } from '../../platform/audit.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { route } from '../../platform/route.js';
import { currentSession, loadSession } from '../../platform/session.js';
import { attemptSucceeded, countAttempt, cpfAttemptKey, findAccountById } from './login.service.js';
import {
  evaluatePassword,
  passwordPolicy,
  passwordProblem,
  type PasswordOwner,
} from './senha-policy.service.js';
import { notifyPasswordEvent, storePassword } from './senha.service.js';
import { toUsuario } from './usuario.service.js';
import { findSubject } from './verificacao.service.js';

const NEW_PASSWORD_LABEL = 'Nova senha';

export function senhaRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, endpoints.politica, () => passwordPolicy());

  route(
    app,
    endpoints.validar,
    // Public, so the member's own data counts only when a session happens to come along.
    async (request, reply) => {
      const session = await loadSession(request, reply);
      let owner: PasswordOwner = { cpf: request.body.cpf ?? null, dataNascimento: null };
      if (session) {
        const subject = await findSubject({ db: ctx.db, cpf: session.cpf });
        owner = { cpf: session.cpf, dataNascimento: subject?.dataNascimento ?? null };
      }
      const itens = evaluatePassword(request.body.senha, owner);
      const mensagem = passwordProblem(request.body.senha, owner, NEW_PASSWORD_LABEL);
      return { valido: mensagem === null, mensagem, itens };
    },
    { config: { rateLimit: { max: 240, timeWindow: 60_000 } } },
  );

  route(app, endpoints.alterar, async (request) => {
    const session = currentSession(request);
    const { antiga, nova } = request.body;
    const now = ctx.clock();
    const cpfKey = cpfAttemptKey(ctx.config.sessionSecret, session.cpf);
    // Wrong current passwords count as failed logins: guessing here is no cheaper than at the login.
    // This form has no bot-check, so past the limit it waits for the window instead.
    const attempt = await countAttempt({
      db: ctx.db,
      config: ctx.config,
      cpfKey,
      ip: request.ip,
      now,
      passedChallenge: false,
    });
    if (!attempt) throw new HttpError(429, { mensagem: SERVER_MESSAGES.tooManyAttempts });
    const account = await findAccountById({ db: ctx.db, contaId: session.contaId });
    if (!account || !(await verifyPassword(account.senhaHash, antiga))) {
      await audit({
        request,
        action: 'SENHA_ALTERACAO_FALHA',
        subjectPessoaId: session.pessoaId,
        result: 'FALHA',
      });
      throw badRequest(SERVER_MESSAGES.wrongCurrentPassword, {
        antiga: SERVER_MESSAGES.wrongCurrentPassword,
      });
    }
    await attemptSucceeded({ db: ctx.db, id: attempt.id });
    if (nova === antiga)
      throw badRequest(SERVER_MESSAGES.samePassword, { nova: SERVER_MESSAGES.samePassword });
    const subject = await findSubject({ db: ctx.db, cpf: session.cpf });
    const problem = passwordProblem(
      nova,
      { cpf: session.cpf, dataNascimento: subject?.dataNascimento ?? null },
      NEW_PASSWORD_LABEL,
    );
    if (problem) throw badRequest(problem, { nova: problem });
    const senhaHash = await hashPassword(nova);
    await ctx.db.transaction((tx) =>
      storePassword({
        tx,
        config: ctx.config,
        contaId: session.contaId,
        cpf: session.cpf,
        senhaHash,
        now,
        ip: request.ip,
        keepSessionId: session.sessionId,
      }),
    );
    await audit({ request, action: 'SENHA_ALTERADA', subjectPessoaId: session.pessoaId });
    if (subject) {
      await notifyPasswordEvent({
        db: ctx.db,
        notify: app.notify,
        subject,
        what: 'Sua senha do Portal do Beneficiário foi alterada',
        at: now,
      });
    }
    return toUsuario({ ...session, credenciaisExpiradas: false });
  });
}
