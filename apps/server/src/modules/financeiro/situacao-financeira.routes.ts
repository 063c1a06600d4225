// Situação Financeira (spec §7 "Financial situation") under /api/beneficiarios/situacao-financeira, behind
// tela-situacao-financeira (declared by the contract). Every call is audited (route option) and registers
// the resource usage 'FATURA' (spec §7 'invoice') for the caller's account.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FINANCEIRO_MESSAGES } from '@portal/domain';
import { situacaoFinanceiraEndpoints as endpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { AUDIT_ACTIONS } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { recordResourceUsage } from '../auth/usuario.service.js';
import { boletoPdf, demonstrativoPdf } from './titulos.pdf.js';
import { getTitulo, listTitulos } from './titulos.service.js';

export function situacaoFinanceiraRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  /** Spec §7 resource usage 'invoice': every read of a bill counts. */
  const usoFatura = (request: FastifyRequest) =>
    recordResourceUsage({
      db: ctx.db,
      contaId: currentSession(request).contaId,
      at: ctx.clock(),
      origem: request.origem,
      body: { recurso: 'FATURA' },
    });

  route(
    app,
    endpoints.titulos,
    async (request) => {
      const titulos = await listTitulos(familyScope(request), { clock: ctx.clock });
      await usoFatura(request);
      return titulos;
    },
    { audit: AUDIT_ACTIONS.titulosRead },
  );

  route(
    app,
    endpoints.demonstrativo,
    async (request, reply) => {
      const completo = await getTitulo(familyScope(request), {
        clock: ctx.clock,
        codigoTitulo: request.params.codigoTitulo,
      });
      const pdf = await demonstrativoPdf(completo, ctx.clock);
      await usoFatura(request);
      return sendFile(reply, pdf, {
        downloadName: `Demonstrativo ${completo.titulo.codigoTitulo}.pdf`,
        contentType: 'application/pdf',
      });
    },
    { audit: AUDIT_ACTIONS.demonstrativoTitulo },
  );

  route(
    app,
    endpoints.segundaVia,
    async (request, reply) => {
      const completo = await getTitulo(familyScope(request), {
        clock: ctx.clock,
        codigoTitulo: request.params.codigoTitulo,
      });
      if (!completo.titulo.pagamento) throw badRequest(FINANCEIRO_MESSAGES.notOpen);
      const pdf = await boletoPdf(completo, ctx.clock);
      await usoFatura(request);
      return sendFile(reply, pdf, {
        downloadName: `Boleto ${completo.titulo.codigoTitulo}.pdf`,
        contentType: 'application/pdf',
      });
    },
    { audit: AUDIT_ACTIONS.segundaViaBoleto },
  );
}
