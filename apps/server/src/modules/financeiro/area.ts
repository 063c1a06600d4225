// The Financeiro area (spec §2 group "Financeiro"): registered once by app.ts under /api. Each screen's
// routes come from its contract in packages/domain/src/contract/financeiro.
import type { FastifyPluginCallback } from 'fastify';
import { debitoContaRoutes } from './debito-conta.routes.js';
import { demonstrativoCoparticipacaoRoutes } from './demonstrativo-coparticipacao.routes.js';
import { extratoUtilizacaoRoutes } from './extrato-utilizacao.routes.js';
import { historicoReajusteRoutes } from './historico-reajuste.routes.js';
import { informeIrRoutes } from './informe-ir.routes.js';
import { reembolsoRoutes } from './reembolso.routes.js';
import { situacaoFinanceiraRoutes } from './situacao-financeira.routes.js';
import { declaracaoQuitacaoRoutes } from './declaracao-quitacao.routes.js';

export const financeiroArea: FastifyPluginCallback = (app, _options, done) => {
  situacaoFinanceiraRoutes(app);
  debitoContaRoutes(app);
  informeIrRoutes(app);
  demonstrativoCoparticipacaoRoutes(app);
  extratoUtilizacaoRoutes(app);
  historicoReajusteRoutes(app);
  reembolsoRoutes(app);
  declaracaoQuitacaoRoutes(app);
  done();
};
