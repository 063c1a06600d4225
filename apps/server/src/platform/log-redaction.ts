// What the request log shows of a request: Fastify's default fields, with what a URL can carry that a log
// must not — the token of a shared card or appointment link (it opens a member's card or appointment to
// whoever holds it), a CPF (the `{cpf}` path parameter of every screen with a beneficiary picker, as
// digits or formatted), a card number (the virtual card's path, a guide's `?carteira=`), a file's name
// (`?nome=` of a reimbursement file) and any secret a client put in a query string — replaced before
// logging. Logs are for operators, not a second copy of member data.
import type { FastifyRequest } from 'fastify';
import { routePath } from '@portal/domain';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';

/**
 * Pages whose URL ends in a token: everything after the prefix is the token. `/cartao-compartilhado/`
 * (the shared card's PDF), `/servicos/cartao-compartilhado/` (its public page, issue 37) and
 * `/servicos/agendamento/` (the public appointment page); the pages are served by the web app, and their
 * API calls carry the token in the x-token-servico header, which the log never shows.
 */
const TOKEN_PREFIXES = [
  cartaoVirtualEndpoints.compartilhado.path.replace(/:\w+$/, ''),
  `${routePath('cartaoCompartilhado')}/`,
  `${routePath('agendamentoPublico')}/`,
];

export const REDACTED = '[redigido]';

/**
 * A CPF in a URL: exactly 11 digits not part of a longer number (protocols and card numbers are longer),
 * or formatted 'ddd.ddd.ddd-dd' (dots and hyphens travel unencoded in a URL).
 */
const CPF_IN_URL = /(?<!\d)(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})(?!\d)/g;

/**
 * Paths whose next segment is a card number (`…/pdf/:carteira`): read from the contract, so a new route
 * with a `:carteira` is covered. A card number has 6 to 20 digits, as protocols and guides do: the digits
 * alone cannot tell which is which, the place in the URL can.
 */
const CARD_IN_PATH = new RegExp(
  `(${Object.values(cartaoVirtualEndpoints)
    .map((e) => e.path)
    .filter((path) => path.endsWith('/:carteira'))
    .map((path) => path.slice(0, -':carteira'.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})[^/?#]+`,
  'g',
);

/**
 * Query parameters whose value never reaches the log, by name (any case): a card number, a file's (or a
 * person's) name, and the secrets a client may put in a URL by mistake — OAuth's client secret, a token, a
 * password, a verification code.
 */
const REDACTED_QUERY_NAMES = new Set([
  'carteira',
  'nome',
  'client_secret',
  'access_token',
  'token',
  'senha',
  'codigo',
  // The console's brand preview token on a member page (issue 38, shared-domain/marca-previa.ts).
  'previa-marca',
]);

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** `a=1&nome=Recibo.pdf` → `a=1&nome=[redigido]`. */
const redactQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && REDACTED_QUERY_NAMES.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');

/**
 * The URL with a shared-card token replaced (query and fragment go too: nothing we issue puts them there),
 * a card number of the path and the named query values replaced, and every CPF replaced.
 */
export function redactUrl(url: string): string {
  const prefix = TOKEN_PREFIXES.find((p) => url.startsWith(p));
  if (prefix) return `${prefix}${REDACTED}`;
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(CARD_IN_PATH, `$1${REDACTED}`);
  const redacted = q === -1 ? path : `${path}?${redactQuery(url.slice(q + 1))}`;
  return redacted.replace(CPF_IN_URL, REDACTED);
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
