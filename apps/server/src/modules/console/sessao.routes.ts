// The console's session calls (issue 38): who is signed in, and signing out. Sign-in: entrada.routes.ts.
import type { FastifyInstance } from 'fastify';
import { consoleSessaoEndpoints as endpoints } from '@portal/domain/contract/console/equipe';
import { registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { encerrarSessaoEquipe, sessaoEquipe } from '../../platform/console/sessao-equipe.js';
import { route } from '../../platform/route.js';
import { eu } from './identidade.service.js';

export function sessaoRoutes(app: FastifyInstance): void {
  route(app, endpoints.eu, (request) => eu(app.ctx.db, sessaoEquipe(request)));

  route(app, endpoints.sair, async (request, reply) => {
    const sessao = sessaoEquipe(request);
    const { apagar, esquecer } = encerrarSessaoEquipe(request);
    await app.ctx.db.transaction(async (tx) => {
      await apagar(tx);
      await registrarAcaoEquipe(tx, {
        equipeId: sessao.equipeId,
        papel: null,
        acao: 'sessao.sair',
        request,
      });
    });
    esquecer(reply);
    return reply.code(204).send();
  });
}
