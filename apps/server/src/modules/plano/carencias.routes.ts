// Minhas carências (issue 41, part A, decision 0048): thin routes over carencias.service.ts. Health data of the
// chosen beneficiary (area SAUDE): the picker leaves out whom the caller may not see, the answer is audited per
// person with the basis it was read on.
import type { FastifyInstance } from 'fastify';
import { carenciasEndpoints } from '@portal/domain/contract/plano/carencias';
import { diaOperador, familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { consultarCarencias } from './carencias.service.js';

export function carenciasRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  listagemBeneficiariosRoute(app, carenciasEndpoints.listagem, { somenteComPlano: true, saude: 'SAUDE' });
  route(
    app,
    carenciasEndpoints.carencias,
    (request) =>
      consultarCarencias(
        { db: ctx.db, scope: familyScope(request), hoje: diaOperador(ctx.clock()) },
        request.query,
      ),
    { audit: 'LEITURA_CARENCIAS', saude: 'SAUDE' },
  );
}
