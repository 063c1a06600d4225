// Pontos de atendimento (spec §7 "Other reads") under /api/pontos-atendimento, for any signed-in member.
// The operator's own units are public information: no family data, so no audit row.
import type { FastifyInstance } from 'fastify';
import { pontosAtendimentoEndpoints as endpoints } from '@portal/domain/contract/facilidades/pontos-atendimento';
import { route } from '../../platform/route.js';
import { listPontosAtendimento } from './pontos-atendimento.service.js';

export function pontosAtendimentoRoutes(app: FastifyInstance): void {
  route(app, endpoints.lista, async () => ({
    pontos: await listPontosAtendimento(app.ctx.db, app.ctx.config.mapaEmbedOrigin),
  }));
}
