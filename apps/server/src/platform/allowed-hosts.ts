// Answers only to the Host names it was configured for (issue 9): PUBLIC_URL's, ALLOWED_HOSTS, and,
// outside production, loopback on any port. Anything else gets 421 before a route runs, so a forged
// Host can never shape a link, a redirect or a cookie.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@portal/domain';
import { isLoopbackHost } from '../config/network.js';
import { HttpError, sendError } from './errors.js';
import { isInfrastructurePath } from './health.js';

function allowedHostsPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  const { config } = app.ctx;
  const allowed = new Set([new URL(config.publicUrl).hostname.toLowerCase(), ...config.allowedHosts]);
  const isAllowed = (host: string, hostname: string): boolean =>
    allowed.has(host) || allowed.has(hostname) || (config.allowLoopbackHosts && isLoopbackHost(hostname));

  app.addHook('onRequest', (request, reply, next) => {
    const host = request.host.toLowerCase();
    // A load balancer probes an instance by its own address, not by the portal's name.
    if (isAllowed(host, request.hostname.toLowerCase()) || isInfrastructurePath(request.url)) return next();
    // Answered here: the request goes no further (no next()).
    sendError(request, reply, new HttpError(421, { mensagem: SERVER_MESSAGES.misdirectedRequest }));
  });
  done();
}

export const allowedHosts = fp(allowedHostsPlugin, {
  name: 'portal-allowed-hosts',
  dependencies: ['portal-errors', 'portal-security-headers'],
});
