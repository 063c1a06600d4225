// The Console da Operadora's API (issue 38, decision 0040), registered by app.ts under CONSOLE_PREFIX
// (/console/api). Each console area registers its routes here (one line each), from its contract in
// packages/domain/src/contract/console/, with `route()`: the declared console access is the guard
// (platform/access.ts), and every write records itself with registrarAcaoEquipe
// (platform/console/auditoria-equipe.ts). Their endpoints also go to the console's OpenAPI document
// (platform/console/openapi-console.ts: ENDPOINTS_CONSOLE).
import type { FastifyInstance } from 'fastify';
import { parametrosRoutes } from './parametros.routes.js';
import { textosLegaisConsoleRoutes } from './textos-legais.routes.js';
import { conteudoConsoleRoutes } from './conteudo.routes.js';
import { lgpdRoutes } from './lgpd.routes.js';
import { integracaoConsoleRoutes } from './integracao.routes.js';
import { filasRoutes } from './filas.routes.js';
import { atendimentoRoutes } from './atendimento.routes.js';
import { marcaRoutes } from './marca.routes.js';
import { conviteRoutes } from './convite.routes.js';
import { entradaRoutes } from './entrada.routes.js';
import { equipeRoutes } from './equipe.routes.js';
import { fatoresRoutes } from './fatores.routes.js';
import { sessaoRoutes } from './sessao.routes.js';

export function consoleArea(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  sessaoRoutes(app);
  entradaRoutes(app);
  conviteRoutes(app);
  fatoresRoutes(app);
  equipeRoutes(app);
  marcaRoutes(app);
  parametrosRoutes(app);
  textosLegaisConsoleRoutes(app);
  conteudoConsoleRoutes(app);
  lgpdRoutes(app);
  integracaoConsoleRoutes(app);
  filasRoutes(app);
  atendimentoRoutes(app);
  done();
}
