// The device identity (issue 42, decision 0055): a long-lived HttpOnly cookie with a random id, set at sign-in
// when the browser has none, whose SHA-256 names a `dispositivos` row per account. It outlives sessions (a
// sign-out keeps it) so the next sign-in from the same browser is known and a sign-in from another is new.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { partesDispositivo } from '@portal/domain';
import { dispositivos } from '../db/schema/auth.js';
import { randomToken, sha256Hex } from './clock.js';

export const DEVICE_COOKIE = 'portal_dispositivo';

/** About 400 days: the longest lifetime browsers keep a cookie for (RFC 6265bis caps Max-Age there). */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** Browser and system as the portal names them everywhere (packages/domain auditoria/dispositivo.ts). */
export type ResumoNavegador = ReturnType<typeof partesDispositivo>;

/** The device a sign-in comes from, recorded; `novo` when the account did not know it, `primeiro` when it knew none. */
export interface DispositivoReconhecido {
  id: number;
  novo: boolean;
  primeiro: boolean;
  resumo: ResumoNavegador;
  /** Sets the device cookie, renewing its lifetime at each sign-in; call with the session's cookie. */
  issue: (reply: FastifyReply) => void;
}

/**
 * Records (or refreshes) the caller's device for the account, in one statement: the upsert returns whether it
 * inserted (xmax = 0) and how many devices the account had before it (the statement's snapshot does not see
 * its own row). The cookie is reused across accounts of one browser, each with its own row.
 */
export async function reconhecerDispositivo(
  request: FastifyRequest,
  contaId: number,
): Promise<DispositivoReconhecido> {
  const { ctx } = request.server;
  const presented = request.cookies[DEVICE_COOKIE];
  // Ids we issue are 43 base64url characters; anything else is replaced by a fresh id.
  const token = presented && /^[\w-]{43}$/.test(presented) ? presented : null;
  const fresh = token ?? randomToken(ctx.random, 32);
  const now = ctx.clock();
  const resumo = partesDispositivo(request.headers['user-agent']);
  const [row] = await ctx.db
    .insert(dispositivos)
    .values({ contaId, tokenHash: sha256Hex(fresh), ...resumo, primeiroAcessoEm: now, ultimoAcessoEm: now })
    .onConflictDoUpdate({
      target: [dispositivos.contaId, dispositivos.tokenHash],
      set: { ...resumo, ultimoAcessoEm: now },
    })
    .returning({
      id: dispositivos.id,
      novo: sql<boolean>`(${dispositivos}.xmax = 0)`,
      anteriores: sql<number>`(select count(*)::int from ${dispositivos} d where d.conta_id = ${contaId})`,
    });
  if (!row) throw new Error('dispositivo: the upsert returned no row');
  return {
    id: row.id,
    novo: row.novo,
    primeiro: row.novo && row.anteriores === 0,
    resumo,
    issue: (reply) => {
      reply.setCookie(DEVICE_COOKIE, fresh, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.cookieSecure,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    },
  };
}
