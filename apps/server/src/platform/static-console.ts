// Serves the Console da Operadora's browser app (apps/console/dist, issue 38) at /console/: hashed assets
// cached for a year, index.html revalidated on every visit (by ETag), and index.html for any other GET under
// /console that is not the console API, so the console's client-side routes survive a reload. /console alone
// redirects to /console/ (the app's asset URLs are relative to that base). With CONSOLE_PUBLIC_URL set, the
// console is served only on that host (an operator may keep it on an internal network): elsewhere its paths
// are the portal's 404. Security headers (CSP, noindex) of /console are the console platform's
// (platform/console/*), set for every answer under the path.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_PATH, CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import type { SpaFallback } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export const hasConsoleBuild = (consoleDist: string): boolean => existsSync(join(consoleDist, 'index.html'));

/** The request's path without its query. */
const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

const under = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/** Anything under /console (its app and its API): never the member app's page. */
export const isUnderConsole = (url: string): boolean => under(pathOf(url), CONSOLE_PATH);

/** A path of the console app (not of its API): /console, /console/, /console/equipe… */
export const isConsoleAppPath = (url: string): boolean =>
  isUnderConsole(url) && !under(pathOf(url), CONSOLE_PREFIX);

/** The Host header's name, lower-case, without its port. */
const hostNameOf = (request: FastifyRequest): string => request.hostname.toLowerCase();

export interface StaticConsoleOptions {
  /** apps/console/dist. */
  consoleDist: string;
  /** CONSOLE_PUBLIC_URL: when set, the console answers only on its host name. */
  consolePublicUrl?: string | undefined;
}

/**
 * Registers the console's files and answers its SPA fallback: true when it sent the page, false when the
 * request is not the console's (the member app's fallback or the 404 then answer it).
 */
export async function registerStaticConsole(
  app: FastifyInstance,
  { consoleDist, consolePublicUrl }: StaticConsoleOptions,
): Promise<SpaFallback> {
  const onlyHost = consolePublicUrl ? new URL(consolePublicUrl).hostname.toLowerCase() : null;
  const servesHere = (request: FastifyRequest) => onlyHost === null || hostNameOf(request) === onlyHost;

  await app.register(async (scope) => {
    // The files' routes answer a 404 on another host: the console is not there.
    scope.addHook('onRequest', async (request, reply) => {
      if (!servesHere(request)) {
        reply.callNotFound();
        return reply;
      }
    });
    await scope.register(fastifyStatic, {
      root: consoleDist,
      prefix: `${CONSOLE_PATH}/`,
      // The member app's static plugin decorates the reply already.
      decorateReply: false,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : NO_CACHE);
      },
    });
  });

  const page = readFileSync(join(consoleDist, 'index.html'));
  const etag = `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 22)}"`;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (!isConsoleAppPath(request.url)) return false;
    // Not the member app's page either: a console path on another host is a 404.
    if (!servesHere(request)) return false;
    if (pathOf(request.url) === CONSOLE_PATH) {
      const query = request.url.slice(CONSOLE_PATH.length);
      await reply.redirect(`${CONSOLE_PATH}/${query}`, 301);
      return true;
    }
    reply.header('cache-control', NO_CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return true;
    }
    await reply.type('text/html; charset=utf-8').send(page);
    return true;
  };
}
