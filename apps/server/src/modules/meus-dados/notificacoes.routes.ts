// Notificações (issue 42, decision 0052) under /api/beneficiarios/notificacoes, behind tela-acessos-meus-dados
// (declared by the contract). The choices are no health or financial data, so the read is not audited; a
// change is, about the person it concerns (a relative followed learns of it in "Quem acessou meus dados").
import type { FastifyInstance } from 'fastify';
import { notificacoesEndpoints as endpoints } from '@portal/domain/contract/meus-dados/notificacoes';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { lerPreferencias, salvarPreferencias } from './notificacoes.service.js';

export function notificacoesRoutes(app: FastifyInstance): void {
  route(app, endpoints.preferencias, (request) => lerPreferencias(app, familyScope(request)));
  route(
    app,
    endpoints.salvar,
    (request) => salvarPreferencias(app, familyScope(request), request.params.cpf, request.body.escolhas),
    { audit: 'ALTERACAO_PREFERENCIAS_NOTIFICACAO' },
  );
}
