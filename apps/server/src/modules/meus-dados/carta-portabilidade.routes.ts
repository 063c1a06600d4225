// Carta de portabilidade (spec §7): the plan members the caller may see, and one member's letter as a PDF.
import type { FastifyInstance } from 'fastify';
import { cartaPortabilidadeEndpoints as endpoints } from '@portal/domain/contract/meus-dados/carta-portabilidade';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { cartaPortabilidadePdf } from './carta-portabilidade.service.js';

export function cartaPortabilidadeRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  listagemBeneficiariosRoute(app, endpoints.listagem, { somenteComPlano: true });

  route(
    app,
    endpoints.pdf,
    async (request, reply) => {
      const { pdf, nome } = await cartaPortabilidadePdf(familyScope(request), {
        clock: ctx.clock,
        cpf: request.params.cpf,
      });
      return sendFile(reply, pdf, {
        downloadName: `Carta de portabilidade - ${nome}.pdf`,
        contentType: 'application/pdf',
      });
    },
    { audit: 'EMISSAO_CARTA_PORTABILIDADE' },
  );
}
