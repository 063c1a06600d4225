// The shell area (spec §7): operator parameters, maintenance status, operator contacts and the legal
// texts the portal's frame shows. Registered once by app.ts under /api; the routes come from
// packages/domain/src/contract/shell.
import type { FastifyInstance } from 'fastify';
import { shellRoutes } from './shell.routes.js';
import { textosLegaisRoutes } from './textos-legais.routes.js';

export async function shellArea(app: FastifyInstance): Promise<void> {
  shellRoutes(app);
  textosLegaisRoutes(app);
}
