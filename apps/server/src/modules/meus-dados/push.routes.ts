// "Notificações neste aparelho" (issue 42, decision 0053) under /api/beneficiarios/notificacoes/push, behind
// tela-acessos-meus-dados (declared by the contract). The account's own devices only; nothing here is audited as
// a read of member data (no health or financial data), and no endpoint or key is ever logged.
import type { FastifyInstance } from 'fastify';
import { pushEndpoints as endpoints } from '@portal/domain/contract/meus-dados/push';
import { vapidDe } from '../../platform/push/vapid.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { aparelhosComPush, assinarPush, cancelarPush } from './push.service.js';

export function pushRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, endpoints.situacao, async (request) => ({
    chavePublica: vapidDe(ctx.config).publicKey,
    aparelhos: await aparelhosComPush(ctx.db, currentSession(request).contaId),
  }));
  route(app, endpoints.assinar, async (request, reply) => {
    const sessao = currentSession(request);
    await assinarPush({
      db: ctx.db,
      agora: ctx.clock(),
      contaId: sessao.contaId,
      dispositivoId: sessao.dispositivoId,
      assinatura: request.body,
      userAgent: request.headers['user-agent'],
      origensExtras: ctx.config.push.origensExtras,
    });
    return reply.code(204).send();
  });
  route(app, endpoints.cancelar, async (request, reply) => {
    await cancelarPush(ctx.db, currentSession(request).contaId, request.body.endpoint);
    return reply.code(204).send();
  });
}
