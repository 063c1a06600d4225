// Staff sessions of the Console da Operadora (issue 38, decision 0040): a random 32-byte id in the HttpOnly
// cookie `portal_console` (Path=/console, SameSite=Strict), only its SHA-256 in equipe_sessoes, 15 minutes
// idle and 8 hours absolute. Apart from the member session in every way: another cookie, another table,
// another path, so a member cookie never reaches a console route (the console guard reads only this one)
// and a staff cookie is never even sent to /api. A session of an inactive account is no session (and is
// deleted when met); deactivating an account or resetting its factors deletes its sessions.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  CONSOLE_ABSOLUTE_MS,
  CONSOLE_IDLE_MS,
  CONSOLE_PATH,
  CONSOLE_SESSION_COOKIE,
  CONSOLE_SESSION_REMAINING_HEADER,
  papeisDoAcesso,
  type ConsoleAccess,
  type Papel,
} from '@portal/domain/contract/console/acesso';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import type { Database } from '../../db/client.js';
import { equipe, equipeSessoes, type FatorSessao } from '../../db/schema/equipe.js';
import { randomToken, sha256Hex } from '../clock.js';
import { HttpError } from '../errors.js';

export interface EquipeSessao {
  sessaoId: number;
  equipeId: number;
  nome: string;
  email: string;
  papeis: Papel[];
  /** How the session was opened; 'recuperacao' and 'convite' may only enrol a factor. */
  fator: FatorSessao;
  createdAt: Date;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session, set by the console guard; null elsewhere. */
    equipe: EquipeSessao | null;
    /** SHA-256 of the console cookie as presented (or just issued); binds the console CSRF token. */
    equipeCookieHash: string | null;
  }
}

/** Written at most once a minute: a busy console does not write on every call. */
const LAST_SEEN_INTERVAL_MS = 60_000;

/** A second factor was used: a passkey or an authenticator code (not a recovery code nor an enrolment link). */
export const fatorCompleto = (fator: FatorSessao): boolean => fator === 'passkey' || fator === 'totp';

export const semSessaoEquipe = () => new HttpError(401, { mensagem: MENSAGENS_CONSOLE.semSessao });
export const semPapel = () => new HttpError(403, { mensagem: MENSAGENS_CONSOLE.semPapel });

/** Milliseconds the staff session has left at `now` (≤ 0: dead). */
export const restanteEquipe = (s: Pick<EquipeSessao, 'lastSeenAt' | 'absoluteExpiresAt'>, now: Date) =>
  Math.min(s.lastSeenAt.getTime() + CONSOLE_IDLE_MS, s.absoluteExpiresAt.getTime()) - now.getTime();

const kCarregada = Symbol('portal.equipeCarregada');
type ComMemo = FastifyRequest & { [kCarregada]?: Promise<EquipeSessao | null> };

const cookieOpcoes = (request: FastifyRequest) => ({
  path: CONSOLE_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.server.ctx.config.cookieSecure,
});

function esquecerCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(CONSOLE_SESSION_COOKIE, { path: CONSOLE_PATH });
  request.equipeCookieHash = null;
  request.server.consoleCsrf.reemitir(request, reply);
}

