// Consulta de Protocolos (spec §7 "Protocols") under /api/beneficiarios/consulta-protocolos, behind
// tela-consulta-protocolos (declared by the contract). Every answer is audited per person.
import type { FastifyInstance } from 'fastify';
import { operatorDate } from '@portal/domain';
import { protocolosEndpoints as endpoints } from '@portal/domain/contract/facilidades/protocolos';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { detalheProtocolo, listProtocolos } from './protocolos.service.js';

export function protocolosRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  listagemBeneficiariosRoute(app, endpoints.listagem);

  route(
    app,
    endpoints.protocolos,
    async (request) => {
      const { cpf } = request.params;
      return { cpf, ...(await listProtocolos(familyScope(request), cpf, operatorDate(ctx.clock()))) };
    },
    { audit: 'LEITURA_PROTOCOLOS', saude: 'SAUDE' },
  );

  route(
    app,
    endpoints.detalhe,
    async (request) =>
      detalheProtocolo(familyScope(request), request.body.protocolo, operatorDate(ctx.clock())),
    { audit: 'LEITURA_PROTOCOLO', saude: 'SAUDE' },
  );
}
