// One error shape for the whole API: `{ mensagem, mensagemAmigavel?, tipoMensagem?, campos? }` in
// Portuguese, `{ dados, erro }` on /v2 and /v3 paths, and nothing internal ever leaks from a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_BASE, MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { CONSOLE_PATH, CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import type { Erro } from '@portal/domain/contract/common';
import { UNIQUE_VIOLATION, isDataException, isDatabaseUnavailable, sqlStateOf } from './db-errors.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Erro,
  ) {
    super(body.mensagem);
    this.name = 'HttpError';
  }
}

export const badRequest = (
  mensagem: string = SERVER_MESSAGES.invalidRequest,
  campos?: Record<string, string>,
) => new HttpError(400, campos ? { mensagem, campos } : { mensagem });
export const unauthorized = (mensagem: string = SERVER_MESSAGES.notAuthenticated) =>
  new HttpError(401, { mensagem });
export const forbidden = (mensagem: string = SERVER_MESSAGES.forbidden) => new HttpError(403, { mensagem });
export const notFound = (mensagem: string = SERVER_MESSAGES.notFound) => new HttpError(404, { mensagem });
export const tooManyRequests = (mensagem: string = SERVER_MESSAGES.tooManyRequests) =>
  new HttpError(429, { mensagem });

/** The URL without its query string. */
export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

export const isApiPath = (url: string): boolean => {
  const path = pathOf(url);
  return path === API_BASE || path.startsWith(`${API_BASE}/`);
};

/** The operator integration API (issue 19): no cookies, CSRF, session or x-origin; bearer tokens instead. */
export const isIntegracaoPath = (url: string): boolean => {
  const path = pathOf(url);
  return path === '/integracao' || path.startsWith('/integracao/');
};

const sob = (url: string, base: string): boolean => {
  const path = pathOf(url);
  return path === base || path.startsWith(`${base}/`);
};

/** The Console da Operadora's API (issue 38, decision 0040): the staff session and the console's CSRF. */
export const isConsoleApiPath = (url: string): boolean => sob(url, CONSOLE_PREFIX);

/** Anything the console serves, its app and its API: the console's CSP and noindex. */
export const isConsolePath = (url: string): boolean => sob(url, CONSOLE_PATH);

/** The contract of the route says whether its answers travel as `{ dados, erro }` (route config). */
const isEnveloped = (request: FastifyRequest): boolean => request.routeOptions.config?.envelope === true;

export function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError): FastifyReply {
  const payload = isEnveloped(request) ? { dados: null, erro: error.body } : error.body;
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(payload);
}

// Domain messages may be used as-is; zod's English defaults never reach a member.
const KNOWN_MESSAGES = new Set<string>([...Object.values(MESSAGES), ...Object.values(SERVER_MESSAGES)]);
const TEMPLATED_MESSAGE = /(?: inválid[oa]|^\d+ a \d+ caracteres)$/;
export const isDomainMessage = (message: string): boolean =>
  KNOWN_MESSAGES.has(message) || TEMPLATED_MESSAGE.test(message) || message.startsWith('- O arquivo');

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

const valueAt = (input: unknown, segments: readonly string[]): unknown =>
  segments.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    input,
  );

/**
 * Turns schema issues into `campos` keyed by field path, keeping only Portuguese domain messages:
 * a missing field says 'Campo obrigatório', anything else without a domain message 'Requisição inválida.'.
 */
export function validationError(issues: readonly ValidationIssue[], input: unknown): HttpError {
  const campos: Record<string, string> = {};
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const field = segments.join('.') || '_';
    if (Object.hasOwn(campos, field)) continue;
    const message = issue.message ?? '';
    campos[field] = isDomainMessage(message)
      ? message
      : segments.length > 0 && valueAt(input, segments) === undefined
        ? MESSAGES.required
        : SERVER_MESSAGES.invalidRequest;
  }
  const first = Object.values(campos)[0];
  const mensagem = first && isDomainMessage(first) ? first : SERVER_MESSAGES.invalidRequest;
  return badRequest(mensagem, campos);
}

const CSRF_ERROR_CODES = new Set(['FST_CSRF_INVALID_TOKEN', 'FST_CSRF_MISSING_SECRET']);
export const isCsrfError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && CSRF_ERROR_CODES.has((error as FastifyError).code);

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: SERVER_MESSAGES.notAuthenticated,
  403: SERVER_MESSAGES.forbidden,
  404: SERVER_MESSAGES.notFound,
  408: SERVER_MESSAGES.requestTimeout,
  409: SERVER_MESSAGES.conflict,
  414: SERVER_MESSAGES.uriTooLong,
  421: SERVER_MESSAGES.misdirectedRequest,
  429: SERVER_MESSAGES.tooManyRequests,
  431: SERVER_MESSAGES.headersTooLarge,
};

