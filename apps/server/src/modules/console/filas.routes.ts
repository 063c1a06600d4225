// The console's request queues (issue 39, decision 0043): the queue, a request's detail, the answer through
// the shared transition tables, taking and releasing a request, and its attachments shown in the page.
// Rules in filas.service.ts. An attachment is answered inline for the page's frame or image only: its own
// CSP sandboxes it (no script, no form, no same-origin power even if a member uploaded something hostile),
// only the console itself may frame it, nosniff keeps the stored type; every opening is in both audits.
import type { FastifyInstance } from 'fastify';
import { consoleFilasEndpoints as endpoints } from '@portal/domain/contract/console/filas';
import { registrarLeituraEquipe } from '../../platform/console/leitura-equipe.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { notFound } from '../../platform/errors.js';
import { MOTIVO_FILA } from '../../shared-domain/mudanca-situacao.js';
import {
  atribuirSolicitacao,
  devolverSolicitacao,
  listarFila,
  localizarAnexo,
  obterSolicitacao,
  papelNaFila,
  responderSolicitacao,
} from './filas.service.js';
import { registrarGuiaSolicitacao } from './filas-guia.service.js';

/** Types a browser shows in a frame or an image without running anything of the file's. */
const EXIBIVEIS = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The attachment's own CSP: a sandboxed document nobody but the console frames. */
export const CSP_ANEXO =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

export function filasRoutes(app: FastifyInstance): void {
  route(app, endpoints.listarFila, (request) => listarFila(request, request.query));
  route(app, endpoints.obterSolicitacao, (request) => obterSolicitacao(request, request.params.protocolo));
  route(app, endpoints.responderSolicitacao, (request) =>
    responderSolicitacao(request, request.params.protocolo, request.body),
  );
  route(app, endpoints.registrarGuia, (request) =>
    registrarGuiaSolicitacao(request, request.params.protocolo, request.body),
  );
  route(app, endpoints.atribuirSolicitacao, (request) =>
    atribuirSolicitacao(request, request.params.protocolo, request.body.assumir ?? false),
  );
  route(app, endpoints.devolverSolicitacao, (request) =>
    devolverSolicitacao(request, request.params.protocolo),
  );
  route(app, endpoints.abrirAnexo, async (request, reply) => {
    const { protocolo, id } = request.params;
    const anexo = await localizarAnexo(request, protocolo, id);
    const arquivo = await app.storage.get(anexo.chave);
    if (!arquivo) throw notFound();
    await registrarLeituraEquipe(request.server.ctx.db, {
      request,
      papel: papelNaFila(request),
      pessoaIds: [anexo.pessoaId],
      acao: 'ABERTURA_ANEXO_SOLICITACAO',
      motivo: MOTIVO_FILA(protocolo),
      acaoEquipe: 'solicitacao.anexo',
      detalhe: { protocolo, anexo: id },
    });
    const exibivel = EXIBIVEIS.has(anexo.contentType);
    reply.header('content-security-policy', CSP_ANEXO).header('x-frame-options', 'SAMEORIGIN');
    return sendFile(reply, arquivo.stream, {
      downloadName: anexo.nome,
      // Anything else is only ever downloaded, as bytes.
      contentType: exibivel ? anexo.contentType : 'application/octet-stream',
      disposition: exibivel ? 'inline' : 'attachment',
      size: arquivo.size,
    });
  });
}
