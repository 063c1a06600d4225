// GET /api/termos-de-uso and GET /api/politica-de-privacidade (spec §7 "Other reads"): public, the
// operator's current text from the database.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { erroSchema } from '@portal/domain/contract/common';
import { textoLegalSchema, type ChaveTextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { notFound } from '../../platform/errors.js';
import { getTextoLegal } from './textos-legais.service.js';

const ROUTES: { path: string; chave: ChaveTextoLegal; summary: string }[] = [
  { path: '/termos-de-uso', chave: 'TERMOS_DE_USO', summary: 'Termos de uso' },
  { path: '/politica-de-privacidade', chave: 'POLITICA_DE_PRIVACIDADE', summary: 'Política de privacidade' },
];

export const textosLegaisRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  for (const { path, chave, summary } of ROUTES) {
    app.get(
      path,
      { schema: { tags: ['shell'], summary, response: { 200: textoLegalSchema, 404: erroSchema } } },
      async () => {
        const texto = await getTextoLegal({ db: app.ctx.db, chave });
        if (!texto) throw notFound();
        return texto;
      },
    );
  }
  done();
};
