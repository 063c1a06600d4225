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

  /**
   * An e-mail door: the budget of refusals first, then the active account and its code (`conferir`), then
   * the session opened with `fator`; a refusal counts against the e-mail and is one audited 401.
   */
  const portaDoEmail =
    (fator: 'totp' | 'recuperacao', conferir: (equipeId: number, codigo: string) => Promise<boolean>) =>
    async (request: FastifyRequest<{ Body: { email: string; codigo: string } }>, reply: FastifyReply) => {
      const { email, codigo } = request.body;
      const chave = `console-${fator}`;
      await exigirOrcamento(request, reply, chave, email);
      const membro = await ativoPorEmail(db, email);
      if (!membro || !(await conferir(membro.equipeId, codigo))) {
        await contarRecusaDoEmail(request, chave, email);
        return recusarEntrada(request, membro?.equipeId ?? null, fator);
      }
      return entrar(request, reply, membro, fator);
    };

  route(
    app,
    endpoints.entrarTotp,
    portaDoEmail('totp', (equipeId, codigo) =>
      conferirTotp(db, config.sessionSecret, equipeId, codigo, clock(), true),
    ),
    porta,
  );
  route(
    app,
    endpoints.entrarRecuperacao,
    portaDoEmail('recuperacao', (equipeId, codigo) =>
      usarCodigoRecuperacao(db, config.sessionSecret, equipeId, codigo, clock()),
    ),
    porta,
  );
}
