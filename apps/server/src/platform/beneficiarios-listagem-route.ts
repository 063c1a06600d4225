// GET …/listagem-beneficiarios of every screen with a beneficiary picker (spec §7 lists one per area):
// the same answer behind each screen's own permission, filtered as that screen needs, and audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TelaPermission } from '@portal/domain';
import { erroSchema } from '@portal/domain/contract/common';
import { listagemBeneficiariosSchema } from '@portal/domain/contract/listagem-beneficiarios';
import { AUDIT_ACTIONS, audit } from './audit.js';
import { listBeneficiarios, type ListBeneficiariosOptions } from './beneficiarios-listagem.js';
import { currentSession, requirePermission } from './session.js';

export interface ListagemBeneficiariosRouteOptions {
  url: string;
  tela: TelaPermission;
  tags: string[];
  summary: string;
  /** Which beneficiaries this screen offers (kinds, card holders, active contracts). */
  filtro?: Omit<ListBeneficiariosOptions, 'db' | 'personId'>;
}

export function listagemBeneficiariosRoute(
  app: FastifyInstance,
  options: ListagemBeneficiariosRouteOptions,
): void {
  const { ctx } = app;
  app.withTypeProvider<ZodTypeProvider>().get(
    options.url,
    {
      preHandler: requirePermission(options.tela),
      schema: {
        tags: options.tags,
        summary: options.summary,
        response: { 200: listagemBeneficiariosSchema, 401: erroSchema, 403: erroSchema },
      },
    },
    async (request) => {
      const { personId } = currentSession(request);
      const { listagem } = await listBeneficiarios({ ...options.filtro, db: ctx.db, personId });
      await audit({ request, action: AUDIT_ACTIONS.beneficiariosListRead, subjectPersonId: personId });
      return listagem;
    },
  );
}
