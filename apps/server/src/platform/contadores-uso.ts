// Usage counters of spec §7 (utilizacao-recurso, utilizacao-funcionalidade): what the web reports about
// itself, and what the server records on its own when a call is itself the use (a bill read: 'FATURA').
//
// The server's own: recorded for the caller's account, at the server's clock. On a route that writes audit
// rows after its answer (route option `audit`), the usage waits and goes with them in one statement (issue
// 18: every statement is a socket write and a wake-up of the database; the bill list is among the most read
// calls) — and, like them, is written only when the answer is a success.
import type { FastifyRequest } from 'fastify';
import type {
  Recurso,
  utilizacaoFuncionalidadeBodySchema,
  utilizacaoRecursoBodySchema,
} from '@portal/domain/contract/auth/usuario';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { utilizacaoFuncionalidades, utilizacaoRecursos } from '../db/schema/contadores-uso.js';
import { currentSession } from './session.js';

type UtilizacaoRecursoBody = z.infer<typeof utilizacaoRecursoBodySchema>;
type UtilizacaoFuncionalidadeBody = z.infer<typeof utilizacaoFuncionalidadeBodySchema>;

/** Who reported a usage, and when and from which client. */
export interface UsageContext {
  db: Database;
  contaId: number;
  at: Date;
  origem: string | null;
}

const usageColumns = (context: UsageContext) => ({
  contaId: context.contaId,
  origem: context.origem,
  at: context.at,
});

/** The insert of one resource usage, not yet run (it may travel inside another statement). */
export const resourceUsageInsert = (options: UsageContext & { body: UtilizacaoRecursoBody }) =>
  options.db.insert(utilizacaoRecursos).values({
    ...usageColumns(options),
    recurso: options.body.recurso,
    latitude: options.body.latitude ?? null,
    longitude: options.body.longitude ?? null,
  });

export async function recordResourceUsage(
  options: UsageContext & { body: UtilizacaoRecursoBody },
): Promise<void> {
  await resourceUsageInsert(options);
}

export async function recordFunctionalityUsage(
  options: UsageContext & { body: UtilizacaoFuncionalidadeBody },
): Promise<void> {
  const { body } = options;
  await options.db.insert(utilizacaoFuncionalidades).values({
    ...usageColumns(options),
    recurso: body.recurso,
    complemento: body.complemento ?? null,
    documentoAcessado: body.documentoAcessado ?? null,
  });
}

const pendentes = new WeakMap<FastifyRequest, Recurso>();

const contexto = (request: FastifyRequest) => ({
  db: request.server.ctx.db,
  contaId: currentSession(request).contaId,
  at: request.server.ctx.clock(),
  origem: request.origem,
});

export async function registrarUso(request: FastifyRequest, recurso: Recurso): Promise<void> {
  if (request.routeOptions.config.audita) pendentes.set(request, recurso);
  else await recordResourceUsage({ ...contexto(request), body: { recurso } });
}

/** The insert of the usage this request left for its audit rows (none: an empty list). */
export function usoPendente(request: FastifyRequest): ReturnType<typeof resourceUsageInsert>[] {
  const recurso = pendentes.get(request);
  if (recurso === undefined) return [];
  pendentes.delete(request);
  return [resourceUsageInsert({ ...contexto(request), body: { recurso } })];
}
