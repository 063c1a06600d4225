// GET /api/endereco?cep, /api/endereco/estado?pais, /api/endereco/cidade?pais,uf,cidade (spec §7 "Address").
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { erroSchema } from '@portal/domain/contract/common';
import {
  cidadesQuerySchema,
  cidadesResponseSchema,
  consultaCepQuerySchema,
  consultaCepResponseSchema,
  estadosQuerySchema,
  estadosResponseSchema,
} from '@portal/domain/contract/meus-dados/endereco';
import { requireSession } from '../../platform/session.js';
import { consultarCep, listCidades, listEstados } from './endereco.service.js';

const errors = { 400: erroSchema, 401: erroSchema, 403: erroSchema, 404: erroSchema };

export const enderecoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  const external = ctx.config.cepLookupUrl ? { url: ctx.config.cepLookupUrl } : undefined;

  app.get(
    '/endereco',
    {
      preHandler: requireSession,
      schema: {
        tags: ['endereco'],
        summary: 'Endereço de um CEP (tabela local; serviço externo se configurado)',
        querystring: consultaCepQuerySchema,
        response: { 200: consultaCepResponseSchema, ...errors },
      },
    },
    (request) => consultarCep({ db: ctx.db, cep: request.query.cep, external }),
  );

  app.get(
    '/endereco/estado',
    {
      preHandler: requireSession,
      schema: {
        tags: ['endereco'],
        summary: 'Estados (UF) do país',
        querystring: estadosQuerySchema,
        response: { 200: estadosResponseSchema, ...errors },
      },
    },
    () => listEstados(),
  );

  app.get(
    '/endereco/cidade',
    {
      preHandler: requireSession,
      schema: {
        tags: ['endereco'],
        summary: 'Cidades de uma UF, filtradas pelo nome digitado',
        querystring: cidadesQuerySchema,
        response: { 200: cidadesResponseSchema, ...errors },
      },
    },
    (request) => listCidades({ db: ctx.db, uf: request.query.uf, cidade: request.query.cidade }),
  );
  done();
};
