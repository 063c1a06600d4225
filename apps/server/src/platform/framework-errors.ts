// Answers Fastify gives before any route or hook runs (issue 9): a malformed or too-long URL
// (`frameworkErrors`) and requests Node's parser refuses (`clientErrorHandler`: bad syntax, headers
// too large, timeout). They get the usual Portuguese error body and the security headers.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@portal/domain';
import { sendError, toHttpError } from './errors.js';
import { API_CACHE_HEADERS, applySecurityHeaders, type HeaderMap } from './security-headers.js';

export function frameworkErrorHandler(headers: HeaderMap) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    applySecurityHeaders(reply, headers, request.url);
    sendError(request, reply, toHttpError(error, request));
  };
}

const CLIENT_ERRORS: Record<string, { status: number; mensagem: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, mensagem: SERVER_MESSAGES.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, mensagem: SERVER_MESSAGES.headersTooLarge },
};

/** Node's 'clientError': no request object exists, so the answer is written on the socket. */
export function clientErrorHandler(headers: HeaderMap) {
  const lines = Object.entries({ ...headers, ...API_CACHE_HEADERS }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, mensagem } = CLIENT_ERRORS[error.code ?? ''] ?? {
      status: 400,
      mensagem: SERVER_MESSAGES.invalidRequest,
    };
    const body = JSON.stringify({ mensagem });
    if (socket.writable) {
      socket.write(
        [
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
          ...lines,
          'content-type: application/json; charset=utf-8',
          `content-length: ${Buffer.byteLength(body)}`,
          'connection: close',
          '',
          body,
        ].join('\r\n'),
      );
    }
    socket.destroy(error);
  };
}
