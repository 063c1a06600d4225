// Signed double-submit CSRF (ARCHITECTURE "API conventions"). @fastify/csrf-protection keeps its secret
// in a signed HttpOnly cookie; the token, HMAC-bound to the session cookie (or 'anonymous' before
// login), travels in the JS-readable XSRF-TOKEN cookie and comes back in X-CSRF-Token.
import { createHmac } from 'node:crypto';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/domain';
import { isApiPath, isCsrfError } from './errors.js';

/** HttpOnly cookie holding the per-browser CSRF secret (signed with the session secret). */
export const CSRF_SECRET_COOKIE = 'portal_csrf';
export const ANONYMOUS_BINDING = 'anonymous';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfTools {
  /** Sets a fresh XSRF-TOKEN for the request's current binding (after login, logout, failure). */
  reissue(request: FastifyRequest, reply: FastifyReply): void;
  /** Gives a client without an XSRF-TOKEN one, so its first POST (the login) can carry it. */
  ensure(request: FastifyRequest, reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    csrf: CsrfTools;
  }
}

const bindingOf = (request: FastifyRequest): string => request.sessionCookieHash ?? ANONYMOUS_BINDING;

async function csrfPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, signed: true },
    getUserInfo: bindingOf,
    getToken: (request) => {
      const header = request.headers[CSRF_HEADER];
      return typeof header === 'string' ? header : undefined;
    },
    csrfOpts: {
      userInfo: true,
      hmacKey: createHmac('sha256', config.sessionSecret).update('portal-csrf').digest('base64'),
    },
  });

  const reissue = (request: FastifyRequest, reply: FastifyReply): void => {
    // From PUBLIC_URL, never from the request's Host (issue 9).
    const { cookieSecure: secure } = config;
    const token = reply.generateCsrf({ userInfo: bindingOf(request), secure });
    reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure });
  };
  const ensure = (request: FastifyRequest, reply: FastifyReply): void => {
    if (!request.cookies[CSRF_COOKIE]) reissue(request, reply);
  };
  app.decorate('csrf', { reissue, ensure });

  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) return done();
    // A client without a token gets one on any call (and with the page: static-web.ts).
    ensure(request, reply);
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });

  // A refused client gets a fresh token with the 403, so one retry recovers (e.g. after a restart).
  app.addHook('onError', (request, reply, error, done) => {
    if (isCsrfError(error)) reissue(request, reply);
    done();
  });
}

export const csrf = fp(csrfPlugin, {
  name: 'portal-csrf',
  dependencies: ['@fastify/cookie', 'portal-session', 'portal-errors'],
});
