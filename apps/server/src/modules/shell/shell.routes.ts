// GET /api/parametros/publicos|restritos, /api/bemmais/status and the operator contacts (spec §7).
import type { FastifyInstance } from 'fastify';
import { contatosOperadoraEndpoints } from '@portal/domain/contract/shell/contatos-operadora';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { route } from '../../platform/route.js';
import { getMaintenanceStatus, getOperatorContacts, getParametros } from './shell.service.js';

const asList = (nome: string | string[]): string[] => (Array.isArray(nome) ? nome : [nome]);

export function shellRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, parametrosEndpoints.publicos, (request) =>
    getParametros({ db: ctx.db, config: ctx.config, nomes: asList(request.query.nome), leitor: 'publico' }),
  );

  route(app, parametrosEndpoints.restritos, (request) =>
    getParametros({ db: ctx.db, config: ctx.config, nomes: asList(request.query.nome), leitor: 'membros' }),
  );

  route(app, parametrosEndpoints.statusManutencao, () =>
    getMaintenanceStatus({ db: ctx.db, config: ctx.config, clock: ctx.clock }),
  );

  route(app, contatosOperadoraEndpoints.contatos, () => getOperatorContacts({ db: ctx.db }));
}
