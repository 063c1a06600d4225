// First access (spec §7): GET /api/primeiro-acesso/contatos, POST /api/primeiro-acesso/enviar-carteira,
// POST /api/primeiro-acesso/validar and POST /api/v2/usuario/cadastrar. Issue 37: the account is created
// only with the legal texts accepted (each text's current version recorded with the account, in its
// transaction), and the new member is signed in at once, with the session and the LOGIN row a login writes.
import type { FastifyInstance } from 'fastify';
import { desc, inArray } from 'drizzle-orm';
import { CADASTRO_MESSAGES, MESSAGES, SERVER_MESSAGES, isValidCpfDigits } from '@portal/domain';
import { fromBase64 } from '@portal/domain/contract/auth/basic-authorization';
import {
  PRIMEIRO_ACESSO_CPF_HEADER,
  primeiroAcessoEndpoints as endpoints,
} from '@portal/domain/contract/auth/primeiro-acesso';
import { aceitesTextosLegais, contas } from '../../db/schema/auth.js';
import { textosLegaisVersoes as versoes } from '../../db/schema/lifecycle.js';
import { audit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { route } from '../../platform/route.js';
import { defaultPermissions } from './cadastro.service.js';
import { accountDoorRateLimit } from '../../platform/rate-limits.js';
import { codigoRoutes } from './codigo.routes.js';
import { listVerificationContacts, requireCaptcha, requireValidCode } from './codigo.service.js';
import { passwordProblem } from './senha-policy.service.js';
import { notifyPasswordEvent } from './senha.service.js';
import { spendCode } from '../../shared-domain/codigos-verificacao.js';
import { findSubject } from './verificacao.service.js';
import { findAccountById, signIn } from './login.service.js';
import { toUsuario } from './usuario.service.js';

const FINALIDADE = 'PRIMEIRO_ACESSO';

/** The CPF travels base64-encoded in a header (spec §7); anything else is 'CPF inválido'. */
function cpfFromHeader(value: string): string {
  let cpf = '';
  try {
    cpf = fromBase64(value.trim());
  } catch {
    cpf = '';
  }
  if (!isValidCpfDigits(cpf)) throw badRequest(MESSAGES.invalidCpf, { cpf: MESSAGES.invalidCpf });
  return cpf;
}

export function primeiroAcessoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const config = { rateLimit: accountDoorRateLimit(app) };

  route(
    app,
    endpoints.contatos,
    async (request) => {
      const cpf = cpfFromHeader(request.headers[PRIMEIRO_ACESSO_CPF_HEADER]);
      await requireCaptcha(request, request.query.captcha);
      return listVerificationContacts({ request, cpf, finalidade: FINALIDADE });
    },
    { config },
  );

  codigoRoutes(app, endpoints, FINALIDADE);

  route(
    app,
    endpoints.cadastrar,
    async (request, reply) => {
      const { cpf, token, senha, aceiteTermos } = request.body;
      // Before the code is looked at: a refusal here must not cost the member their code.
      if (!aceiteTermos) {
        throw badRequest(CADASTRO_MESSAGES.termsNotAccepted, {
          aceiteTermos: CADASTRO_MESSAGES.termsNotAccepted,
        });
      }
      const live = await requireValidCode({ request, cpf, token, finalidade: FINALIDADE });
      const subject = await findSubject({ db: ctx.db, cpf });
      if (!subject || subject.pessoaId !== live.pessoaId) throw badRequest(SERVER_MESSAGES.invalidCode);
      if (subject.contaId !== null) throw badRequest(SERVER_MESSAGES.alreadyRegistered);
      const problem = passwordProblem(senha, { cpf, dataNascimento: subject.dataNascimento }, 'Senha');
      if (problem) throw badRequest(problem, { senha: problem });
      const senhaHash = await hashPassword(senha);
      const now = ctx.clock();
      const contaId = await ctx.db.transaction(async (tx) => {
        if (!(await spendCode({ db: tx, id: live.id, now }))) throw badRequest(SERVER_MESSAGES.invalidCode);
        const [created] = await tx
          .insert(contas)
          .values({
            pessoaId: subject.pessoaId,
            senhaHash,
            permissoes: defaultPermissions(subject.tipos),
            senhaAlteradaEm: now,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: contas.id });
        if (!created) throw badRequest(SERVER_MESSAGES.alreadyRegistered);
        // The versions the member accepted: the current ones of the two texts the checkbox names (a version
        // is named by its key and publication instant, issue 38).
        const textos = await tx
          .selectDistinctOn([versoes.chave], { chave: versoes.chave, versao: versoes.publicadoEm })
          .from(versoes)
          .where(inArray(versoes.chave, ['TERMOS_DE_USO', 'POLITICA_DE_PRIVACIDADE']))
          .orderBy(versoes.chave, desc(versoes.versao));
        if (textos.length > 0) {
          await tx
            .insert(aceitesTextosLegais)
            .values(
              textos.map((texto) => ({ ...texto, contaId: created.id, aceitoEm: now, ip: request.ip })),
            );
        }
        return created.id;
      });
      await audit({
        request,
        action: 'CONTA_CRIADA',
        subjectPessoaId: subject.pessoaId,
        actorContaId: contaId,
      });
      await notifyPasswordEvent({
        db: ctx.db,
        notify: app.notify,
        subject,
        what: 'Sua conta no Portal do Beneficiário foi criada',
        at: now,
      });
      await signIn(request, reply, { contaId, pessoaId: subject.pessoaId }, 'LOGIN');
      const account = await findAccountById({ db: ctx.db, contaId });
      if (!account) throw new Error('cadastro: the account just created was not found');
      return { mensagem: CADASTRO_MESSAGES.registered, usuario: toUsuario(account) };
    },
    { config },
  );
}
