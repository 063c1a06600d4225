// Per-IP ceilings of the doors anyone can knock on without a session, counted in the database and shared by
// every instance (platform/rate-limit-store.ts). The account doors (login, first access, recovery) count every
// request (@fastify/rate-limit, LOGIN_MAX_PER_IP per LOGIN_WINDOW_MINUTES). The doors that take a random
// credential — the integration token call, the public appointment link, the integration bearer token
// (guard.ts) — count refusals only (issue 34): the credential is checked first, and a right one passes
// whatever its address spent; past the budget a refusal answers 429 instead, without an audit row.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@portal/domain';
import { HttpError } from './errors.js';
import { countRequest } from './rate-limit-store.js';

export const accountDoorRateLimit = (app: FastifyInstance) => ({
  max: app.ctx.config.login.maxPerIp,
  timeWindow: app.ctx.config.login.windowMinutes * 60_000,
});

/** How many refused credentials one address may send a door in a window, and the 429's words. */
export interface OrcamentoRecusas {
  /** Names the door in the counter's key (one budget per door and address). */
  porta: string;
  max: number;
  janelaMs: number;
  mensagem: string;
}

/** A credential door with the account doors' numbers (LOGIN_MAX_PER_IP per LOGIN_WINDOW_MINUTES). */
export const orcamentoDaPorta = (app: FastifyInstance, porta: string): OrcamentoRecusas => ({
  porta,
  max: app.ctx.config.login.maxPerIp,
  janelaMs: app.ctx.config.login.windowMinutes * 60_000,
  mensagem: SERVER_MESSAGES.tooManyAttempts,
});

/**
 * Counts one refused credential of the caller's address (one atomic upsert in the shared table, so concurrent
 * refusals on any instance each get their own number). Within the budget: null, and the caller answers its
 * refusal. Past it: the 429 to throw (retry-after set).
 */
export async function contarRecusa(
  request: FastifyRequest,
  reply: FastifyReply,
  orcamento: OrcamentoRecusas,
): Promise<HttpError | null> {
  const { db, clock } = request.server.ctx;
  const chave = `${orcamento.porta}|${request.ip}`;
  const { current, ttl } = await countRequest(db, chave, clock(), orcamento.janelaMs);
  if (current <= orcamento.max) return null;
  reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
  return new HttpError(429, { mensagem: orcamento.mensagem });
}
