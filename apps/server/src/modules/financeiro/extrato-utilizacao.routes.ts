// Extrato de Utilização (spec §7 "Usage"), behind tela-extrato-utilizacao: the beneficiary picker, the
// date picker's periods and the statement. Every read is audited (health data) and the statement and
// periods count as a use of 'EXTRATO_UTILIZACAO'.
import type { FastifyInstance } from 'fastify';
import { extratoUtilizacaoEndpoints as endpoints } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { leitura } from '../../platform/leitura.js';
import { route } from '../../platform/route.js';
import { extratoUtilizacao, periodosUtilizacao } from './utilizacoes.service.js';

export function extratoUtilizacaoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  // Only people who hold a plan have uses (a contratante holds none).
  listagemBeneficiariosRoute(app, endpoints.listagemBeneficiarios, { somenteComPlano: true });
  route(
    app,
    endpoints.periodos,
    async (request) => {
      const periodos = await periodosUtilizacao(familyScope(request), {
        clock: ctx.clock,
        cpf: request.query.cpf,
        leitura: leitura(request),
      });
      return periodos;
    },
    { audit: 'LEITURA_PERIODOS_UTILIZACAO' },
  );
  route(
    app,
    endpoints.extrato,
    async (request) => {
      const extrato = await extratoUtilizacao(familyScope(request), {
        clock: ctx.clock,
        leitura: leitura(request),
        ...request.query,
      });
      return extrato;
    },
    { audit: 'LEITURA_EXTRATO_UTILIZACAO', saude: 'SAUDE' },
  );
}
