// 2ª via de cartão (spec §7): beneficiaries with cards, one person's cards, reasons, and the request.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { TELA } from '@portal/domain';
import { erroSchema } from '@portal/domain/contract/common';
import { cpfParamsSchema } from '@portal/domain/contract/meus-dados/dados-pessoais';
import {
  CONSTANTES_SEGUNDA_VIA,
  constantesSegundaViaSchema,
  listagemCarteirasSchema,
  segundaViaSolicitadaSchema,
  solicitarSegundaViaSchema,
} from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { AUDIT_ACTIONS, audit } from '../../platform/audit.js';
import { listagemBeneficiariosRoute } from '../../platform/beneficiarios-listagem-route.js';
import { assertCpfVisible } from '../../platform/family.js';
import { currentSession, requirePermission } from '../../platform/session.js';
import { listCarteiras, solicitarSegundaVia } from './segunda-via-cartao.service.js';

const errors = { 400: erroSchema, 401: erroSchema, 403: erroSchema, 404: erroSchema };
const tags = ['segunda-via-cartao'];
const BASE = '/beneficiarios/segunda-via-cartao';

export const segundaViaCartaoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  const guard = requirePermission(TELA.segundaViaCartao);

  listagemBeneficiariosRoute(app, {
    url: `${BASE}/listagem-beneficiarios`,
    tela: TELA.segundaViaCartao,
    tags,
    summary: 'Beneficiários com cartão de contrato ativo',
    filtro: { tipos: ['TITULAR', 'DEPENDENTE'], somenteComCarteira: true, somenteContratosAtivos: true },
  });

  app.get(
    `${BASE}/listagem-carteiras/:cpf`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Cartões do beneficiário e endereço cadastrado',
        params: cpfParamsSchema,
        response: { 200: listagemCarteirasSchema, ...errors },
      },
    },
    async (request) => {
      const target = await assertCpfVisible(request, request.params.cpf);
      const result = await listCarteiras({ db: ctx.db, target });
      await audit({ request, action: AUDIT_ACTIONS.carteirasRead, subjectPersonId: target[0]!.pessoaId });
      return result;
    },
  );

  app.get(
    `${BASE}/constantes`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Motivos da 2ª via',
        response: { 200: constantesSegundaViaSchema, ...errors },
      },
    },
    () => CONSTANTES_SEGUNDA_VIA,
  );

  app.post(
    `${BASE}/solicitar/:cpf`,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Solicita a 2ª via dos cartões (protocolo na resposta)',
        params: cpfParamsSchema,
        body: solicitarSegundaViaSchema,
        response: { 201: segundaViaSolicitadaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const target = await assertCpfVisible(request, request.params.cpf);
      const result = await solicitarSegundaVia({
        db: ctx.db,
        clock: ctx.clock,
        random: ctx.random,
        solicitantePessoaId: currentSession(request).personId,
        target,
        body: request.body,
      });
      await audit({ request, action: AUDIT_ACTIONS.segundaViaRequest, subjectPersonId: target[0]!.pessoaId });
      return reply.code(201).send(result);
    },
  );
  done();
};
