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
import { eq } from 'drizzle-orm';
import { limitesTaxa } from '../../db/schema/limites.js';
import { countRequest } from '../../platform/rate-limit-store.js';
import { accountDoorRateLimit } from '../../platform/rate-limits.js';
import { route } from '../../platform/route.js';
import { ativoPorEmail, ativoPorId, entrar, recusarEntrada } from './acesso.service.js';
import { autenticarPasskey, opcoesAutenticacao } from './passkeys.service.js';

/** Refused codes one e-mail may have in the login window (LOGIN_WINDOW_MINUTES), whatever the address. */
export const RECUSAS_POR_EMAIL = 10;

const chaveDoEmail = (porta: string, email: string) => `${porta}|${sha256Hex(email)}`;

/**
 * Past this e-mail's budget of refusals, the 429 — before the code is even looked at, so guessing one
 * account's codes stops there, right code or not, until the window ends. Requests in flight together may
 * each pass this check: the per-address limit bounds them.
 */
async function exigirOrcamento(request: FastifyRequest, reply: FastifyReply, porta: string, email: string) {
  const { db, clock } = request.server.ctx;
  const agora = clock();
  const [linha] = await db
    .select({ contagem: limitesTaxa.contagem, reiniciaEm: limitesTaxa.reiniciaEm })
    .from(limitesTaxa)
    .where(eq(limitesTaxa.chave, chaveDoEmail(porta, email)));
  if (!linha || linha.reiniciaEm <= agora || linha.contagem < RECUSAS_POR_EMAIL) return;
  const segundos = Math.ceil((linha.reiniciaEm.getTime() - agora.getTime()) / 1000);
  reply.header('retry-after', String(Math.max(1, segundos)));
  throw new HttpError(429, { mensagem: MENSAGENS_CONSOLE.muitasTentativas });
}

/** Counts one refused code of this e-mail in the shared store (one atomic upsert). */
async function contarRecusaDoEmail(request: FastifyRequest, porta: string, email: string) {
  const { db, clock, config } = request.server.ctx;
  await countRequest(db, chaveDoEmail(porta, email), clock(), config.login.windowMinutes * 60_000);
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
      await exigirOrcamento(request, reply, 'console-totp', email);
      const membro = await ativoPorEmail(db, email);
      const aceito =
        membro && (await conferirTotp(db, config.sessionSecret, membro.equipeId, codigo, clock(), true));
      if (!membro || !aceito) {
        await contarRecusaDoEmail(request, 'console-totp', email);
        return recusarEntrada(request, membro?.equipeId ?? null, 'totp');
      }
      return entrar(request, reply, membro, 'totp');
    },
    porta,
  );

  route(
    app,
    endpoints.entrarRecuperacao,
    async (request, reply) => {
      const { email, codigo } = request.body;
      await exigirOrcamento(request, reply, 'console-recuperacao', email);
      const membro = await ativoPorEmail(db, email);
      const aceito =
        membro && (await usarCodigoRecuperacao(db, config.sessionSecret, membro.equipeId, codigo, clock()));
      if (!membro || !aceito) {
        await contarRecusaDoEmail(request, 'console-recuperacao', email);
        return recusarEntrada(request, membro?.equipeId ?? null, 'recuperacao');
      }
      return entrar(request, reply, membro, 'recuperacao');
    },
    porta,
  );
}
