// Serves the built web app beside the API: hashed assets cached for a year, index.html revalidated on
// every visit, and index.html for any other non-API GET so client-side routes survive a reload. The
// build writes .br and .gz copies of each file (apps/web/build/precompress.ts); the copy the browser
// accepts is sent as it is, so nothing is compressed per request.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from './errors.js';
import type { EarlyAnswers } from './early-calls.js';
import { loadWebPage } from './web-page.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

export const hasWebBuild = (webDist: string): boolean => existsSync(join(webDist, 'index.html'));

/**
 * `readAnswers`: the start-up calls' answers each page carries (modules/shell/startup-answers.ts); `readBrand`:
 * the operator's brand written into its head (issue 38, shared-domain/marca.ts).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
  readAnswers: () => Promise<EarlyAnswers>,
  readBrand?: (request: FastifyRequest) => Promise<string>,
): Promise<SpaFallback> {
  await app.register(fastifyStatic, {
    root: webDist,
    // Routes only for files present at start: unknown paths fall through to the SPA fallback.
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The copies are picked by Accept-Encoding, never asked for by name.
    allowedPath: (pathname) => !PRECOMPRESSED_COPY.test(pathname),
    setHeaders: (reply, path) => {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : NO_CACHE);
    },
  });
  const sendPage = loadWebPage(webDist, {
    readAnswers,
    ...(readBrand ? { readBrand } : {}),
    // The start-up calls no longer reach the API, where a first visit got its CSRF token (csrf.ts): the
    // page brings it, so the first POST (the login) carries one.
    beforeSend: (request, reply) => app.csrf.ensure(request, reply),
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    await sendPage(request, reply);
    return true;
  };
}
