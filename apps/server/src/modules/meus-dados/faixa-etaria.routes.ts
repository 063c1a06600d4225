// Troca de Faixa Etária (spec §7) under /api/beneficiarios/faixa-etaria, behind its tela-* permission.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { PLANO_MESSAGES, TELA } from '@portal/domain';
import { erroSchema } from '@portal/domain/contract/common';
import {
  historicoFaixaEtariaQuerySchema,
  historicoFaixaEtariaResponseSchema,
} from '@portal/domain/contract/meus-dados/faixa-etaria';
import { AUDIT_ACTIONS, auditMany } from '../../platform/audit.js';
import { currentSession, requirePermission } from '../../platform/session.js';
import { contratosRoute } from './contratos.route.js';
import { getHistoricoFaixaEtaria } from './faixa-etaria.service.js';

const errors = { 400: erroSchema, 401: erroSchema, 403: erroSchema, 404: erroSchema };
const tags = ['faixa-etaria'];

export const faixaEtariaRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  const guard = requirePermission(TELA.faixaEtaria);

  contratosRoute(app, { url: '/beneficiarios/faixa-etaria/contratos', tela: TELA.faixaEtaria, tags });

  app.get(
    '/beneficiarios/faixa-etaria/historico',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Histórico de trocas de faixa etária do contrato (?codigoPlano=)',
        querystring: historicoFaixaEtariaQuerySchema,
        response: { 200: historicoFaixaEtariaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { personId } = currentSession(request);
      const codigoPlano = request.query.codigoPlano;
      const { historico, subjects } = await getHistoricoFaixaEtaria({
        db: ctx.db,
        personId,
        codigo: codigoPlano,
      });
      await auditMany({ request, action: AUDIT_ACTIONS.faixaEtariaRead, subjectPersonIds: subjects });
      return historico.length > 0
        ? { codigoPlano, historico }
        : {
            codigoPlano,
            historico,
            mensagemAmigavel: PLANO_MESSAGES.noAgeBandHistory,
            tipoMensagem: 'ALERTA' as const,
          };
    },
  );
  done();
};
