// The Minha Saúde area (spec §2 group "Minha Saúde", issue 15): registered once by app.ts under /api. Each
// screen's routes come from its contract in packages/domain/src/contract/saude.
import type { FastifyPluginCallback } from 'fastify';
import { agendamentoPublicoRoutes } from './agendamento-publico.routes.js';
import { agendamentosRoutes } from './agendamentos.routes.js';
import { autorizacoesRoutes } from './autorizacoes.routes.js';
import { receitasAtestadosRoutes, resultadoExamesRoutes } from './exames-receitas.routes.js';
import { solicitacaoAutorizacaoRoutes } from './solicitacao-autorizacao.routes.js';

export const saudeArea: FastifyPluginCallback = (app, _options, done) => {
  autorizacoesRoutes(app);
  solicitacaoAutorizacaoRoutes(app);
  resultadoExamesRoutes(app);
  receitasAtestadosRoutes(app);
  agendamentosRoutes(app);
  agendamentoPublicoRoutes(app);
  done();
};
