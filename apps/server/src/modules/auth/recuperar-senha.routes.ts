// Password recovery (spec §7): GET /api/recuperar-senha/contatos, POST /api/recuperar-senha/enviar-token,
// POST /api/recuperar-senha/validar-token and PUT /api/recuperar-senha/alterar-senha.
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@portal/domain';
import { recuperarSenhaEndpoints as endpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { audit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { route } from '../../platform/route.js';
import { accountDoorRateLimit } from '../../platform/rate-limits.js';
import { codigoRoutes } from './codigo.routes.js';
import { listVerificationContacts, requireCaptcha, requireValidCode } from './codigo.service.js';
import { passwordProblem } from './senha-policy.service.js';
import { notifyPasswordEvent, storePassword } from './senha.service.js';
import { spendCode } from '../../shared-domain/codigos-verificacao.js';
import { findSubject } from './verificacao.service.js';

const FINALIDADE = 'RECUPERAR_SENHA';

export function recuperarSenhaRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const config = { rateLimit: accountDoorRateLimit(app) };

  route(
    app,
    endpoints.contatos,
    async (request) => {
      await requireCaptcha(request, request.query.captcha);
      return listVerificationContacts({ request, cpf: request.query.cpf, finalidade: FINALIDADE });
    },
    { config },
  );

  codigoRoutes(app, endpoints, FINALIDADE);

  route(
    app,
    endpoints.alterarSenha,
    async (request) => {
      const { cpf, token, novaSenha } = request.body;
      const live = await requireValidCode({ request, cpf, token, finalidade: FINALIDADE });
      const subject = await findSubject({ db: ctx.db, cpf });
      const contaId = subject?.contaId;
      if (!subject || !contaId || subject.pessoaId !== live.pessoaId) {
        throw badRequest(SERVER_MESSAGES.invalidCode);
      }
      const problem = passwordProblem(
        novaSenha,
        { cpf, dataNascimento: subject.dataNascimento },
        'Nova senha',
      );
      if (problem) throw badRequest(problem, { novaSenha: problem });
      const senhaHash = await hashPassword(novaSenha);
      const now = ctx.clock();
      await ctx.db.transaction(async (tx) => {
        if (!(await spendCode({ db: tx, id: live.id, now }))) throw badRequest(SERVER_MESSAGES.invalidCode);
        await storePassword({ tx, config: ctx.config, contaId, cpf, senhaHash, now, ip: request.ip });
      });
      await audit({
        request,
        action: 'SENHA_REDEFINIDA',
        subjectPessoaId: subject.pessoaId,
        actorContaId: contaId,
      });
      await notifyPasswordEvent({
        db: ctx.db,
        notify: app.notify,
        subject,
        what: 'Sua senha do Portal do Beneficiário foi redefinida',
        at: now,
      });
      return { mensagem: SERVER_MESSAGES.passwordReset };
    },
    { config },
  );
}
