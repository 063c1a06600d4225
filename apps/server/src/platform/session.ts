// Server-side sessions: a random 32-byte id in an HttpOnly cookie, only its SHA-256 in the database,
// 30 min idle and 12 h absolute lifetime, rotated at login and deleted at logout (issue #2 §3).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, ne, sql, type SQLWrapper } from 'drizzle-orm';
import {
  MESSAGES,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_REMAINING_HEADER,
  isAllowed,
  type FuncaoPermission,
  type MenuPermission,
  type Permissionamento,
  type TelaPermission,
} from '@portal/domain';
import { ACEITE_TERMOS_MESSAGES } from '@portal/domain/contract/auth/aceite-termos-mensagens';
import { pessoas } from '../db/schema/pessoas.js';
import { contas, sessoes } from '../db/schema/auth.js';
import type { Database } from '../db/client.js';
import { EmGrupo } from '../db/em-grupo.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { comMapeamentoDireto } from '../db/mapeamento-direto.js';
import { accountColumns, joinPersonOnAccount } from './accounts.js';
import { diaOperador, visibleJson, type VisibleBeneficiario } from './family-visibility.js';
import { randomToken, sha256Hex } from './clock.js';
import { forbidden, unauthorized } from './errors.js';

/** lastSeenAt is written at most this often, so a busy client does not write on every call. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

/**
 * The write interval for a session of this length: a minute for the real 30 minutes; a thirtieth of a
 * shortened test session (TEST_SESSION_SECONDS), so the throttle does not swallow the whole session.
 */
const lastSeenWriteInterval = (durationMs: number) => Math.min(LAST_SEEN_WRITE_INTERVAL_MS, durationMs / 30);

export interface SessionContext {
  sessionId: number;
  /** The browser the session was signed in from (platform/dispositivo.ts); null for sessions before issue 42. */
  dispositivoId: number | null;
  contaId: number;
  pessoaId: number;
  cpf: string;
  nomeCompleto: string;
  nomeSocial: string | null;
  imagem: string | null;
  credenciaisExpiradas: boolean;
  /** A version of the terms published after the account was created waits for acceptance (issue 38). */
  aceiteTermosPendente: boolean;
  permissions: Permissionamento;
  /** The service desk blocked the account (issue 39): such a session is none (loadSession). */
  bloqueadaEm: Date | null;
  createdAt: Date;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
  /** The person's family scope read with the session, on routes that use it (see routeUsesFamily). */
  familia?: { hoje: string; rows: VisibleBeneficiario[] };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession (or at login); null on public calls. */
    session: SessionContext | null;
    /** SHA-256 of the session cookie as presented (or as just issued); binds the CSRF token. */
    sessionCookieHash: string | null;
  }
  interface FastifyContextConfig {
    /** The route stays usable while the account's password is expired (usuario, logout, senha). */
    allowExpiredCredentials?: boolean;
    /** The route stays usable while a new version of the terms waits for acceptance (the acceptance). */
    allowPendingTerms?: boolean;
  }
}

const kLoaded = Symbol('portal.sessionLoaded');
type RequestWithMemo = FastifyRequest & { [kLoaded]?: Promise<SessionContext | null> };

const sessionColumns = {
  ...accountColumns,
  sessionId: sessoes.id,
  dispositivoId: sessoes.dispositivoId,
  createdAt: sessoes.createdAt,
  lastSeenAt: sessoes.lastSeenAt,
  absoluteExpiresAt: sessoes.absoluteExpiresAt,
};

/**
 * The sessions with their account and person, by the cookies' hashes (a JSON array: the calls that arrived
 * together, decision 0063); with `familia`, each person's family scope as a JSON column too (null otherwise).
 */
const sessionLookup = (db: Database, familia: boolean) =>
  db
    .select({
      tokenHash: sessoes.tokenHash,
      ...sessionColumns,
      familia: familia
        ? visibleJson(sql`${contas.pessoaId}`, sql.placeholder('hoje'))
        : sql<VisibleBeneficiario[] | null>`null`,
    })
    .from(sessoes)
    .innerJoin(contas, eq(contas.id, sessoes.contaId))
    .innerJoin(pessoas, joinPersonOnAccount)
    .where(
      sql`${sessoes.tokenHash} = any(array(select jsonb_array_elements_text(${sql.placeholder('tokenHashes')}::jsonb)))`,
    );

/** The session lookup every signed-in call makes (about a tenth of GET /api/usuario's CPU unprepared). */
const findSessionStatement = preparedPerDatabase((db) =>
  comMapeamentoDireto(sessionLookup(db, false).prepare('portal_find_session')),
);

