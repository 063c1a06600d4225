// What the request log shows of a request: Fastify's default fields, with the secret a URL can carry (the
// token of a shared card link, which opens a member's card to whoever holds it) replaced before logging.
import type { FastifyRequest } from 'fastify';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';

/** `/cartao-compartilhado/`: everything after it in a URL is the token. */
const SHARED_CARD_PREFIX = cartaoVirtualEndpoints.compartilhado.path.replace(/:\w+$/, '');

export const REDACTED = '[redigido]';

/** The URL with a shared-card token replaced (query and fragment go too: nothing we issue puts them there). */
export const redactUrl = (url: string): string =>
  url.startsWith(SHARED_CARD_PREFIX) ? `${SHARED_CARD_PREFIX}${REDACTED}` : url;

/** Fastify's default request serializer (method, url, host, address), with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
