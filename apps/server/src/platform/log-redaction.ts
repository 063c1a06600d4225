// What the request log shows of a request: Fastify's default fields, with what a URL can carry that a log
// must not — the token of a shared card or appointment link (it opens a member's card or appointment to
// whoever holds it) and a CPF (the `{cpf}` path parameter of every screen with a beneficiary picker, as
// digits or formatted) — replaced before logging. Logs are for operators, not a second copy of member data.
import type { FastifyRequest } from 'fastify';
import { routePath } from '@portal/domain';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';

/**
 * Pages whose URL ends in a token: everything after the prefix is the token. `/cartao-compartilhado/`
 * (the shared card) and `/servicos/agendamento/` (the public appointment page, served by the web app; its
 * API calls carry the token in the x-token-servico header, which the log never shows).
 */
const TOKEN_PREFIXES = [
  cartaoVirtualEndpoints.compartilhado.path.replace(/:\w+$/, ''),
  `${routePath('agendamentoPublico')}/`,
];

export const REDACTED = '[redigido]';

/**
 * A CPF in a URL: exactly 11 digits not part of a longer number (protocols and card numbers are longer),
 * or formatted 'ddd.ddd.ddd-dd' (dots and hyphens travel unencoded in a URL).
 */
const CPF_IN_URL = /(?<!\d)(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})(?!\d)/g;

/**
 * The URL with a shared-card token replaced (query and fragment go too: nothing we issue puts them there)
 * and every CPF replaced.
 */
export function redactUrl(url: string): string {
  const prefix = TOKEN_PREFIXES.find((p) => url.startsWith(p));
  return prefix ? `${prefix}${REDACTED}` : url.replace(CPF_IN_URL, REDACTED);
}

/** Fastify's default request serializer (method, url, host, address), with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Drizzle puts a failed query's bound values (CPFs, names, codes) after this line of its message. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
/** Values the database quotes back in its messages ('invalid input syntax for type integer: "…"'). */
const QUOTED_VALUE = /"[^"]*"/g;

const redactErrorText = (text: string): string =>
  text.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`).replace(CPF_IN_URL, REDACTED);

/**
 * What the log shows of an error (issue 18: no member data in any log line): its type, message and stack
 * without the query's bound values, the SQLSTATE or system code, and the same of its causes — never the
 * error's own enumerable fields, which for a failed query are the parameters themselves.
 */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function errorLogSerializer(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object' || depth > 3) return { type: typeof error, message: '', stack: '' };
  const { name, message, stack, code, cause } = error as Partial<Error> & { code?: unknown };
  const databaseMessage = depth > 0 && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  const text = (value: string | undefined) =>
    value === undefined
      ? undefined
      : redactErrorText(databaseMessage ? value.replace(QUOTED_VALUE, `"${REDACTED}"`) : value);
  return {
    type: name ?? 'Error',
    message: text(message) ?? '',
    stack: text(stack) ?? '',
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(cause ? { cause: errorLogSerializer(cause, depth + 1) } : {}),
  };
}
