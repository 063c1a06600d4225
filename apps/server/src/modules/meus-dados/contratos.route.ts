// GET …/contratos of the plan-tab screens (meu plano, cartão virtual, faixa etária): the same list
// behind each screen's own permission.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TelaPermission } from '@portal/domain';
import { erroSchema } from '@portal/domain/contract/common';
import { contratosResponseSchema } from '@portal/domain/contract/meus-dados/contratos';
import { AUDIT_ACTIONS, audit } from '../../platform/audit.js';
import { currentSession, requirePermission } from '../../platform/session.js';
import { contratosResponse, listContratos } from './contratos.service.js';

export function contratosRoute(
  app: FastifyInstance,
  options: { url: string; tela: TelaPermission; tags: string[] },
): void {
  const { ctx } = app;
  app.withTypeProvider<ZodTypeProvider>().get(
    options.url,
    {
      preHandler: requirePermission(options.tela),
      schema: {
        tags: options.tags,
        summary: 'Contratos (planos) visíveis ao beneficiário',
        response: { 200: contratosResponseSchema, 401: erroSchema, 403: erroSchema },
      },
    },
    async (request) => {
      const { personId } = currentSession(request);
      const contratos = await listContratos({ db: ctx.db, personId });
      await audit({ request, action: AUDIT_ACTIONS.contratosRead, subjectPersonId: personId });
      return contratosResponse(contratos);
    },
  );
}
