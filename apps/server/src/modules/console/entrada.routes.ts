// Signing in to the console (issue 38, decision 0040): a passkey, an authenticator code (e-mail + code) or
// once a recovery code — there is no password. Every door counts each request per address in the shared
// store (accountDoorRateLimit, as the member login), and the e-mail doors also count per e-mail before the
// code is looked at (so guessing one account's codes stops at the budget whichever address tries). Inactive
// accounts never sign in. Refusals are audited and all answer the same 401.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consoleSessaoEndpoints as endpoints } from '@portal/domain/contract/console/equipe';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import { conferirTotp, usarCodigoRecuperacao } from '../../platform/console/fatores.js';
import { sha256Hex } from '../../platform/clock.js';
import { HttpError } from '../../platform/errors.js';
import { countRequest } from '../../platform/rate-limit-store.js';
import { accountDoorRateLimit } from '../../platform/rate-limits.js';
import { route } from '../../platform/route.js';
import { ativoPorEmail, ativoPorId, entrar, recusarEntrada } from './acesso.service.js';
import { autenticarPasskey, opcoesAutenticacao } from './passkeys.service.js';

/** Sign-in attempts one e-mail may have in the login window (LOGIN_WINDOW_MINUTES), whatever the address. */
export const TENTATIVAS_POR_EMAIL = 10;

/** Counts an attempt on this e-mail's door; past the budget, the 429 (before any code is checked). */
async function contarTentativa(request: FastifyRequest, reply: FastifyReply, porta: string, email: string) {
  const { db, clock, config } = request.server.ctx;
  const janelaMs = config.login.windowMinutes * 60_000;
  const { current, ttl } = await countRequest(db, `${porta}|${sha256Hex(email)}`, clock(), janelaMs);
  if (current <= TENTATIVAS_POR_EMAIL) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
  throw new HttpError(429, { mensagem: MENSAGENS_CONSOLE.muitasTentativas });
}

export function entradaRoutes(app: FastifyInstance): void {
  const { db, config, clock } = app.ctx;
  const porta = { config: { rateLimit: accountDoorRateLimit(app) } };

  route(
    app,
    endpoints.opcoesPasskey,
    async () => ({ opcoes: { ...(await opcoesAutenticacao(app, db)) } }),
    porta,
  );

  route(
    app,
    endpoints.entrarPasskey,
    async (request, reply) => {
      const autenticada = await autenticarPasskey(app, db, request.body.resposta);
      const membro = autenticada && (await ativoPorId(db, autenticada.equipeId));
      if (!membro) {
        return recusarEntrada(
          request,
          autenticada?.equipeId ?? null,
          'passkey',
          MENSAGENS_CONSOLE.passkeyRecusada,
        );
      }
      return entrar(request, reply, membro, 'passkey');
    },
    porta,
  );

  route(
    app,
    endpoints.entrarTotp,
    async (request, reply) => {
      const { email, codigo } = request.body;
      await contarTentativa(request, reply, 'console-totp', email);
      const membro = await ativoPorEmail(db, email);
      const aceito =
        membro && (await conferirTotp(db, config.sessionSecret, membro.equipeId, codigo, clock(), true));
      if (!membro || !aceito) return recusarEntrada(request, membro?.equipeId ?? null, 'totp');
      return entrar(request, reply, membro, 'totp');
    },
    porta,
  );

  route(
    app,
    endpoints.entrarRecuperacao,
    async (request, reply) => {
      const { email, codigo } = request.body;
      await contarTentativa(request, reply, 'console-recuperacao', email);
      const membro = await ativoPorEmail(db, email);
      const aceito =
        membro && (await usarCodigoRecuperacao(db, config.sessionSecret, membro.equipeId, codigo, clock()));
      if (!membro || !aceito) return recusarEntrada(request, membro?.equipeId ?? null, 'recuperacao');
      return entrar(request, reply, membro, 'recuperacao');
    },
    porta,
  );
}
