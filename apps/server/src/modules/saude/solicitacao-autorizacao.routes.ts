// Solicitar Autorização (spec §7 "Authorization request") under /api/beneficiarios/solicitacao-autorizacao
// and its /v2 picker, behind tela-consulta-autorizacoes (declared by the contract). The contacts are
// personal data: their read is audited per person; the filing is audited explicitly (a write), and the
// member gets an e-mail with the protocol and the deadline only (no health detail).
import type { FastifyInstance } from 'fastify';
import {
  DADOS_SOLICITACAO_AUTORIZACAO_FIELD,
  dadosSolicitacaoAutorizacaoSchema,
  solicitacaoAutorizacaoEndpoints as endpoints,
} from '@portal/domain/contract/saude/solicitacao-autorizacao';
import { audit } from '../../platform/audit.js';
import { avisarProtocolo } from '../../shared-domain/aviso-protocolo.js';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { parseJsonField } from '../../platform/upload/read-multipart-files.js';
import { cotaDiaria } from '../../platform/upload/limite-diario.js';
import { receiveUploads } from '../../platform/upload/receive-uploads.js';
import { readUploadLimits } from '../../platform/upload/uploads-plugin.js';
import {
  getConstantesSolicitacao,
  listContatosSolicitacao,
  solicitarAutorizacao,
} from './solicitacao-autorizacao.service.js';

export function solicitacaoAutorizacaoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  // The same beneficiaries as Autorizações: whoever has a plan can have a procedure to authorise.
  listagemBeneficiariosRoute(app, endpoints.listagem, { somenteComPlano: true, saude: 'SAUDE' });

  route(
    app,
    endpoints.contatos,
    async (request) => ({
      contatos: await listContatosSolicitacao(
        familyScope(request),
        ctx.config.sessionSecret,
        request.params.cpf,
      ),
    }),
    { audit: 'LEITURA_CONTATOS_SOLICITACAO_AUTORIZACAO', saude: 'SAUDE' },
  );

  route(app, endpoints.constantes, () => getConstantesSolicitacao(ctx.db));

  route(
    app,
    endpoints.solicitar,
    async (request, reply) => {
      const scope = familyScope(request);
      // A member at the day's ceiling is told before a byte of the files is read (issue 34).
      const [cota, limits, constantes] = await Promise.all([
        cotaDiaria(request, 'SOLICITACAO_AUTORIZACAO'),
        readUploadLimits(ctx.db),
        getConstantesSolicitacao(ctx.db),
      ]);
      const leitura = {
        maxFileBytes: limits.maxBytes,
        // One over the maximum is read, so the count rule answers under its field (campos.pedidoMedico).
        maxFiles: constantes.arquivos.maximo + 1,
        maxFields: 2,
      };
      const registrada = await receiveUploads(request, leitura, ({ files, fields }) =>
        solicitarAutorizacao(scope, {
          dados: parseJsonField(
            dadosSolicitacaoAutorizacaoSchema,
            fields[DADOS_SOLICITACAO_AUTORIZACAO_FIELD],
          ),
          files,
          constantes,
          limits,
          storage: app.storage,
          clock: ctx.clock,
          secret: ctx.config.sessionSecret,
          random: ctx.random,
          cota,
        }),
      );
      // A replay shows the beneficiary's request again: audited like the first answer.
      await audit({
        request,
        action: 'SOLICITACAO_AUTORIZACAO',
        subjectPessoaId: registrada.pessoaId,
      });
      if (!registrada.novo) {
        reply.code(200);
        return registrada.resposta;
      }
      await avisarProtocolo({
        notify: app.notify,
        pessoaId: scope.pessoaId,
        evento: 'AUTORIZACAO_DECIDIDA',
        sobrePessoaId: registrada.pessoaId,
        assunto: 'Solicitação de autorização',
        protocolo: registrada.resposta.protocolo,
        mensagem: registrada.resposta.mensagem,
        acompanharEm: 'Facilidades > Protocolos',
      });
      return registrada.resposta;
    },
    { saude: 'SAUDE' },
  );
}
