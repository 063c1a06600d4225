// Spec §7 resource usage recorded by the server when the call is itself the use (a bill read: 'FATURA';
// the statements of issue 13), for the caller's account, at the server's clock.
import type { FastifyRequest } from 'fastify';
import type { Recurso } from '@portal/domain/contract/auth/usuario';
import { currentSession } from './session.js';
import { recordResourceUsage } from './usage.js';

export const registrarUso = (request: FastifyRequest, recurso: Recurso): Promise<void> =>
  recordResourceUsage({
    db: request.server.ctx.db,
    contaId: currentSession(request).contaId,
    at: request.server.ctx.clock(),
    origem: request.origem,
    body: { recurso },
  });
