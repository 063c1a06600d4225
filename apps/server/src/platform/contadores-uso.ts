// Usage counters of spec §7 (utilizacao-recurso, utilizacao-funcionalidade): what the web reports about
// itself, and what the server records on its own when a call is itself the use (a bill read: 'FATURA').
//
// The server's own: an endpoint declares the resource it is a use of (`uso` in its contract, issue 36),
// recorded for the caller's account at the server's clock. It waits for the route's audit rows and goes
// with them in one statement (issue 18: every statement is a socket write and a wake-up of the database;
// the bill list is among the most read calls) — and, like them, is written only when the answer is a success.
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

/** The insert of one resource usage. */
const resourceUsageInsert = (options: UsageContext & { body: UtilizacaoRecursoBody }) =>
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

/**
 * The usage of an endpoint that declares `uso` (platform/route.ts calls this before the handler): left for
 * the route's audit rows, written with them only if the answer is a success.
 */
export function registrarUso(request: FastifyRequest, recurso: string): void {
  pendentes.set(request, recurso as Recurso);
}

/** A use recorded at once, by a route that writes its own audit (a new reimbursement, not its replay). */
export async function gravarUso(request: FastifyRequest, recurso: Recurso): Promise<void> {
  await recordResourceUsage({ ...contexto(request), body: { recurso } });
}

/** This successful answer is no use after all (a PA Virtual answer without a link): nothing is counted. */
export function semUso(request: FastifyRequest): void {
  pendentes.delete(request);
}

/** A resource usage's row, as the audit rows' statement writes it (platform/audit.ts). */
export type LinhaDeUso = Omit<typeof utilizacaoRecursos.$inferInsert, 'id'>;

/** The usage this request left for its audit rows (none: an empty list). */
export function usoPendente(request: FastifyRequest): LinhaDeUso[] {
  const recurso = pendentes.get(request);
  if (recurso === undefined) return [];
  pendentes.delete(request);
  const { db: _db, ...colunas } = contexto(request);
  return [{ ...colunas, recurso, latitude: null, longitude: null }];
}
