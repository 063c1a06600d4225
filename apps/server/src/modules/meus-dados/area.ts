// The Meus Dados area (spec §2 group "Meus dados"): registered once by app.ts under /api. Each screen's
// routes come from its contract in packages/domain/src/contract/meus-dados.
import type { FastifyInstance } from 'fastify';
import { faixaEtariaRoutes } from './faixa-etaria.routes.js';

export async function meusDadosArea(app: FastifyInstance): Promise<void> {
  faixaEtariaRoutes(app);
}
