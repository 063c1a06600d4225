// Serves the Console da Operadora's browser app (apps/console/dist, issue 38) at /console/: hashed assets
// cached for a year, index.html revalidated on every visit (by ETag), and index.html for any other GET under
// /console that is not the console API, so the console's client-side routes survive a reload. /console alone
// redirects to /console/ (the app's asset URLs are relative to that base). The page carries the operator's
// name (<meta name="portal-operadora">, read for every page like the member page's start-up answers) for the
// console's header, so no call is needed before the first paint. With CONSOLE_PUBLIC_URL set, the
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
  /** The operator's name for the page's header (null: unknown, the header shows none). */
  nomeOperadora?: () => Promise<string | null>;
  /**
   * Runs before the page is sent: the console CSRF token for this browser (the sign-in screen's first call is
   * a POST, which would otherwise be refused once for want of one).
   */
  antesDeEnviar?: (request: FastifyRequest, reply: FastifyReply) => void;
}

export const OPERADORA_META = 'portal-operadora';

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the operator's name in a meta right after the charset (or the head). */
export function withOperatorName(html: string, nome: string | null): string {
  if (!nome) return html;
  const at = /<meta charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!at) return html;
  const end = at.index + at[0].length;
  return `${html.slice(0, end)}<meta name="${OPERADORA_META}" content="${escapeAttribute(nome)}">${html.slice(end)}`;
}

/**
 * Registers the console's files and answers its SPA fallback: true when it sent the page, false when the
 * request is not the console's (the member app's fallback or the 404 then answer it).
 */
export async function registerStaticConsole(
  app: FastifyInstance,
  { consoleDist, consolePublicUrl, nomeOperadora, antesDeEnviar }: StaticConsoleOptions,
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

  const template = readFileSync(join(consoleDist, 'index.html'), 'utf8');

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
    const page = Buffer.from(withOperatorName(template, nomeOperadora ? await nomeOperadora() : null));
    const etag = `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 22)}"`;
    antesDeEnviar?.(request, reply);
    reply.header('cache-control', NO_CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return true;
    }
    await reply.type('text/html; charset=utf-8').send(page);
    return true;
  };
}
