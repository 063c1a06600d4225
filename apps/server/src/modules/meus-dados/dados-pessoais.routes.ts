// Dados pessoais (spec §7): the beneficiary list, the form's constants, one person's v3 data and its update.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TELA } from '@portal/domain';
import { erroSchema } from '@portal/domain/contract/common';
import {
  CONSTANTES_DADOS_PESSOAIS,
  constantesDadosPessoaisSchema,
  cpfParamsSchema,
  dadosPessoaisEditaveisSchema,
  dadosPessoaisSchema,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import { AUDIT_ACTIONS, audit } from '../../platform/audit.js';
import { listagemBeneficiariosRoute } from '../../platform/beneficiarios-listagem-route.js';
import { assertCpfVisible } from '../../platform/family.js';
import { currentSession, requirePermission } from '../../platform/session.js';
import { getDadosPessoais, updateDadosPessoais } from './dados-pessoais.service.js';

const errors = { 400: erroSchema, 401: erroSchema, 403: erroSchema, 404: erroSchema };
/** Errors on /v3 paths travel in the envelope too (platform/errors.ts sendError). */
const erroV3 = z.object({ dados: z.null(), erro: erroSchema });
const errorsV3 = { 400: erroV3, 401: erroV3, 403: erroV3, 404: erroV3 };

export const dadosPessoaisRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  const guard = requirePermission(TELA.meusDados);

  listagemBeneficiariosRoute(app, {
    url: '/beneficiarios/meus-dados/listagem-beneficiarios',
    tela: TELA.meusDados,
    tags: ['meus-dados'],
    summary: 'Beneficiários cujos dados pessoais o usuário pode ver',
  });

  app.get(
    '/beneficiarios/meus-dados/constantes',
    {
      preHandler: guard,
      schema: {
        tags: ['meus-dados'],
        summary: 'Opções do formulário de dados pessoais',
        response: { 200: constantesDadosPessoaisSchema, ...errors },
      },
    },
    () => CONSTANTES_DADOS_PESSOAIS,
  );

  app.get(
    '/v3/beneficiarios/meus-dados/dados/:cpf',
    {
      preHandler: guard,
      schema: {
        tags: ['meus-dados'],
        summary: 'Dados pessoais, contatos e endereços de um beneficiário',
        params: cpfParamsSchema,
        response: { 200: dadosPessoaisSchema, ...errorsV3 },
      },
    },
    async (request) => {
      const target = await assertCpfVisible(request, request.params.cpf);
      const dados = await getDadosPessoais({ db: ctx.db, session: currentSession(request), target });
      await audit({ request, action: AUDIT_ACTIONS.dadosPessoaisRead, subjectPersonId: target[0]!.pessoaId });
      return dados;
    },
  );

  app.put(
    '/v3/beneficiarios/meus-dados/:cpf',
    {
      // Permission before the body is validated: no form details for someone without the screen.
      preValidation: guard,
      schema: {
        tags: ['meus-dados'],
        summary: 'Altera dados pessoais, contatos e endereços (histórico com valores antigos e novos)',
        params: cpfParamsSchema,
        body: dadosPessoaisEditaveisSchema,
        response: { 200: dadosPessoaisSchema, ...errorsV3 },
      },
    },
    async (request) => {
      const target = await assertCpfVisible(request, request.params.cpf);
      const { dados, alterados } = await updateDadosPessoais({
        db: ctx.db,
        clock: ctx.clock,
        session: currentSession(request),
        target,
        body: request.body,
      });
      if (alterados.length > 0) {
        await audit({
          request,
          action: AUDIT_ACTIONS.dadosPessoaisUpdate,
          subjectPersonId: target[0]!.pessoaId,
        });
      }
      return dados;
    },
  );
  done();
};
