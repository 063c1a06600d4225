// GET /api/parametros/publicos|restritos, /api/bemmais/status and the operator contacts (spec §7).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { erroSchema } from '@portal/domain/contract/common';
import {
  contatosOperadoraResponseSchema,
  parametrosQuerySchema,
  parametrosResponseSchema,
  statusManutencaoSchema,
} from '@portal/domain/contract/shell';
import { requireSession } from '../../platform/session.js';
import { getMaintenanceStatus, getOperatorContacts, getParametros } from './shell.service.js';

const asList = (nome: string | string[]): string[] => (Array.isArray(nome) ? nome : [nome]);

export const shellRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;

  app.get(
    '/parametros/publicos',
    {
      schema: {
        tags: ['shell'],
        summary: 'Parâmetros públicos da operadora (nome repetido na query)',
        querystring: parametrosQuerySchema,
        response: { 200: parametrosResponseSchema, 400: erroSchema },
      },
    },
    (request) =>
      getParametros({ db: ctx.db, config: ctx.config, nomes: asList(request.query.nome), onlyPublic: true }),
  );

  app.get(
    '/parametros/restritos',
    {
      preHandler: requireSession,
      schema: {
        tags: ['shell'],
        summary: 'Parâmetros da operadora para usuários logados (públicos e restritos)',
        querystring: parametrosQuerySchema,
        response: { 200: parametrosResponseSchema, 400: erroSchema, 401: erroSchema, 403: erroSchema },
      },
    },
    (request) =>
      getParametros({ db: ctx.db, config: ctx.config, nomes: asList(request.query.nome), onlyPublic: false }),
  );

  app.get(
    '/bemmais/status',
    {
      schema: { tags: ['shell'], summary: 'Aviso de manutenção', response: { 200: statusManutencaoSchema } },
    },
    () => getMaintenanceStatus({ db: ctx.db, config: ctx.config }),
  );

  app.get(
    '/beneficiarios/atendimentos/contatos-unimed',
    {
      schema: {
        tags: ['shell'],
        summary: 'Canais de atendimento da operadora',
        response: { 200: contatosOperadoraResponseSchema },
      },
    },
    () => getOperatorContacts({ db: ctx.db }),
  );
  done();
};
