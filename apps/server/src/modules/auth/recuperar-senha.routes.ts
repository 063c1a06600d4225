// Password recovery (spec §7): GET /api/recuperar-senha/contatos, POST /api/recuperar-senha/enviar-token,
// POST /api/recuperar-senha/validar-token and PUT /api/recuperar-senha/alterar-senha.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@portal/domain';
import { contatosMascaradosSchema } from '@portal/domain/contract/auth/contatos-verificacao';
import { mensagemSchema } from '@portal/domain/contract/auth/primeiro-acesso';
import {
  alterarSenhaRecuperacaoBodySchema,
  recuperarSenhaContatosQuerySchema,
} from '@portal/domain/contract/auth/recuperar-senha';
import { AUDIT_ACTIONS, audit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { accountDoorRateLimit, codeErrors, registerCodeRoutes } from './codigo.routes.js';
import { listVerificationContacts, requireCaptcha, requireValidCode } from './codigo.service.js';
import { passwordProblem } from './senha-policy.service.js';
import { notifyPasswordEvent, storePassword } from './senha.service.js';
import { findSubject, spendCode } from './verificacao.service.js';

const FINALIDADE = 'RECUPERAR_SENHA';
const errors = codeErrors;

export const recuperarSenhaRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  const rateLimit = accountDoorRateLimit(app);

  app.get(
    '/recuperar-senha/contatos',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Contatos (mascarados) para receber o código de recuperação',
        querystring: recuperarSenhaContatosQuerySchema,
        response: { 200: contatosMascaradosSchema, ...errors },
      },
    },
    async (request) => {
      await requireCaptcha(request, request.query.captcha);
      return listVerificationContacts({ request, cpf: request.query.cpf, finalidade: FINALIDADE });
    },
  );

  registerCodeRoutes(app, {
    finalidade: FINALIDADE,
    sendPath: '/recuperar-senha/enviar-token',
    checkPath: '/recuperar-senha/validar-token',
  });

  app.put(
    '/recuperar-senha/alterar-senha',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Define a nova senha com o código conferido; encerra todas as sessões da conta',
        body: alterarSenhaRecuperacaoBodySchema,
        response: { 200: mensagemSchema, ...errors },
      },
    },
    async (request) => {
      const { cpf, token, novaSenha } = request.body;
      const live = await requireValidCode({ request, cpf, token, finalidade: FINALIDADE });
      const subject = await findSubject({ db: ctx.db, cpf });
      const accountId = subject?.accountId;
      if (!subject || !accountId || subject.personId !== live.personId) {
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
        await storePassword({ tx, config: ctx.config, accountId, cpf, senhaHash, now, ip: request.ip });
      });
      await audit({
        request,
        action: AUDIT_ACTIONS.passwordReset,
        subjectPersonId: subject.personId,
        actorAccountId: accountId,
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
  );
  done();
};
