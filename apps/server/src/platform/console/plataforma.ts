// The console's platform (issue 38, decision 0040), registered by app.ts after the member session and CSRF:
// the staff session cookie, the console's CSRF, and — with CONSOLE_PUBLIC_URL — the console API answering
// only on the console's own host (an operator may keep the console on an internal network; the console's
// files do the same in static-console.ts). Access checks are platform/access.ts's, from each route's
// declared console access; headers (CSP, noindex) are security-headers.ts's.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isConsoleApiPath } from '../errors.js';
import { csrfConsole } from './csrf-console.js';

async function plataformaConsole(app: FastifyInstance): Promise<void> {
  const { consolePublicUrl } = app.ctx.config;
  if (consolePublicUrl) {
    const host = new URL(consolePublicUrl).hostname.toLowerCase();
    app.addHook('onRequest', async (request, reply) => {
      if (isConsoleApiPath(request.url) && request.hostname.toLowerCase() !== host) {
        reply.callNotFound();
        return reply;
      }
    });
  }
  await app.register(csrfConsole);
}

export const consolePlataforma = fp(plataformaConsole, {
  name: 'portal-console',
  dependencies: ['portal-console-sessao', 'portal-errors'],
});
