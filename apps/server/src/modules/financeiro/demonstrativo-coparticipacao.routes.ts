// Demonstrativo de Coparticipação (spec §7 "History and tax"), behind
// tela-demonstrativo-taxa-coparticipacao: the plan tabs, the list and its PDF (same query). Every read is
// audited and counts as a use of 'COPARTICIPACAO'.
import type { FastifyInstance } from 'fastify';
import { demonstrativoCoparticipacaoEndpoints as endpoints } from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import { familyScope } from '../../platform/family-scope.js';
import { leitura } from '../../platform/leitura.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { contratosRoute } from '../../shared-domain/contratos-route.js';
import { readOperador } from '../../shared-domain/contratos.js';
import { coparticipacaoPdf } from './coparticipacao.pdf.js';
import { demonstrativoCoparticipacao } from './utilizacoes.service.js';

export function demonstrativoCoparticipacaoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  contratosRoute(app, endpoints.contratos);
  route(
    app,
    endpoints.listagem,
    async (request) => {
      const demonstrativo = await demonstrativoCoparticipacao(familyScope(request), {
        clock: ctx.clock,
        leitura: leitura(request),
        ...request.query,
      });
      return demonstrativo;
    },
    { audit: 'LEITURA_COPARTICIPACAO' },
  );
  route(
    app,
    endpoints.pdf,
    async (request, reply) => {
      const [demonstrativo, operador] = await Promise.all([
        demonstrativoCoparticipacao(familyScope(request), {
          clock: ctx.clock,
          leitura: leitura(request),
          ...request.query,
        }),
        readOperador(ctx.db, { comLogo: true }),
      ]);
      const pdf = await coparticipacaoPdf(demonstrativo, operador, ctx.clock);
      const { inicio, fim } = demonstrativo.periodo;
      return sendFile(reply, pdf, {
        downloadName: `Coparticipação ${demonstrativo.codigoPlano} ${inicio} a ${fim}.pdf`,
        contentType: 'application/pdf',
      });
    },
    { audit: 'DOWNLOAD_DEMONSTRATIVO_COPARTICIPACAO' },
  );
}
