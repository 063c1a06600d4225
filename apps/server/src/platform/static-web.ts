// Serves the built web app beside the API: hashed assets cached for a year, index.html never cached,
// and index.html for any other non-API GET so client-side routes survive a reload.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export const hasWebBuild = (webDist: string): boolean => existsSync(join(webDist, 'index.html'));

export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<SpaFallback> {
  await app.register(fastifyStatic, {
    root: webDist,
    // Routes only for files present at start: unknown paths fall through to the SPA fallback.
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : NO_CACHE);
    },
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    return reply.header('cache-control', NO_CACHE).sendFile('index.html');
  };
}
