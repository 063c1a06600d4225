// The Facilidades area (spec §2 group "Facilidades"; its contract lives in contract/facilidades):
// Consulta de Protocolos (issue 15). Protocols are every kind of request, not only health ones, so they
// sit with the contract's group rather than in Minha Saúde. Registered once by app.ts under /api.
import type { FastifyPluginCallback } from 'fastify';
import { protocolosRoutes } from './protocolos.routes.js';

export const facilidadesArea: FastifyPluginCallback = (app, _options, done) => {
  protocolosRoutes(app);
  done();
};
