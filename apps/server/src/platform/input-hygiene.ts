// One rule for every route (issue 9): no string in the path parameters, query or JSON body may hold a
// NUL character. PostgreSQL cannot store one, so it used to surface as a 500 with a stack in the log.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors.js';

const MAX_DEPTH = 32;

/** True when a NUL appears in any string, key or value, of a parsed input (depth-capped). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

function inputHygienePlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.addHook('preValidation', (request, _reply, next) => {
    const dirty = containsNul(request.params) || containsNul(request.query) || containsNul(request.body);
    next(dirty ? badRequest() : undefined);
  });
  done();
}

export const inputHygiene = fp(inputHygienePlugin, { name: 'portal-input-hygiene' });
