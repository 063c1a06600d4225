// GET /api/termos-de-uso and GET /api/politica-de-privacidade (spec §7 "Other reads"): public, the
// operator's current text from the database.
import type { FastifyInstance } from 'fastify';
import { textosLegaisEndpoints, type ChaveTextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { notFound } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { getTextoLegal } from './textos-legais.service.js';

const CHAVES: Record<keyof typeof textosLegaisEndpoints, ChaveTextoLegal> = {
  termosDeUso: 'TERMOS_DE_USO',
  politicaDePrivacidade: 'POLITICA_DE_PRIVACIDADE',
};

export function textosLegaisRoutes(app: FastifyInstance): void {
  for (const [nome, chave] of Object.entries(CHAVES) as [keyof typeof CHAVES, ChaveTextoLegal][]) {
    route(app, textosLegaisEndpoints[nome], async () => {
      const texto = await getTextoLegal({ db: app.ctx.db, chave });
      if (!texto) throw notFound();
      return texto;
    });
  }
}
