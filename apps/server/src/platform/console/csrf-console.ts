// The console's own CSRF (issue 38, decision 0040), apart from the member one (platform/csrf.ts applies to
// /api only; this applies to /console/api only). A signed double submit: the token is a random nonce and its
// HMAC over the binding (the SHA-256 of the console session cookie, or 'anonimo' before sign-in) under a key
// derived from the session secret; the console app reads it from the cookie CONSOLE-XSRF-TOKEN
// (Path=/console, SameSite=Strict, not HttpOnly) and sends it back in X-Console-Csrf on every call that is
// not a GET. A request is accepted when the header equals the cookie and its HMAC fits the request's
// binding: a page of another site can neither read the cookie nor set the header, and a token of another
// session (or from before sign-in) does not fit. Sign-in and sign-out issue a new one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CONSOLE_CSRF_COOKIE,
  CONSOLE_CSRF_HEADER,
  CONSOLE_PATH,
} from '@portal/domain/contract/console/acesso';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import { randomToken } from '../clock.js';
import { HttpError, isConsoleApiPath, sendError } from '../errors.js';

export const VINCULO_ANONIMO = 'anonimo';
const SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ConsoleCsrf {
  /** A fresh token for the request's current binding (after sign-in, sign-out, a refusal). */
  reemitir(request: FastifyRequest, reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    consoleCsrf: ConsoleCsrf;
  }
}

const vinculoDe = (request: FastifyRequest): string => request.equipeCookieHash ?? VINCULO_ANONIMO;

/** The console CSRF key: derived from the session secret, never the member CSRF's. */
export const chaveCsrfConsole = (sessionSecret: string): Buffer =>
  createHmac('sha256', sessionSecret).update('portal-console-csrf').digest();

const assinatura = (chave: Buffer, vinculo: string, nonce: string): string =>
  createHmac('sha256', chave).update(`${vinculo}.${nonce}`).digest('base64url');

/** A token for this binding (the test helper mints one for a session it opened itself). */
export const tokenCsrfConsole = (chave: Buffer, vinculo: string, nonce: string): string =>
  `${nonce}.${assinatura(chave, vinculo, nonce)}`;

function confere(chave: Buffer, vinculo: string, token: string): boolean {
  const [nonce, mac, ...resto] = token.split('.');
  if (!nonce || !mac || resto.length > 0) return false;
  const esperado = Buffer.from(assinatura(chave, vinculo, nonce));
  const recebido = Buffer.from(mac);
  return esperado.length === recebido.length && timingSafeEqual(esperado, recebido);
}

function csrfConsolePlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  const chave = chaveCsrfConsole(app.ctx.config.sessionSecret);
  const reemitir = (request: FastifyRequest, reply: FastifyReply): void => {
    const token = tokenCsrfConsole(chave, vinculoDe(request), randomToken(app.ctx.random, 18));
    reply.setCookie(CONSOLE_CSRF_COOKIE, token, {
      path: CONSOLE_PATH,
      sameSite: 'strict',
      httpOnly: false,
      secure: app.ctx.config.cookieSecure,
    });
  };
  app.decorate('consoleCsrf', { reemitir });

  app.addHook('onRequest', (request, reply, next) => {
    if (!isConsoleApiPath(request.url)) return next();
    const cookie = request.cookies[CONSOLE_CSRF_COOKIE];
    // A console app without a token gets one on any call (its first GET).
    if (!cookie || !confere(chave, vinculoDe(request), cookie)) reemitir(request, reply);
    if (SEGUROS.has(request.method)) return next();
    const cabecalho = request.headers[CONSOLE_CSRF_HEADER];
    if (
      typeof cabecalho === 'string' &&
      cookie !== undefined &&
      cabecalho === cookie &&
      confere(chave, vinculoDe(request), cabecalho)
    ) {
      return next();
    }
    sendError(request, reply, new HttpError(403, { mensagem: MENSAGENS_CONSOLE.csrf }));
  });
  done();
}

export const csrfConsole = fp(csrfConsolePlugin, {
  name: 'portal-console-csrf',
  dependencies: ['@fastify/cookie', 'portal-console-sessao', 'portal-errors'],
});
