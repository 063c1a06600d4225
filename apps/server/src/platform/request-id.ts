// Request ids (issue 18): every request gets one, in each of its log lines (Fastify's reqId) and in the
// x-request-id response header, so an operator can find a member's failed call from what the member's browser
// shows. A trusted proxy's id is kept, so one id follows a request through HAProxy and the instance; from anyone
// else the header is ignored (a client could otherwise fill the log with ids of its choosing).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustedProxy } from './trusted-proxy.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What HAProxy's unique-id-format, nginx's $request_id and UUIDs look like; nothing that could carry text. */
const ACCEPTED_ID = /^[\w.:-]{8,128}$/;

/** Fastify's genReqId: the trusted proxy's id when it sent a well-formed one, else a new UUID. */
export function requestIdGenerator(
  trusted: TrustedProxy,
): (request: Pick<IncomingMessage, 'headers' | 'socket'>) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    return typeof given === 'string' && ACCEPTED_ID.test(given) && peer && trusted(peer, 0)
      ? given
      : randomUUID();
  };
}

function requestIdPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.addHook('onRequest', (request, reply, next) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    next();
  });
  done();
}

export const requestId = fp(requestIdPlugin, { name: 'portal-request-id' });
