// Cartão Virtual (spec §7 "Virtual card") under /api, behind tela-cartao-virtual; plus the public
// shared-card link outside /api (a provider's browser sends no x-origin and has no session).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskCardNumber, PLANO_MESSAGES, TELA } from '@portal/domain';
import { envelopeSchema, erroSchema } from '@portal/domain/contract/common';
import {
  carteiraParamsSchema,
  cartoesVirtuaisResponseSchema,
  compartilharCartaoResponseSchema,
  gerarQrCodeBodySchema,
  gerarQrCodeResponseSchema,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import { codigoPlanoParamsSchema } from '@portal/domain/contract/meus-dados/contratos';
import { AUDIT_ACTIONS, audit, auditMany } from '../../platform/audit.js';
import { currentSession, requirePermission } from '../../platform/session.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { contratosRoute } from './contratos.route.js';
import {
  cartaoPdf,
  createShareToken,
  findVisibleCartao,
  gerarQrCode,
  getCartoes,
  openSharedCard,
  SHARED_CARD_PATH,
} from './cartao-virtual.service.js';

const errors = { 400: erroSchema, 401: erroSchema, 403: erroSchema, 404: erroSchema };
/** /v2 paths send failures in the envelope too (`{ dados: null, erro }`). */
const erroV2 = envelopeSchema(z.null());
const errorsV2 = { 400: erroV2, 401: erroV2, 403: erroV2, 404: erroV2 };
const tags = ['cartao-virtual'];
const pdfName = (carteira: string) => `Cartão virtual ${maskCardNumber(carteira)}.pdf`;

export const cartaoVirtualRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  const guard = requirePermission(TELA.cartaoVirtual);

  contratosRoute(app, { url: '/beneficiarios/cartao-virtual/contratos', tela: TELA.cartaoVirtual, tags });

  app.get(
    '/beneficiarios/cartao-virtual/:codigoPlano',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Cartões do contrato como apresentados no prestador',
        params: codigoPlanoParamsSchema,
        response: { 200: cartoesVirtuaisResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { personId } = currentSession(request);
      const { resposta, donos } = await getCartoes({
        db: ctx.db,
        personId,
        codigo: request.params.codigoPlano,
      });
      await auditMany({ request, action: AUDIT_ACTIONS.cartaoVirtualRead, subjectPersonIds: donos });
      return resposta;
    },
  );

  app.get(
    '/beneficiarios/cartao-virtual/pdf/:carteira',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Cartão virtual em PDF',
        params: carteiraParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { personId } = currentSession(request);
      const cartao = await findVisibleCartao({ db: ctx.db, personId, carteira: request.params.carteira });
      const pdf = await cartaoPdf({ db: ctx.db, cartao, clock: ctx.clock });
      await audit({ request, action: AUDIT_ACTIONS.cartaoVirtualPdf, subjectPersonId: cartao.pessoaId });
      return sendFile(reply, pdf, { downloadName: pdfName(cartao.carteira), contentType: 'application/pdf' });
    },
  );

  app.get(
    '/beneficiarios/cartao-virtual/compartilhar/:carteira',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Link assinado (24 h) para o PDF do cartão, aberto sem login',
        params: carteiraParamsSchema,
        response: { 200: compartilharCartaoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { personId } = currentSession(request);
      const cartao = await findVisibleCartao({ db: ctx.db, personId, carteira: request.params.carteira });
      const { token, expiraEm } = createShareToken({
        secret: ctx.config.sessionSecret,
        carteira: cartao.carteira,
        clock: ctx.clock,
      });
      await audit({ request, action: AUDIT_ACTIONS.cartaoVirtualLink, subjectPersonId: cartao.pessoaId });
      return { url: `${SHARED_CARD_PATH}/${token}`, expiraEm: expiraEm.toISOString() };
    },
  );

  app.post(
    '/v2/beneficiarios/cartao-virtual/gerar-qrcode/:carteira',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'QR code do cartão (dados da carteira ou link de compartilhamento)',
        params: carteiraParamsSchema,
        body: gerarQrCodeBodySchema,
        response: { 200: gerarQrCodeResponseSchema, ...errorsV2 },
      },
    },
    async (request) => {
      const { personId } = currentSession(request);
      const cartao = await findVisibleCartao({ db: ctx.db, personId, carteira: request.params.carteira });
      const resposta = await gerarQrCode({
        db: ctx.db,
        cartao,
        conteudo: request.body.qrCode,
        secret: ctx.config.sessionSecret,
        clock: ctx.clock,
        // The configured public origin: a forged Host header must not decide where the QR code points.
        origin: ctx.config.publicUrl,
      });
      await audit({ request, action: AUDIT_ACTIONS.cartaoVirtualQrCode, subjectPersonId: cartao.pessoaId });
      return resposta;
    },
  );
  done();
};

/** GET /cartao-compartilhado/{token}: the card's PDF for whoever holds an unexpired link. */
export const cartaoCompartilhadoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ctx } = app;
  app.get(
    `${SHARED_CARD_PATH}/:token`,
    {
      schema: {
        tags,
        summary: 'PDF do cartão por link compartilhado (sem login)',
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const cartao = await openSharedCard({
        db: ctx.db,
        secret: ctx.config.sessionSecret,
        token: request.params.token,
        clock: ctx.clock,
      });
      if (!cartao) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(PLANO_MESSAGES.shareLinkInvalid);
      }
      const pdf = await cartaoPdf({ db: ctx.db, cartao, clock: ctx.clock });
      await audit({
        request,
        action: AUDIT_ACTIONS.cartaoCompartilhadoAberto,
        subjectPersonId: cartao.pessoaId,
      });
      return sendFile(reply, pdf, {
        downloadName: pdfName(cartao.carteira),
        contentType: 'application/pdf',
        disposition: 'inline',
      });
    },
  );
  done();
};
