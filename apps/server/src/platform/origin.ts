// Every API call names its client in `x-origin` (spec §7); sessions and audit rows record it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@portal/domain';
import { HttpError, isApiPath, sendError } from './errors.js';
import { isInfrastructurePath } from './health.js';

export const ORIGIN_HEADER = 'x-origin';
const ORIGIN_PATTERN = /^[\w.-]{1,60}$/;
/** The OpenAPI document (app.ts's OPENAPI_PATH, under this prefix) is read by tools that do not know our header. */
export const API_DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyRequest {
    /** Value of x-origin, validated; null outside /api. */
    origem: string | null;
  }
}

function originPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.decorateRequest('origem', null);
  app.addHook('onRequest', (request, reply, next) => {
    // The OpenAPI document, the load balancer's probes and the metrics scrape are read by tools that do not know our header.
    if (
      !isApiPath(request.url) ||
      request.url.startsWith(API_DOCS_PREFIX) ||
      isInfrastructurePath(request.url)
    ) {
      return next();
    }
    const value = request.headers[ORIGIN_HEADER];
    if (typeof value !== 'string' || !ORIGIN_PATTERN.test(value)) {
      // Answered here: the request goes no further (no next()).
      sendError(request, reply, new HttpError(400, { mensagem: SERVER_MESSAGES.originMissing }));
      return;
    }
    request.origem = value;
    next();
  });
  done();
}

export const origin = fp(originPlugin, { name: 'portal-origin', dependencies: ['portal-errors'] });
