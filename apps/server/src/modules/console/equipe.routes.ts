// The staff administration calls (issue 38, role administrador): equipe.service.ts.
import type { FastifyInstance } from 'fastify';
import { consoleEquipeEndpoints as endpoints } from '@portal/domain/contract/console/equipe';
import { route } from '../../platform/route.js';
import { alterar, auditoria, convidar, listarEquipe, redefinirFatores } from './equipe.service.js';

export function equipeRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;

  route(app, endpoints.listar, async () => ({ equipe: await listarEquipe(db, clock()) }));

  route(app, endpoints.convidar, async (request) => {
    const { membro, convite } = await convidar(request, request.body);
    return { membro, linkCadastro: convite.link, expiraEm: convite.expiraEm.toISOString() };
  });

  route(app, endpoints.alterar, (request) => alterar(request, request.params.id, request.body));

  route(app, endpoints.redefinirFatores, async (request) => {
    const convite = await redefinirFatores(request, request.params.id);
    return { linkCadastro: convite.link, expiraEm: convite.expiraEm.toISOString() };
  });

  route(app, endpoints.auditoria, (request) => auditoria(db, request.query));
}
