// What the request log shows of a request: Fastify's default fields, with what a URL can carry that a log
// must not — the token of a shared card link (it opens a member's card to whoever holds it) and a CPF (the
// `{cpf}` path parameter of every screen with a beneficiary picker, as digits or formatted) — replaced
// before logging. Logs are for operators, not a second copy of member data.
import type { FastifyRequest } from 'fastify';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';

/** `/cartao-compartilhado/`: everything after it in a URL is the token. */
const SHARED_CARD_PREFIX = cartaoVirtualEndpoints.compartilhado.path.replace(/:\w+$/, '');

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
export const redactUrl = (url: string): string =>
  url.startsWith(SHARED_CARD_PREFIX) ? `${SHARED_CARD_PREFIX}${REDACTED}` : url.replace(CPF_IN_URL, REDACTED);

/** Fastify's default request serializer (method, url, host, address), with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
