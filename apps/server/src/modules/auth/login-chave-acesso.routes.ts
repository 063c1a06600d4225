// POST /api/login/chave-acesso/opcoes and /api/login/chave-acesso (issue 42, decision 0054): signing in with
// a passkey, without the CPF. The same door as the password's once the passkey proved right: a blocked
// account is refused with the desk's sentence (403), and the session is opened by signIn (rotated, the
// audit row in the same statement), so expired credentials and pending terms restrict it exactly as after a
// password. The password's age rule is not applied: the password was not used. Both calls count per address
// as the login does (accountDoorRateLimit). A refusal is one 401, audited — listed to the passkey's owner
// when the passkey is known (someone tried their passkey), to nobody otherwise.
import type { FastifyInstance } from 'fastify';
import { CHAVES_ACESSO_MESSAGES } from '@portal/domain/contract/auth/chaves-acesso-mensagens';
import { loginChaveAcessoEndpoints as endpoints } from '@portal/domain/contract/auth/login-chave-acesso';
import { audit } from '../../platform/audit.js';
import { unauthorized } from '../../platform/errors.js';
import { accountDoorRateLimit } from '../../platform/rate-limits.js';
import { route } from '../../platform/route.js';
import { entrarComChave, opcoesDeEntrada } from './chaves-acesso-cerimonia.js';
import { recusarSeBloqueada } from './login.routes.js';
import { findAccountById, signIn } from './login.service.js';
import { toUsuario } from './usuario.service.js';

export function loginChaveAcessoRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;
  const config = { rateLimit: accountDoorRateLimit(app) };

  route(app, endpoints.opcoes, async () => ({ opcoes: { ...(await opcoesDeEntrada(app, db)) } }), {
    config,
  });

  route(
    app,
    endpoints.entrar,
    async (request, reply) => {
      const entrada = await entrarComChave(app, request.body.resposta);
      const contaId = entrada.contaId;
      const account = contaId === null ? undefined : await findAccountById({ db, contaId });
      if (entrada.kind !== 'ok' || !account) {
        await audit({
          request,
          action: 'LOGIN_CHAVE_ACESSO_FALHA',
          subjectPessoaId: account?.pessoaId ?? null,
          actorContaId: account?.contaId ?? null,
          result: 'FALHA',
        });
        throw unauthorized(CHAVES_ACESSO_MESSAGES.entradaRecusada);
      }
      await recusarSeBloqueada(request, account, 'LOGIN_CHAVE_ACESSO_FALHA');
      await signIn(request, reply, account, 'LOGIN_CHAVE_ACESSO');
      return toUsuario(account);
    },
    { config },
  );
}