/**
 * The same lookup with the person's family scope, for routes that use the scope: one round trip instead of
 * two on most member calls (issue 18). The same filter as the scope's own statement (family-visibility.ts),
 * bound to the session's person.
 */
const findSessionWithFamilyStatement = preparedPerDatabase((db) =>
  comMapeamentoDireto(sessionLookup(db, true).prepare('portal_find_session_familia')),
);

/** Routes whose handlers used the family scope (keyed by the route's config object, one per route). */
const familyRoutes = new WeakSet<object>();

/** Notes that this request's route uses the family scope (family-scope.ts calls it). */
export function routeUsesFamily(request: FastifyRequest): void {
  familyRoutes.add(request.routeOptions.config);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof findSessionStatement>['execute']>>[number];

/**
 * The lookups of the calls that arrive while one is at the database go together in the next (db/em-grupo.ts,
 * decision 0063): one group for the plain lookup and one for the operator's day of the family's.
 */
const sessionGroups = preparedPerDatabase((db) => {
  const lookup = (hashes: readonly string[], hoje: string | null) =>
    hoje === null
      ? findSessionStatement(db).execute({ tokenHashes: JSON.stringify(hashes) })
      : findSessionWithFamilyStatement(db).execute({ tokenHashes: JSON.stringify(hashes), hoje });
  const group = (hoje: string | null) =>
    new EmGrupo<string, SessionRow | undefined>(async (hashes) => {
      const rows = new Map((await lookup(hashes, hoje)).map((row) => [row.tokenHash, row]));
      return hashes.map((hash) => rows.get(hash));
    });
  const plain = group(null);
  let withFamily = { hoje: '', group: group('') };
  return (hoje: string | null) => {
    if (hoje === null) return plain;
    if (withFamily.hoje !== hoje) withFamily = { hoje, group: group(hoje) };
    return withFamily.group;
  };
});

async function findSession(request: FastifyRequest, tokenHash: string): Promise<SessionContext | undefined> {
  const { ctx } = request.server;
  // The operator's day the family is judged on; the plain lookup needs none.
  const hoje = familyRoutes.has(request.routeOptions.config) ? diaOperador(ctx.clock()) : null;
  const row = await sessionGroups(ctx.db)(hoje).pedir(tokenHash);
  if (!row) return undefined;
  const { familia, tokenHash: _hash, ...session } = row;
  return familia && hoje !== null ? { ...session, familia: { hoje, rows: familia } } : session;
}

type SessionTimes = Pick<SessionContext, 'lastSeenAt' | 'absoluteExpiresAt'>;

/** Milliseconds the session has left at `now` (≤ 0: dead): the idle or the absolute limit, the sooner. */
export const sessionRemainingMs = (s: SessionTimes, now: Date, durationMs: number) =>
  Math.min(s.lastSeenAt.getTime() + durationMs, s.absoluteExpiresAt.getTime()) - now.getTime();

/** Drops the cookie and the CSRF binding of a session that no longer exists. */
function forgetSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.sessionCookieHash = null;
  request.server.csrf.reissue(request, reply);
}

/**
 * The caller's session, or null. One query (session + account + person), plus a lastSeenAt write at
 * most once a minute. Memoised per request.
 */
export function loadSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext | null> {
  const memo = request as RequestWithMemo;
  memo[kLoaded] ??= (async () => {
    const tokenHash = request.sessionCookieHash;
    if (!tokenHash) return null;
    const app = request.server;
    const row = await findSession(request, tokenHash);
    const now = app.ctx.clock();
    const durationMs = app.ctx.config.sessionDurationMs;
    // A blocked account's sessions (issue 39, decision 0042) end at their next call, whatever their age.
    if (!row || row.bloqueadaEm !== null || sessionRemainingMs(row, now, durationMs) <= 0) {
      if (row) await app.ctx.db.delete(sessoes).where(eq(sessoes.id, row.sessionId));
      forgetSessionCookie(request, reply);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() >= lastSeenWriteInterval(durationMs)) {
      await app.ctx.db.update(sessoes).set({ lastSeenAt: now }).where(eq(sessoes.id, row.sessionId));
      row.lastSeenAt = now;
    }
    reply.header(SESSION_REMAINING_HEADER, String(sessionRemainingMs(row, now, durationMs)));
    return row;
  })();
  return memo[kLoaded];
}

/**
 * preHandler: 401 without a live session; 403 for an expired password outside the allowed routes, and for
 * terms not accepted yet outside the account's own routes and the acceptance (issue 38) — each with its own
 * message, which the web tells apart.
 */