/** The caller's staff session (active account only), or null; memoised per request. */
export function carregarSessaoEquipe(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<EquipeSessao | null> {
  const memo = request as ComMemo;
  memo[kCarregada] ??= (async () => {
    const hash = request.equipeCookieHash;
    if (!hash) return null;
    const { db, clock } = request.server.ctx;
    const [linha] = await db
      .select({
        sessaoId: equipeSessoes.id,
        equipeId: equipe.id,
        nome: equipe.nome,
        email: equipe.email,
        papeis: equipe.papeis,
        ativo: equipe.ativo,
        fator: equipeSessoes.fator,
        createdAt: equipeSessoes.createdAt,
        lastSeenAt: equipeSessoes.lastSeenAt,
        absoluteExpiresAt: equipeSessoes.absoluteExpiresAt,
      })
      .from(equipeSessoes)
      .innerJoin(equipe, eq(equipe.id, equipeSessoes.equipeId))
      .where(eq(equipeSessoes.tokenHash, hash))
      .limit(1);
    const agora = clock();
    if (!linha || !linha.ativo || restanteEquipe(linha, agora) <= 0) {
      if (linha) await db.delete(equipeSessoes).where(eq(equipeSessoes.id, linha.sessaoId));
      esquecerCookie(request, reply);
      return null;
    }
    if (agora.getTime() - linha.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
      await db.update(equipeSessoes).set({ lastSeenAt: agora }).where(eq(equipeSessoes.id, linha.sessaoId));
      linha.lastSeenAt = agora;
    }
    reply.header(CONSOLE_SESSION_REMAINING_HEADER, String(restanteEquipe(linha, agora)));
    const { ativo: _ativo, ...sessao } = linha;
    return sessao;
  })();
  return memo[kCarregada];
}

/**
 * The checks of a console access (platform/access.ts): none for 'console:publico'; a live staff session
 * with a second factor for 'console:sessao'; that and the role for 'console:<papel>'. A session opened with
 * a recovery code (or an enrolment link) reaches only the routes that enrol a factor (the contract's
 * allowExpiredCredentials, the console's "must enrol a factor first" as it is the member's "must change
 * the password first").
 */
export function checagensConsole(access: ConsoleAccess): preValidationHookHandler[] {
  if (access === 'console:publico') return [];
  const papeis = papeisDoAcesso(access);
  return [
    async function exigirEquipe(request, reply) {
      const sessao = await carregarSessaoEquipe(request, reply);
      if (!sessao) throw semSessaoEquipe();
      request.equipe = sessao;
      if (!fatorCompleto(sessao.fator) && !request.routeOptions.config.allowExpiredCredentials) {
        throw new HttpError(403, { mensagem: MENSAGENS_CONSOLE.cadastreFator });
      }
      if (papeis && !papeis.some((p) => sessao.papeis.includes(p))) throw semPapel();
    },
  ];
}

/** The staff session of a guarded console route; throws if a route forgot its access. */
export function sessaoEquipe(request: FastifyRequest): EquipeSessao {
  if (!request.equipe) throw semSessaoEquipe();
  return request.equipe;
}

type Executor = Pick<Database, 'insert' | 'delete' | 'update'>;

/** Deletes the console session the request's cookie names, if any. */
async function apagarApresentada(request: FastifyRequest, db: Executor): Promise<void> {
  const hash = request.equipeCookieHash;
  if (hash) await db.delete(equipeSessoes).where(eq(equipeSessoes.tokenHash, hash));
}

/**
 * A fresh staff session (never the presented id again: fixation): `gravar` writes it with `db` (the
 * sign-in's transaction, with its audit row), and `emitir` sets the cookie once it is written.
 */
export function novaSessaoEquipe(
  request: FastifyRequest,
  equipeId: number,
  fator: FatorSessao,
): { gravar: (db: Executor) => Promise<void>; emitir: (reply: FastifyReply) => void } {
  const { ctx } = request.server;
  const token = randomToken(ctx.random, 32);
  const tokenHash = sha256Hex(token);
  const agora = ctx.clock();
  return {
    async gravar(db) {
      await apagarApresentada(request, db);
      await db.insert(equipeSessoes).values({
        tokenHash,
        equipeId,
        fator,
        createdAt: agora,
        lastSeenAt: agora,
        absoluteExpiresAt: new Date(agora.getTime() + CONSOLE_ABSOLUTE_MS),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
    },
    emitir(reply) {
      reply.setCookie(CONSOLE_SESSION_COOKIE, token, cookieOpcoes(request));
      reply.header(CONSOLE_SESSION_REMAINING_HEADER, String(CONSOLE_IDLE_MS));
      request.equipeCookieHash = tokenHash;
      (request as ComMemo)[kCarregada] = undefined;
      request.server.consoleCsrf.reemitir(request, reply);
    },
  };
}

/** Ends the presented staff session: `apagar` deletes it with `db`, `esquecer` clears the cookie. */
export function encerrarSessaoEquipe(request: FastifyRequest): {
  apagar: (db: Executor) => Promise<void>;
  esquecer: (reply: FastifyReply) => void;
} {
  return {
    apagar: (db) => apagarApresentada(request, db),
    esquecer(reply) {
      request.equipe = null;
      esquecerCookie(request, reply);
    },
  };
}

/** Every session of the staff member (deactivation, factor reset), except `exceto` when given. */
export const apagarSessoesDe = (db: Executor, equipeId: number, exceto?: number) =>
  db
    .delete(equipeSessoes)
    .where(
      exceto === undefined
        ? eq(equipeSessoes.equipeId, equipeId)
        : and(eq(equipeSessoes.equipeId, equipeId), sql`${equipeSessoes.id} <> ${exceto}`),
    );

/** The session now counts as a second factor (after enrolling one in a recovery or enrolment session). */
export const promoverSessao = (db: Executor, sessaoId: number, fator: FatorSessao) =>
  db.update(equipeSessoes).set({ fator }).where(eq(equipeSessoes.id, sessaoId));

function sessaoEquipePlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.decorateRequest('equipe', null);
  app.decorateRequest('equipeCookieHash', null);
  app.addHook('onRequest', (request, _reply, next) => {
    const bruto = request.cookies[CONSOLE_SESSION_COOKIE];
    request.equipeCookieHash = bruto && /^[\w-]{43}$/.test(bruto) ? sha256Hex(bruto) : null;
    next();
  });
  done();
}

export const sessaoEquipeConsole = fp(sessaoEquipePlugin, {
  name: 'portal-console-sessao',
  dependencies: ['@fastify/cookie'],
});
