// The send-a-code and check-the-code routes, the same for first access and recovery but for their paths.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  codigoEnviadoSchema,
  codigoValidoSchema,
  enviarCodigoBodySchema,
  validarCodigoBodySchema,
} from '@portal/domain/contract/auth/contatos-verificacao';
import { erroSchema } from '@portal/domain/contract/common';
import type { FinalidadeCodigo } from '../../db/schema/lifecycle.js';
import { requireValidCode, sendVerificationCode } from './codigo.service.js';

type App = Parameters<FastifyPluginCallbackZod>[0];

/** Per-IP ceiling on the account doors, the same numbers as the login's. */
export const accountDoorRateLimit = (app: App) => ({
  max: app.ctx.config.login.maxPerIp,
  timeWindow: app.ctx.config.login.windowMinutes * 60_000,
});

export const codeErrors = { 400: erroSchema, 429: erroSchema };

export function registerCodeRoutes(
  app: App,
  options: { finalidade: FinalidadeCodigo; sendPath: string; checkPath: string },
): void {
  const { finalidade } = options;
  const config = { rateLimit: accountDoorRateLimit(app) };
  app.post(
    options.sendPath,
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Envia o código por e-mail ou SMS ao contato escolhido (3 envios a cada 15 minutos por CPF)',
        body: enviarCodigoBodySchema,
        response: { 200: codigoEnviadoSchema, ...codeErrors },
      },
    },
    (request) => sendVerificationCode({ request, ...request.body, finalidade }),
  );

  app.post(
    options.checkPath,
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Confere o código recebido (5 tentativas por código)',
        body: validarCodigoBodySchema,
        response: { 200: codigoValidoSchema, ...codeErrors },
      },
    },
    async (request) => {
      await requireValidCode({ request, ...request.body, finalidade });
      return { valido: true as const };
    },
  );
}