const VALIDATED_PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/** The part of the request a validation error is about, to tell missing fields from wrong ones. */
function validatedInput(error: { validationContext?: string }, request: FastifyRequest | undefined): unknown {
  const part = VALIDATED_PARTS[error.validationContext as keyof typeof VALIDATED_PARTS];
  return part && request ? request[part] : undefined;
}

/** Maps anything thrown to the HttpError the member sees. Unknown failures become a bare 500. */
export function toHttpError(error: unknown, request?: FastifyRequest): HttpError {
  if (error instanceof HttpError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationError(error.validation, validatedInput(error, request));
  }
  if (isCsrfError(error)) return new HttpError(403, { mensagem: SERVER_MESSAGES.csrfInvalid });
  // A value the database refuses (out of range, bad encoding) came from the request; two requests racing
  // for one unique row lost to each other. Neither is a server fault (issue 9).
  const sqlState = sqlStateOf(error);
  if (sqlState && isDataException(sqlState)) return badRequest();
  if (sqlState === UNIQUE_VIOLATION) return new HttpError(409, { mensagem: SERVER_MESSAGES.conflict });
  // The database is down, restarting or too slow: nothing about the request was wrong (issue 18).
  if (isDatabaseUnavailable(error))
    return new HttpError(503, { mensagem: SERVER_MESSAGES.serviceUnavailable });
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  if ((error as Partial<FastifyError> | null)?.validation) return badRequest();
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, { mensagem: MESSAGE_BY_STATUS[status] ?? SERVER_MESSAGES.invalidRequest });
  }
  return new HttpError(500, { mensagem: SERVER_MESSAGES.unexpected });
}

/** Sends the web app's page when it serves the request (true), or leaves it to the 404 (false). */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export interface ErrorsOptions {
  /** Serves the web app for unknown non-API GETs (client-side routes). */
  spaFallback?: SpaFallback;
}

/** Logs what is the server's fault (or the database's) and answers the error body. */
export function answerError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  httpError: HttpError = toHttpError(error, request),
): FastifyReply {
  if (httpError.statusCode === 503) request.log.warn({ err: error }, 'banco de dados indisponível');
  else if (httpError.statusCode >= 500) request.log.error({ err: error }, 'unexpected error');
  return sendError(request, reply, httpError);
}

/** A route's URL pattern as a regular expression over a request path (`:name` one segment, `*` the rest). */
const patternOf = (url: string): RegExp =>
  new RegExp(
    `^${url
      .split('/')
      .map((segment) =>
        segment.startsWith(':')
          ? '[^/]+'
          : segment === '*'
            ? '.*'
            : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

/**
 * The methods each registered URL pattern answers (issue 35): a known /api or /integracao path called with
 * another method is 405 with `Allow`, not 404.
 */
class MethodsByPattern {
  private readonly routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(url: string, methods: string | string[]): void {
    const entry = this.routes.get(url) ?? { pattern: patternOf(url), methods: new Set<string>() };
    [methods].flat().forEach((method) => entry.methods.add(method));
    this.routes.set(url, entry);
  }

  /** Every method some route answers on this path (empty: the path is unknown). */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const { pattern, methods: own } of this.routes.values()) {
      if (pattern.test(path)) own.forEach((method) => methods.add(method));
    }
    return [...methods].sort();
  }
}

function errorsPlugin(app: FastifyInstance, opts: ErrorsOptions, done: (error?: Error) => void): void {
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply));

  const methods = new MethodsByPattern();
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url) || isIntegracaoPath(route.url) || isConsoleApiPath(route.url)) {
      methods.add(route.url, route.method);
    }
  });

  // Unknown paths of the APIs are the portal's JSON 404 (never the web page); a known path with another
  // method is 405 listing its methods. Only other GETs fall back to the web app (client-side routes).
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || isIntegracaoPath(request.url) || isConsoleApiPath(request.url)) {
      const allowed = methods.allowed(pathOf(request.url));
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        reply.header('allow', allowed.join(', '));
        return sendError(request, reply, new HttpError(405, { mensagem: SERVER_MESSAGES.methodNotAllowed }));
      }
      return sendError(request, reply, notFound());
    }
    if (await opts.spaFallback?.(request, reply)) return reply;
    return sendError(request, reply, notFound());
  });

  // Success bodies of enveloped endpoints are wrapped here, so handlers return the bare contract data.
  // Error bodies are already wrapped by sendError (status >= 400).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 || !isEnveloped(request)) return payload;
    return { dados: payload, erro: null };
  });
  done();
}

export const errors = fp(errorsPlugin, { name: 'portal-errors' });
