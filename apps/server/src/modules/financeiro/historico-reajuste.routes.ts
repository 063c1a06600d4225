// Histórico de Reajuste (spec §7 "History and tax"), behind tela-historico-reajustes: the plan tabs and a
// contract's adjustments. Every read is audited and counts as a use of 'HISTORICO_REAJUSTE'.
import type { FastifyInstance } from 'fastify';
import { historicoReajusteEndpoints as endpoints } from '@portal/domain/contract/financeiro/historico-reajuste';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { contratosRoute } from '../../shared-domain/contratos-route.js';
import { historicoReajuste } from './historico-reajuste.service.js';

export function historicoReajusteRoutes(app: FastifyInstance): void {
  contratosRoute(app, endpoints.contratos);
  route(
    app,
    endpoints.historico,
    async (request) => {
      const historico = await historicoReajuste(familyScope(request), request.params.codigoPlano);
      return historico;
    },
    { audit: 'LEITURA_HISTORICO_REAJUSTE' },
  );
}
