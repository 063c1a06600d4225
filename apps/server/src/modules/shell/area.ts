// The shell area (spec §7): operator parameters, maintenance status, operator contacts, the legal
// texts the portal's frame shows and the home's topics (issue 17). Registered once by app.ts under /api; the routes come from
// packages/domain/src/contract/shell.
import type { FastifyPluginCallback } from 'fastify';
import { shellRoutes } from './shell.routes.js';
import { textosLegaisRoutes } from './textos-legais.routes.js';
import { topicosRoutes } from './topicos.routes.js';

export const shellArea: FastifyPluginCallback = (app, _options, done) => {
  shellRoutes(app);
  textosLegaisRoutes(app);
  topicosRoutes(app);
  done();
};
