// Which database a heavy read uses (issue 43, decision 0060): `leitura(request)` is the one place. The heavy
// reads — statements, their PDFs, the network search, the audit searches — take their rows from it; access
// checks (session, family scope, health grants) and every write stay on the primary (`ctx.db`).
// - No DATABASE_READ_URL: the primary, exactly as before.
// - Read-your-writes: a write answered with success sets a short cookie (`portal_escrita`, until when), and
//   while it lasts that browser's reads stay on the primary. A cookie, not an in-process note, because the
//   next read may reach another instance behind HAProxy; not the session row, because that would be one more
//   write per write. Its length is the lag bound plus one check interval (LeituraReplica.janelaEscritaMs):
//   past it the replica either holds the write or is found too far behind and left out. A forged or kept
//   cookie only sends its own holder's reads to the primary.
// - Otherwise the routed handle (db/replica-leitura.ts): the replica while it is up and within the bound.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

export const ESCRITA_COOKIE = 'portal_escrita';

/** Methods that change nothing: their answers set no read-your-writes cookie. */
const LEITURAS = new Set(['GET', 'HEAD', 'OPTIONS']);

function escreveuHaPouco(request: FastifyRequest): boolean {
  const ate = Number(request.cookies[ESCRITA_COOKIE]);
  return Number.isFinite(ate) && ate > request.server.ctx.clock().getTime();
}

/** The handle a heavy read of this request runs on. */
export function leitura(request: FastifyRequest): Database {
  const { ctx } = request.server;
  if (!ctx.replica) return ctx.db;
  if (escreveuHaPouco(request)) {
    ctx.replica.contar('escrita_recente');
    return ctx.db;
  }
  return ctx.replica.db;
}

function leituraPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  const { replica, clock, config } = app.ctx;
  if (!replica) return done();
  app.addHook('onSend', (request, reply, payload, next) => {
    if (!LEITURAS.has(request.method) && reply.statusCode < 400) {
      const janela = replica.janelaEscritaMs();
      reply.setCookie(ESCRITA_COOKIE, String(clock().getTime() + janela), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        maxAge: Math.ceil(janela / 1000),
      });
    }
    next(null, payload);
  });
  done();
}

export const leituraPropria = fp(leituraPlugin, { name: 'portal-leitura-propria' });
