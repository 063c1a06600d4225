// Answers only to the Host names it was configured for (issue 9): PUBLIC_URL's, ALLOWED_HOSTS, and,
// outside production, loopback on any port. Anything else gets 421 before a route runs, so a forged
// Host can never shape a link, a redirect or a cookie. The whole Host is read (issue 34): a name, or an
// IPv6 literal in brackets, then at most a numeric port — `127.0.0.1:4301.evil.example` is not loopback.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@portal/domain';
import { isLoopbackHost } from '../config/network.js';
import { HttpError, sendError } from './errors.js';
import { isInfrastructurePath } from './health.js';

/** `name[:port]` or `[ipv6][:port]`, nothing before or after (lower-cased first). */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?)(?::(\d{1,5}))?$/;

/** The Host header's name (IPv6 kept in brackets, as URL.hostname has it) and port; null when malformed. */
function parseHost(host: string): { name: string; port: string | undefined } | null {
  const match = HOST.exec(host.toLowerCase());
  return match ? { name: match[1]!, port: match[2] } : null;
}

function allowedHostsPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  const { config } = app.ctx;
  // PUBLIC_URL's name on any port; an ALLOWED_HOSTS entry as written: a name (any port) or name:port.
  // CONSOLE_PUBLIC_URL's name too: the console's own host (platform/static-console.ts).
  const allowed = new Set([
    new URL(config.publicUrl).hostname.toLowerCase(),
    ...(config.consolePublicUrl ? [new URL(config.consolePublicUrl).hostname.toLowerCase()] : []),
    ...config.allowedHosts,
  ]);
  const isAllowed = (header: string): boolean => {
    const host = parseHost(header);
    if (!host) return false;
    return (
      allowed.has(host.name) ||
      (host.port !== undefined && allowed.has(`${host.name}:${host.port}`)) ||
      (config.allowLoopbackHosts && isLoopbackHost(host.name))
    );
  };

  app.addHook('onRequest', (request, reply, next) => {
    // A load balancer probes an instance by its own address, not by the portal's name.
    if (isAllowed(request.host) || isInfrastructurePath(request.url)) return next();
    // Answered here: the request goes no further (no next()).
    sendError(request, reply, new HttpError(421, { mensagem: SERVER_MESSAGES.misdirectedRequest }));
  });
  done();
}

export const allowedHosts = fp(allowedHostsPlugin, {
  name: 'portal-allowed-hosts',
  dependencies: ['portal-errors', 'portal-security-headers'],
});
