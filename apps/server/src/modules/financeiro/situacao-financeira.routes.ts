// Situação Financeira (spec §7 "Financial situation"; a paid bill's receipt: issue 41) under
// /api/beneficiarios/situacao-financeira, behind tela-situacao-financeira (declared by the contract). Every
// call is audited (route option) and registers the resource usage 'FATURA' (spec §7 'invoice') for the
// caller's account.
import type { FastifyInstance } from 'fastify';
import { FINANCEIRO_MESSAGES } from '@portal/domain';
import { situacaoFinanceiraEndpoints as endpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { type AuditAction } from '../../platform/audit.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { boletoPdf, comprovantePdf, demonstrativoPdf } from './titulos.pdf.js';
import { getTitulo, listTitulos, type TituloCompleto } from './titulos.service.js';

export function situacaoFinanceiraRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(
    app,
    endpoints.titulos,
    async (request) => {
      const titulos = await listTitulos(familyScope(request), { clock: ctx.clock });
      return titulos;
    },
    { audit: 'LEITURA_TITULOS' },
  );

  /** A bill's PDF: the caller's bill (404 otherwise), built as of today, counted as a use of FATURA. */
  const pdfRoute = (
    endpoint: typeof endpoints.demonstrativo | typeof endpoints.segundaVia | typeof endpoints.comprovante,
    nome: string,
    build: (completo: TituloCompleto) => Promise<Buffer>,
    action: AuditAction,
  ) =>
    route(
      app,
      endpoint,
      async (request, reply) => {
        const completo = await getTitulo(familyScope(request), {
          clock: ctx.clock,
          codigoTitulo: request.params.codigoTitulo,
        });
        const pdf = await build(completo);
        return sendFile(reply, pdf, {
          downloadName: `${nome} ${completo.titulo.codigoTitulo}.pdf`,
          contentType: 'application/pdf',
        });
      },
      { audit: action },
    );

  pdfRoute(
    endpoints.demonstrativo,
    'Demonstrativo',
    (completo) => demonstrativoPdf(completo, ctx.clock),
    'DOWNLOAD_DEMONSTRATIVO_TITULO',
  );
  pdfRoute(
    endpoints.segundaVia,
    'Boleto',
    (completo) => {
      // Paid and negotiated bills have nothing left to pay.
      if (!completo.titulo.pagamento) throw badRequest(FINANCEIRO_MESSAGES.notOpen);
      return boletoPdf(completo, ctx.clock);
    },
    'DOWNLOAD_SEGUNDA_VIA_BOLETO',
  );
  pdfRoute(
    endpoints.comprovante,
    'Comprovante de pagamento',
    (completo) => {
      // Open and negotiated bills were not paid: nothing to prove.
      if (completo.titulo.situacao !== 'PAGO') {
        throw new HttpError(409, { mensagem: FINANCEIRO_MESSAGES.notPaid });
      }
      return comprovantePdf(completo, ctx.clock);
    },
    'DOWNLOAD_COMPROVANTE_PAGAMENTO',
  );
}
