// GET /api/usuario, /api/usuario/chatbot, usage reports and the access-token minting (spec §7).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatbotSchema,
  tokenAcessoResponseSchema,
  usuarioSchema,
  utilizacaoFuncionalidadeBodySchema,
  utilizacaoRecursoBodySchema,
} from '@portal/domain/contract/auth';
import { erroSchema } from '@portal/domain/contract/common';
import { AUDIT_ACTIONS, audit } from '../../platform/audit.js';
import { currentSession, requireSession } from '../../platform/session.js';
import { mintAccessToken } from './token-login.service.js';
import {
  getChatbot,
  recordFunctionalityUsage,
  recordResourceUsage,
  toUsuario,
  type UsageContext,
} from './usuario.service.js';

const noContent = z.null().describe('Sem conteúdo');
const sessionErrors = { 401: erroSchema, 403: erroSchema };

export const usuarioRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;

  app.get(
    '/usuario',
    {
      preHandler: requireSession,
      config: { allowExpiredCredentials: true },
      schema: {
        tags: ['auth'],
        summary: 'Usuário logado',
        response: { 200: usuarioSchema, ...sessionErrors },
      },
    },
    // The caller's own identity, already loaded with the session: no further query, no audit row.
    (request) => toUsuario(currentSession(request)),
  );

  app.get(
    '/usuario/chatbot',
    {
      preHandler: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Dados do chatbot',
        response: { 200: chatbotSchema, ...sessionErrors },
      },
    },
    async (request) => {
      const session = currentSession(request);
      const chatbot = await getChatbot({ db: ctx.db, ...session });
      await audit({ request, action: AUDIT_ACTIONS.chatbotRead, subjectPersonId: session.personId });
      return chatbot;
    },
  );

  const usageContext = (request: FastifyRequest): UsageContext => ({
    db: ctx.db,
    accountId: currentSession(request).accountId,
    at: ctx.clock(),
    origem: request.origem,
  });
  const usageRoute = <B extends z.ZodType>(summary: string, body: B) => ({
    preHandler: requireSession,
    schema: {
      tags: ['auth'],
      summary,
      body,
      response: { 204: noContent, 400: erroSchema, ...sessionErrors },
    },
  });

  app.post(
    '/usuario/utilizacao-recurso',
    usageRoute('Registra a utilização de um recurso', utilizacaoRecursoBodySchema),
    async (request, reply) => {
      await recordResourceUsage({ ...usageContext(request), body: request.body });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/usuario/utilizacao-funcionalidade',
    usageRoute('Registra a utilização de uma funcionalidade', utilizacaoFuncionalidadeBodySchema),
    async (request, reply) => {
      await recordFunctionalityUsage({ ...usageContext(request), body: request.body });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/usuario/token-acesso',
    {
      preHandler: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Emite um token de acesso de uso único (5 minutos) para abrir o portal web',
        response: { 200: tokenAcessoResponseSchema, ...sessionErrors },
      },
    },
    async (request) => {
      const session = currentSession(request);
      const { token, expiresAt } = await mintAccessToken({
        db: ctx.db,
        random: ctx.random,
        accountId: session.accountId,
        now: ctx.clock(),
      });
      await audit({ request, action: AUDIT_ACTIONS.accessTokenIssued, subjectPersonId: session.personId });
      return { token, expiraEm: expiresAt.toISOString() };
    },
  );
  done();
};