export async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await loadSession(request, reply);
  if (!session) throw unauthorized();
  request.session = session;
  const { allowExpiredCredentials, allowPendingTerms } = request.routeOptions.config;
  if (session.credenciaisExpiradas && !allowExpiredCredentials) {
    throw forbidden(MESSAGES.expiredPassword);
  }
  if (session.aceiteTermosPendente && !allowExpiredCredentials && !allowPendingTerms) {
    throw forbidden(ACEITE_TERMOS_MESSAGES.termosPendentes);
  }
}

/** Hook: the session (already required) holds the tela-* or funcao-* permission (spec §6); else 403. */
export function hasPermission(permission: TelaPermission | FuncaoPermission | MenuPermission) {
  return function checkPermission(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    done(isAllowed(currentSession(request).permissions, permission) ? undefined : forbidden());
  };
}

/** Hook chain: a live session holding the permission. Routes get it from their declared access. */
export function requirePermission(permission: TelaPermission | FuncaoPermission | MenuPermission) {
  return [requireSession, hasPermission(permission)];
}

/** The session of a route guarded by requireSession; throws if a route forgot the guard. */
export function currentSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The delete of the session the request's cookie names, if it names one. */
function presentedSessionDelete(request: FastifyRequest): SQLWrapper[] {
  const hash = request.sessionCookieHash;
  return hash ? [request.server.ctx.db.delete(sessoes).where(eq(sessoes.tokenHash, hash))] : [];
}

/**
 * Ends sessions of an account: all of them, all but `exceptId` (the caller's own: a password change, "Encerrar
 * todos os outros"), or only `onlyId` (one of its devices). The one place that decides which sessions of an
 * account end — the console's service desk, the password and Dispositivos conectados call it. Sessions are rows,
 * never cached by an instance (loadSession reads each call), so an ended one is refused on every instance at its
 * next call. Returns the rows ended, for the caller to count the ones still live.
 */
export function endAccountSessions(
  db: Pick<Database, 'delete'>,
  contaId: number,
  { exceptId, onlyId }: { exceptId?: number; onlyId?: number } = {},
) {
  return db
    .delete(sessoes)
    .where(
      and(
        eq(sessoes.contaId, contaId),
        exceptId === undefined ? undefined : ne(sessoes.id, exceptId),
        onlyId === undefined ? undefined : eq(sessoes.id, onlyId),
      ),
    )
    .returning({
      id: sessoes.id,
      dispositivoId: sessoes.dispositivoId,
      lastSeenAt: sessoes.lastSeenAt,
      absoluteExpiresAt: sessoes.absoluteExpiresAt,
    });
}

/**
 * A fresh session for the account, as writes to run in the caller's statement (the old presented session's
 * delete, if any, and the new one's insert: a login writes them with its audit row in one round trip), and
 * `issue`, which sets the cookie once they are written. A session id is never reused across a login (fixation).
 */
export function newSession(
  request: FastifyRequest,
  contaId: number,
  dispositivoId: number | null,
): { writes: SQLWrapper[]; issue: (reply: FastifyReply) => void } {
  const { ctx } = request.server;
  const token = randomToken(ctx.random, 32);
  const tokenHash = sha256Hex(token);
  const now = ctx.clock();
  const insert = ctx.db.insert(sessoes).values({
    tokenHash,
    contaId,
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    origem: request.origem,
    dispositivoId,
  });
  const writes = [...presentedSessionDelete(request), insert];
  const issue = (reply: FastifyReply) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.cookieSecure,
    });
    reply.header(SESSION_REMAINING_HEADER, String(ctx.config.sessionDurationMs));
    request.sessionCookieHash = tokenHash;
    (request as RequestWithMemo)[kLoaded] = undefined;
    request.server.csrf.reissue(request, reply);
  };
  return { writes, issue };
}

/**
 * Ends the presented session (if any): its delete, to run in the caller's statement (a logout writes it with
 * its audit row, issue 18), and `forget`, which clears the cookie and issues an anonymous CSRF token.
 */
export function endSession(request: FastifyRequest): {
  writes: SQLWrapper[];
  forget: (reply: FastifyReply) => void;
} {
  return {
    writes: presentedSessionDelete(request),
    forget: (reply) => {
      request.session = null;
      forgetSessionCookie(request, reply);
    },
  };
}

function sessionPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionCookieHash', null);
  app.addHook('onRequest', (request, _reply, next) => {
    const raw = request.cookies[SESSION_COOKIE];
    // Ids we issue are 43 base64url characters; anything else is ignored without a lookup.
    request.sessionCookieHash = raw && /^[\w-]{43}$/.test(raw) ? sha256Hex(raw) : null;
    next();
  });
  done();
}

export const session = fp(sessionPlugin, { name: 'portal-session', dependencies: ['@fastify/cookie'] });
