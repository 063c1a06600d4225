// The send-a-code and check-the-code routes, the same for first access and recovery but for their paths.
import type { FastifyInstance } from 'fastify';
import type { codigoEndpoints } from '@portal/domain/contract/auth/contatos-verificacao';
import type { FinalidadeCodigo } from '../../db/schema/lifecycle.js';
import { accountDoorRateLimit } from '../../platform/rate-limits.js';
import { route } from '../../platform/route.js';
import { requireValidCode, sendVerificationCode } from './codigo.service.js';

export function codigoRoutes(
  app: FastifyInstance,
  endpoints: ReturnType<typeof codigoEndpoints>,
  finalidade: FinalidadeCodigo,
): void {
  const config = { rateLimit: accountDoorRateLimit(app) };
  route(
    app,
    endpoints.enviarCodigo,
    (request) => sendVerificationCode({ request, ...request.body, finalidade }),
    { config },
  );
  route(
    app,
    endpoints.validarCodigo,
    async (request) => {
      await requireValidCode({ request, ...request.body, finalidade });
      return { valido: true as const };
    },
    { config },
  );
}
