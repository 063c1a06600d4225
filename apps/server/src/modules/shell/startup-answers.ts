// The answers of the start-up calls (contract/shell/startup-calls.ts) the page carries (platform/early-calls.ts):
// the same services and the same bodies as GET /api/bemmais/status and GET /api/parametros/publicos
// (shell.routes.ts; platform/static-web.int.test.ts holds them equal). Operator data, the same for everyone: never a
// member's. Read for every page sent, so a maintenance switched on shows on the next visit.
import {
  STARTUP_PARAMETROS_QUERY,
  STARTUP_PARAMETROS_URL,
  STARTUP_STATUS_URL,
} from '@portal/domain/contract/shell/startup-calls';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { EarlyAnswers } from '../../platform/early-calls.js';
import { getMaintenanceStatus, getParametros } from './shell.service.js';

export async function readStartupAnswers(ctx: {
  db: Database;
  config: AppConfig;
  clock: Clock;
}): Promise<EarlyAnswers> {
  const [status, parametros] = await Promise.all([
    getMaintenanceStatus(ctx),
    getParametros({ ...ctx, nomes: STARTUP_PARAMETROS_QUERY.nome, leitor: 'publico' }),
  ]);
  return {
    [STARTUP_STATUS_URL]: { status: 200, body: status },
    [STARTUP_PARAMETROS_URL]: { status: 200, body: parametros },
  };
}
