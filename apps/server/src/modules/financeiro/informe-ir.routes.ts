// Informe para IR (spec §7 "History and tax"), behind tela-informativo-ir: the base years and the
// statement PDF. Every read is audited and counts as a use of 'INFORME_IR'.
import type { FastifyInstance } from 'fastify';
import { informeIrEndpoints as endpoints } from '@portal/domain/contract/financeiro/informe-ir';
import { familyScope } from '../../platform/family-scope.js';
import { leitura } from '../../platform/leitura.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { informeIrPdf } from './informe-ir.pdf.js';
import { anosBase, informeIr } from './informe-ir.service.js';

export function informeIrRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(
    app,
    endpoints.anosBase,
    async (request) => {
      const anos = await anosBase(familyScope(request), { clock: ctx.clock, sort: request.query.sort });
      return anos;
    },
    { audit: 'LEITURA_ANOS_BASE' },
  );
  route(
    app,
    endpoints.demonstrativo,
    async (request, reply) => {
      const informe = await informeIr(familyScope(request), {
        clock: ctx.clock,
        anoBase: request.params.anoBase,
        leitura: leitura(request),
      });
      const pdf = await informeIrPdf(informe, ctx.clock);
      return sendFile(reply, pdf, {
        downloadName: `Informe IR ${informe.anoBase}.pdf`,
        contentType: 'application/pdf',
      });
    },
    { audit: 'DOWNLOAD_INFORME_IR' },
  );
}
