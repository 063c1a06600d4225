// Spec §7 resource usage recorded by the server when the call is itself the use (a bill read: 'FATURA';
// the statements of issue 13), for the caller's account, at the server's clock. On a route that writes audit
// rows after its answer (route option `audit`), the usage waits and goes with them in one statement (issue
// 18: every statement is a socket write and a wake-up of the database; the bill list is among the most read
// calls) — and, like them, is written only when the answer is a success.
import type { FastifyRequest } from 'fastify';
import type { Recurso } from '@portal/domain/contract/auth/usuario';
import { currentSession } from './session.js';
import { recordResourceUsage, resourceUsageInsert } from './usage.js';

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
