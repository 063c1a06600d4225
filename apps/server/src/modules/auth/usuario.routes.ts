// GET /api/usuario, /api/usuario/chatbot, usage reports and the access-token minting (spec §7).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { usuarioEndpoints as endpoints } from '@portal/domain/contract/auth/usuario';
import { audit } from '../../platform/audit.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { mintAccessToken } from './token-login.service.js';
import {
  recordFunctionalityUsage,
  recordResourceUsage,
  type UsageContext,
} from '../../platform/contadores-uso.js';
import { getChatbot, toUsuario } from './usuario.service.js';

export function usuarioRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  // The caller's own identity, already loaded with the session: no further query, no audit row.
  route(app, endpoints.usuario, (request) => toUsuario(currentSession(request)));

  route(app, endpoints.chatbot, (request) => getChatbot({ db: ctx.db, ...currentSession(request) }), {
    audit: 'LEITURA_DADOS_CHATBOT',
  });

  const usageContext = (request: FastifyRequest): UsageContext => ({
    db: ctx.db,
    contaId: currentSession(request).contaId,
    at: ctx.clock(),
    origem: request.origem,
  });

  route(app, endpoints.utilizacaoRecurso, async (request, reply) => {
    await recordResourceUsage({ ...usageContext(request), body: request.body });
    return reply.code(204).send();
  });

  route(app, endpoints.utilizacaoFuncionalidade, async (request, reply) => {
    await recordFunctionalityUsage({ ...usageContext(request), body: request.body });
    return reply.code(204).send();
  });

  // A security event (a credential is issued), audited explicitly.
  route(app, endpoints.tokenAcesso, async (request) => {
    const session = currentSession(request);
    const { token, expiresAt } = await mintAccessToken({
      db: ctx.db,
      random: ctx.random,
      contaId: session.contaId,
      now: ctx.clock(),
    });
    await audit({ request, action: 'TOKEN_ACESSO_EMITIDO', subjectPessoaId: session.pessoaId });
    return { token, expiraEm: expiresAt.toISOString() };
  });
}
