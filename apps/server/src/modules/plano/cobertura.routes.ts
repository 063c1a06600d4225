// "Meu plano cobre?" and the reimbursement preview (issue 41, part B, decision 0049): thin routes over
// cobertura.service.ts. Health data of the chosen beneficiary: SAUDE for the coverage (waiting periods, CPT),
// REEMBOLSO for the preview; each answer audited per person with the basis it was read on.
import type { FastifyInstance } from 'fastify';
import { coberturaEndpoints } from '@portal/domain/contract/plano/cobertura';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { consultarCobertura, simularReembolso } from './cobertura.service.js';

export function coberturaRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const endpoints = coberturaEndpoints;
  listagemBeneficiariosRoute(app, endpoints.listagem, { somenteComPlano: true, saude: 'SAUDE' });
  listagemBeneficiariosRoute(app, endpoints.listagemPrevia, { somenteComPlano: true, saude: 'REEMBOLSO' });
  route(
    app,
    endpoints.cobertura,
    (request) =>
      consultarCobertura({ db: ctx.db, scope: familyScope(request), now: ctx.clock() }, request.query),
    { audit: 'LEITURA_COBERTURA_PLANO', saude: 'SAUDE' },
  );
  route(
    app,
    endpoints.previa,
    (request) =>
      simularReembolso({ db: ctx.db, scope: familyScope(request), now: ctx.clock() }, request.query),
    { audit: 'LEITURA_PREVIA_REEMBOLSO', saude: 'REEMBOLSO' },
  );
}
