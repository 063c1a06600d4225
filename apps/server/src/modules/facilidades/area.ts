// The Facilidades area (spec §2 group "Facilidades"; its contract lives in contract/facilidades):
// Consulta de Protocolos (issue 15), PA Virtual and the service points (issue 17). Protocols are every kind
// of request, not only health ones, so they sit with the contract's group rather than in Minha Saúde.
// Registered once by app.ts under /api.
import type { FastifyPluginCallback } from 'fastify';
import { guiaMedicoRoutes } from './guia-medico.routes.js';
import { paVirtualRoutes } from './pa-virtual.routes.js';
import { pontosAtendimentoRoutes } from './pontos-atendimento.routes.js';
import { protocolosRoutes } from './protocolos.routes.js';

export const facilidadesArea: FastifyPluginCallback = (app, _options, done) => {
  protocolosRoutes(app);
  paVirtualRoutes(app);
  pontosAtendimentoRoutes(app);
  guiaMedicoRoutes(app);
  done();
};
