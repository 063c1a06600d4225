// Declaração anual de quitação de débitos (Lei 12.007/2009), behind tela-situacao-financeira like the bills
// it is about: the years of each contract the caller pays for, and a paid-up year's declaration (PDF,
// counted as a use of 'DECLARACAO_QUITACAO' by its contract). Both reads are audited.
import type { FastifyInstance } from 'fastify';
import { declaracaoQuitacaoEndpoints as endpoints } from '@portal/domain/contract/financeiro/declaracao-quitacao';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { declaracaoQuitacaoPdf, listarDeclaracoesQuitacao } from './declaracao-quitacao.service.js';

export function declaracaoQuitacaoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(
    app,
    endpoints.listagem,
    (request) => listarDeclaracoesQuitacao(familyScope(request), { clock: ctx.clock }),
    { audit: 'LEITURA_DECLARACAO_QUITACAO' },
  );
  route(
    app,
    endpoints.documento,
    async (request, reply) => {
      const { codigoContrato, ano } = request.params;
      const pdf = await declaracaoQuitacaoPdf(familyScope(request), {
        clock: ctx.clock,
        codigoContrato,
        ano,
      });
      return sendFile(reply, pdf, {
        downloadName: `Declaração de quitação ${ano} ${codigoContrato}.pdf`,
        contentType: 'application/pdf',
      });
    },
    { audit: 'DOWNLOAD_DECLARACAO_QUITACAO' },
  );
}
