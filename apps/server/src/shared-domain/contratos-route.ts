// GET …/contratos of the plan-tab screens (meu plano, cartão virtual, faixa etária, histórico de reajuste,
// coparticipação): the same list behind each screen's own permission (the endpoint comes from the screen's
// contract). In platform/ because two areas (meus-dados, financeiro) register it.
import type { FastifyInstance } from 'fastify';
import type { contratosEndpoint } from '@portal/domain/contract/meus-dados/contratos';
import { familyScope } from '../platform/family-scope.js';
import { route } from '../platform/route.js';
import { contratosResponse, listContratos } from './contratos.js';

export function contratosRoute(app: FastifyInstance, endpoint: ReturnType<typeof contratosEndpoint>): void {
  route(app, endpoint, async (request) => contratosResponse(await listContratos(familyScope(request))), {
    audit: 'LEITURA_CONTRATOS',
  });
}
