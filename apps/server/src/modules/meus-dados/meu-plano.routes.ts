// Meu Plano (spec §7 "My plan") under /api/beneficiarios/meu-plano, all behind tela-meu-plano; cancelling
// the contract also needs funcao-cancelar-contrato (both declared by the contract).
import type { FastifyInstance } from 'fastify';
import {
  CERTIDAO_OBITO_FIELD,
  certidaoObitoFieldsSchema,
  meuPlanoEndpoints as endpoints,
} from '@portal/domain/contract/meus-dados/meu-plano';
import { audit, auditMany } from '../../platform/audit.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { parseMultipartFields } from '../../platform/upload/read-multipart-files.js';
import { cotaDiaria } from '../../platform/upload/limite-diario.js';
import { receiveUploads } from '../../platform/upload/receive-uploads.js';
import { readUploadLimits } from '../../platform/upload/uploads-plugin.js';
import { contratosRoute } from '../../shared-domain/contratos-route.js';
import {
  cancelarContrato,
  declaracaoPermanenciaPdf,
  enviarCertidaoObito,
  getConstantesMeuPlano,
  getContratoDetalhe,
  openCertidaoObito,
} from './meu-plano.service.js';

export function meuPlanoRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  contratosRoute(app, endpoints.contratos);

  route(
    app,
    endpoints.contrato,
    async (request) => (await getContratoDetalhe(familyScope(request), request.params.codigoPlano)).detalhe,
    { audit: 'LEITURA_CONTRATO' },
  );

  route(
    app,
    endpoints.declaracaoPermanencia,
    async (request, reply) => {
      const pdf = await declaracaoPermanenciaPdf(familyScope(request), {
        clock: ctx.clock,
        codigo: request.params.codigoPlano,
      });
      return sendFile(reply, pdf, {
        downloadName: `Declaração de permanência ${request.params.codigoPlano}.pdf`,
        contentType: 'application/pdf',
      });
    },
    { audit: 'DOWNLOAD_DECLARACAO_PERMANENCIA' },
  );

  route(app, endpoints.constantes, () => getConstantesMeuPlano());

  route(app, endpoints.cancelar, async (request) => {
    const { subjects, ...resposta } = await cancelarContrato(familyScope(request), {
      clock: ctx.clock,
      body: request.body,
    });
    await auditMany({ request, action: 'CANCELAMENTO_CONTRATO', subjectPessoaIds: subjects });
    return resposta;
  });

  route(app, endpoints.enviarCertidaoObito, async (request) => {
    // A member at the day's ceiling is told before a byte of the file is read (issue 34).
    const [cota, limits] = await Promise.all([
      cotaDiaria(request, 'CERTIDAO_OBITO'),
      readUploadLimits(ctx.db),
    ]);
    const leitura = { maxFileBytes: limits.maxBytes, maxFiles: 1, minFiles: 1 };
    const result = await receiveUploads(request, leitura, ({ files, fields }) => {
      const { codigoContrato, cpf } = parseMultipartFields(certidaoObitoFieldsSchema, fields);
      return enviarCertidaoObito(familyScope(request), {
        storage: app.storage,
        clock: ctx.clock,
        random: ctx.random,
        codigoContrato,
        cpf,
        files: files.filter((f) => f.fieldName === CERTIDAO_OBITO_FIELD),
        limits,
        cota,
      });
    });
    await audit({
      request,
      action: 'ENVIO_CERTIDAO_OBITO',
      subjectPessoaId: result.subjectPessoaId,
    });
    return { mensagem: result.mensagem, certidao: result.certidao };
  });

  route(
    app,
    endpoints.certidaoObito,
    async (request, reply) => {
      const { file, nomeArquivo } = await openCertidaoObito(familyScope(request), {
        storage: app.storage,
        id: request.params.id,
      });
      return sendFile(reply, file.stream, {
        downloadName: nomeArquivo,
        contentType: file.contentType,
        size: file.size,
      });
    },
    { audit: 'DOWNLOAD_CERTIDAO_OBITO' },
  );
}
