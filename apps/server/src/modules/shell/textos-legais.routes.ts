// GET /api/termos-de-uso, /api/politica-de-privacidade and /api/aviso-lgpd (spec §7 "Other reads"), each
// with ?versao=N for an older version and a /versoes list (issue 38): public, from the database.
import type { FastifyInstance } from 'fastify';
import {
  ENDPOINTS_TEXTO_LEGAL,
  textosLegaisEndpoints,
  type ChaveTextoLegal,
} from '@portal/domain/contract/shell/textos-legais';
import { notFound } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { getTextoLegal, listVersoes } from './textos-legais.service.js';

export function textosLegaisRoutes(app: FastifyInstance): void {
  for (const [chave, nomes] of Object.entries(ENDPOINTS_TEXTO_LEGAL) as [
    ChaveTextoLegal,
    (typeof ENDPOINTS_TEXTO_LEGAL)[ChaveTextoLegal],
  ][]) {
    route(app, textosLegaisEndpoints[nomes.texto], async (request) => {
      const texto = await getTextoLegal({ db: app.ctx.db, chave, versao: request.query.versao });
      if (!texto) throw notFound();
      return texto;
    });
    route(app, textosLegaisEndpoints[nomes.versoes], async () => ({
      versoes: await listVersoes(app.ctx.db, chave),
    }));
  }
}
