// Meu Plano (spec §7 "My plan") under /api/beneficiarios/meu-plano, all behind tela-meu-plano.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TELA } from '@portal/domain';
import { erroSchema } from '@portal/domain/contract/common';
import { codigoPlanoParamsSchema } from '@portal/domain/contract/meus-dados/contratos';
import {
  cancelarContratoBodySchema,
  cancelarContratoResponseSchema,
  CERTIDAO_OBITO_FIELD,
  certidaoIdParamsSchema,
  certidaoObitoFieldsSchema,
  certidaoObitoResponseSchema,
  constantesMeuPlanoSchema,
  contratoDetalheSchema,
} from '@portal/domain/contract/meus-dados/meu-plano';
import { AUDIT_ACTIONS, audit, auditMany } from '../../platform/audit.js';
import { validationError } from '../../platform/errors.js';
import { currentSession, requirePermission } from '../../platform/session.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { readMultipartFiles } from '../../platform/upload/read-multipart-files.js';
import { readUploadLimits } from '../../platform/upload/uploads-plugin.js';
import { contratosEndpoint } from '@portal/domain/contract/meus-dados/contratos';
import { contratosRoute } from './contratos.route.js';
import {
  cancelarContrato,
  declaracaoPermanenciaPdf,
  enviarCertidaoObito,
  getConstantesMeuPlano,
  getContratoDetalhe,
  openCertidaoObito,
} from './meu-plano.service.js';

const errors = { 400: erroSchema, 401: erroSchema, 403: erroSchema, 404: erroSchema };
const binary = z.any().describe('PDF ou arquivo enviado (application/pdf, image/*)');
const tags = ['meu-plano'];

export const meuPlanoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  const guard = requirePermission(TELA.meuPlano);

  contratosRoute(app, contratosEndpoint('/beneficiarios/meu-plano/contratos', TELA.meuPlano, tags));

  app.get(
    '/beneficiarios/meu-plano/contratos/:codigoPlano',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Detalhe do contrato: beneficiários, carteiras, cancelamento e certidões',
        params: codigoPlanoParamsSchema,
        response: { 200: contratoDetalheSchema, ...errors },
      },
    },
    async (request) => {
      const { personId } = currentSession(request);
      const { detalhe, visible } = await getContratoDetalhe({
        db: ctx.db,
        personId,
        codigo: request.params.codigoPlano,
      });
      await auditMany({
        request,
        action: AUDIT_ACTIONS.contratoRead,
        subjectPersonIds: visible.beneficiarios.map((b) => b.pessoaId),
      });
      return detalhe;
    },
  );

  app.get(
    '/beneficiarios/meu-plano/download/:codigoPlano',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Declaração de permanência (PDF)',
        params: codigoPlanoParamsSchema,
        response: { 200: binary, ...errors },
      },
    },
    async (request, reply) => {
      const { personId } = currentSession(request);
      const { pdf, visible } = await declaracaoPermanenciaPdf({
        db: ctx.db,
        clock: ctx.clock,
        personId,
        codigo: request.params.codigoPlano,
      });
      await auditMany({
        request,
        action: AUDIT_ACTIONS.declaracaoPermanencia,
        subjectPersonIds: visible.beneficiarios.map((b) => b.pessoaId),
      });
      return sendFile(reply, pdf, {
        downloadName: `Declaração de permanência ${request.params.codigoPlano}.pdf`,
        contentType: 'application/pdf',
      });
    },
  );

  app.get(
    '/beneficiarios/meu-plano/constantes',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Motivos de cancelamento e texto de ciência (RN 412)',
        response: { 200: constantesMeuPlanoSchema, ...errors },
      },
    },
    () => getConstantesMeuPlano(),
  );

  app.post(
    '/beneficiarios/meu-plano/contrato/cancelar',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Cancelamento do contrato pelo titular (RN 412)',
        body: cancelarContratoBodySchema,
        response: { 201: cancelarContratoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { personId } = currentSession(request);
      const { subjects, ...resposta } = await cancelarContrato({
        db: ctx.db,
        clock: ctx.clock,
        random: ctx.random,
        personId,
        body: request.body,
      });
      await auditMany({ request, action: AUDIT_ACTIONS.contratoCancelamento, subjectPersonIds: subjects });
      return reply.code(201).send(resposta);
    },
  );

  app.post(
    '/beneficiarios/meu-plano/certidao-obito',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: `Certidão de óbito de um dependente (multipart: codigoContrato, cpf, arquivo '${CERTIDAO_OBITO_FIELD}')`,
        consumes: ['multipart/form-data'],
        response: { 201: certidaoObitoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { personId } = currentSession(request);
      const limits = await readUploadLimits(ctx.db);
      const { files, fields } = await readMultipartFiles(request, {
        maxFileBytes: limits.maxBytes,
        maxFiles: 1,
        minFiles: 1,
      });
      const parsed = certidaoObitoFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw validationError(
          parsed.error.issues.map((i) => ({ instancePath: `/${i.path.join('/')}`, message: i.message })),
          fields,
        );
      }
      const result = await enviarCertidaoObito({
        db: ctx.db,
        storage: app.storage,
        clock: ctx.clock,
        random: ctx.random,
        personId,
        codigoContrato: parsed.data.codigoContrato,
        cpf: parsed.data.cpf,
        files: files.filter((f) => f.fieldName === CERTIDAO_OBITO_FIELD),
        limits,
      });
      await audit({
        request,
        action: AUDIT_ACTIONS.certidaoObitoEnvio,
        subjectPersonId: result.subjectPersonId,
      });
      return reply.code(201).send({ mensagem: result.mensagem, certidao: result.certidao });
    },
  );

  app.get(
    '/beneficiarios/meu-plano/certidao-obito/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Arquivo da certidão de óbito enviada',
        params: certidaoIdParamsSchema,
        response: { 200: binary, ...errors },
      },
    },
    async (request, reply) => {
      const { personId } = currentSession(request);
      const { file, nomeArquivo, subjectPersonId } = await openCertidaoObito({
        db: ctx.db,
        storage: app.storage,
        personId,
        id: request.params.id,
      });
      await audit({ request, action: AUDIT_ACTIONS.certidaoObitoDownload, subjectPersonId });
      return sendFile(reply, file.stream, {
        downloadName: nomeArquivo,
        contentType: file.contentType,
        size: file.size,
      });
    },
  );
  done();
};
