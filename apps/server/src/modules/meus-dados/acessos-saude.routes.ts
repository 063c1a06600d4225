// Quem pode ver meus dados de saúde (issue 33, decision 0026) under /api/beneficiarios/acessos-saude, behind
// tela-acessos-dados-saude (declared by the contract). Only the caller's own grants: no cpf of the family is
// read through the scope except the reader's, checked for eligibility by the service.
import type { FastifyInstance } from 'fastify';
import { acessosSaudeEndpoints as endpoints } from '@portal/domain/contract/meus-dados/acessos-saude';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { concederAcessoSaude, listarAcessosSaude, revogarAcessoSaude } from './acessos-saude.service.js';

export function acessosSaudeRoutes(app: FastifyInstance): void {
  route(app, endpoints.lista, (request) => listarAcessosSaude(familyScope(request)), {
    audit: 'LEITURA_ACESSOS_SAUDE',
  });
  route(app, endpoints.conceder, (request) =>
    concederAcessoSaude(request, familyScope(request), request.body),
  );
  route(app, endpoints.revogar, async (request, reply) => {
    await revogarAcessoSaude(request, familyScope(request), request.params.id);
    return reply.code(204).send();
  });
}
