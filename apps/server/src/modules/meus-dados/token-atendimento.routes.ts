// Token de atendimento (issue 41, decision 0050) under /api, behind tela-cartao-virtual: the picker, the
// card's secret for the device and its renewal. Health area SAUDE (decision 0026).
import type { FastifyInstance } from 'fastify';
import { tokenAtendimentoEndpoints as endpoints } from '@portal/domain/contract/meus-dados/token-atendimento';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { tokenDoCartao } from './token-atendimento.service.js';

export function tokenAtendimentoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  listagemBeneficiariosRoute(app, endpoints.listagem, {
    somenteComPlano: true,
    somenteComCarteira: true,
    somenteContratosAtivos: true,
    saude: 'SAUDE',
  });
  route(
    app,
    endpoints.token,
    (request) =>
      tokenDoCartao(familyScope(request), {
        sessionSecret: ctx.config.sessionSecret,
        agora: ctx.clock(),
        carteira: request.params.carteira,
      }),
    { audit: 'LEITURA_TOKEN_ATENDIMENTO', saude: 'SAUDE' },
  );
  route(
    app,
    endpoints.renovar,
    (request) =>
      tokenDoCartao(familyScope(request), {
        sessionSecret: ctx.config.sessionSecret,
        agora: ctx.clock(),
        carteira: request.params.carteira,
        renovar: true,
      }),
    { audit: 'RENOVACAO_TOKEN_ATENDIMENTO', saude: 'SAUDE' },
  );
}
