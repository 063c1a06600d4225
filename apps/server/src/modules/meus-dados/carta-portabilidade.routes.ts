// Carta de portabilidade (spec §7): the plan members the caller may see, and one member's letter as a PDF.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TELA } from '@portal/domain';
import { erroSchema } from '@portal/domain/contract/common';
import { cpfParamsSchema } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { AUDIT_ACTIONS, audit } from '../../platform/audit.js';
import { listagemBeneficiariosRoute } from '../../platform/beneficiarios-listagem-route.js';
import { assertCpfVisible } from '../../platform/family.js';
import { requirePermission } from '../../platform/session.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { cartaPortabilidadePdf } from './carta-portabilidade.service.js';

const errors = { 400: erroSchema, 401: erroSchema, 403: erroSchema, 404: erroSchema };
const tags = ['carta-portabilidade'];

export const cartaPortabilidadeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  const guard = requirePermission(TELA.cartaPortabilidade);

  listagemBeneficiariosRoute(app, {
    url: '/beneficiarios/carta-portabilidade/listagem-beneficiarios',
    tela: TELA.cartaPortabilidade,
    tags,
    summary: 'Beneficiários (titulares e dependentes) que podem emitir a carta',
    filtro: { tipos: ['TITULAR', 'DEPENDENTE'] },
  });

  app.get(
    '/beneficiarios/carta-portabilidade/:cpf',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Carta de portabilidade de carências (PDF)',
        params: cpfParamsSchema,
        response: { 200: z.any().describe('PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const target = await assertCpfVisible(request, request.params.cpf);
      const { pdf, nome } = await cartaPortabilidadePdf({ db: ctx.db, clock: ctx.clock, target });
      await audit({
        request,
        action: AUDIT_ACTIONS.cartaPortabilidade,
        subjectPersonId: target[0]!.pessoaId,
      });
      return sendFile(reply, pdf, {
        downloadName: `Carta de portabilidade - ${nome}.pdf`,
        contentType: 'application/pdf',
      });
    },
  );
  done();
};
