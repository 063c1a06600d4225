// Meus dados em um arquivo (LGPD art. 18; docs/decisions/0022): who may be exported (the caller and a
// titular's minor dependants), and one person's data as a JSON file or a PDF summary.
import type { FastifyInstance } from 'fastify';
import { exportacaoDadosEndpoints as endpoints } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { exportacaoPdf } from './exportacao.pdf.js';
import {
  exportarComLimite,
  exportaveisDoEscopo,
  nomeArquivo,
  titularDosDados,
} from './exportacao.service.js';

export function exportacaoRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  listagemBeneficiariosRoute(app, endpoints.listagem, {
    selecionar: (_rows, scope) => exportaveisDoEscopo(scope),
  });

  // Audited inside the service's transaction (the rate limit counts those rows), not by the route.
  route(app, endpoints.arquivo, async (request, reply) => {
    const scope = familyScope(request);
    const { formato } = request.query;
    const rows = await titularDosDados(scope, request.params.cpf);
    const dados = await exportarComLimite({ db: ctx.db, request, clock: ctx.clock, scope, rows, formato });
    const downloadName = nomeArquivo(dados.titularDosDados.nome, new Date(dados.geradoEm), formato);
    if (formato === 'pdf')
      return sendFile(reply, await exportacaoPdf(dados, ctx.clock), {
        downloadName,
        contentType: 'application/pdf',
      });
    return sendFile(reply, Buffer.from(JSON.stringify(dados, null, 2), 'utf8'), {
      downloadName,
      contentType: 'application/json; charset=utf-8',
    });
  });
}
