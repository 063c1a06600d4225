// The LGPD desk's routes (issue 39, decision 0045), role encarregado-lgpd: the rules and both audits are in
// lgpd.service.ts; the CSV goes as a download.
import type { FastifyInstance } from 'fastify';
import { consoleLgpdEndpoints as endpoints } from '@portal/domain/contract/console/lgpd';
import { equipe } from '../../db/schema/equipe.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import {
  buscarAuditoria,
  decidirSolicitacao,
  exportarAuditoria,
  listarSolicitacoes,
  obterSolicitacao,
} from './lgpd.service.js';

export function lgpdRoutes(app: FastifyInstance): void {
  route(app, endpoints.listar, (request) => listarSolicitacoes(request, request.query.situacao));
  route(app, endpoints.obter, (request) => obterSolicitacao(request, request.params.protocolo));
  route(app, endpoints.decidir, (request) =>
    decidirSolicitacao(request, request.params.protocolo, request.body, app.notify),
  );
  route(app, endpoints.equipe, async () => ({
    equipe: await app.ctx.db.select({ id: equipe.id, nome: equipe.nome }).from(equipe).orderBy(equipe.nome),
  }));
  route(app, endpoints.auditoria, (request) => buscarAuditoria(request, request.query));
  route(app, endpoints.exportar, async (request, reply) => {
    const { csv, nome } = await exportarAuditoria(request, request.query);
    return sendFile(reply, csv, { downloadName: nome, contentType: 'text/csv; charset=utf-8' });
  });
}
