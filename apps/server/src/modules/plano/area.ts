// The plano area (issue 41): what the member's plan covers and when — waiting periods and CPT (decision 0048),
// "Meu plano cobre?" and the reimbursement preview (decision 0049). Registered once by app.ts under /api; the
// routes come from packages/domain/src/contract/plano.
import type { FastifyPluginCallback } from 'fastify';
import { carenciasRoutes } from './carencias.routes.js';
import { coberturaRoutes } from './cobertura.routes.js';

export const planoArea: FastifyPluginCallback = (app, _options, done) => {
  carenciasRoutes(app);
  coberturaRoutes(app);
  done();
};
