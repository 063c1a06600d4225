// Cartão Virtual (spec §7 "Virtual card") under /api, behind tela-cartao-virtual; plus the public
// shared-card link outside /api (a provider's browser sends no x-origin and has no session).
import type { FastifyInstance } from 'fastify';
import { maskCardNumber, PLANO_MESSAGES } from '@portal/domain';
import { cartaoVirtualEndpoints as endpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { AUDIT_ACTIONS, audit } from '../../platform/audit.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { contratosRoute } from './contratos.route.js';
import {
  cartaoPdf,
  createShareToken,
  findCartao,
  gerarQrCode,
  getCartoes,
  openSharedCard,
  sharedCardPath,
} from './cartao-virtual.service.js';

const pdfName = (carteira: string) => `Cartão virtual ${maskCardNumber(carteira)}.pdf`;

export function cartaoVirtualRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  contratosRoute(app, endpoints.contratos);

  route(app, endpoints.cartoes, (request) => getCartoes(familyScope(request), request.params.codigoPlano), {
    audit: AUDIT_ACTIONS.cartaoVirtualRead,
  });

  route(
    app,
    endpoints.pdf,
    async (request, reply) => {
      const cartao = await findCartao(familyScope(request), request.params.carteira);
      const pdf = await cartaoPdf({ db: ctx.db, cartao, clock: ctx.clock });
      return sendFile(reply, pdf, { downloadName: pdfName(cartao.carteira), contentType: 'application/pdf' });
    },
    { audit: AUDIT_ACTIONS.cartaoVirtualPdf },
  );

  route(
    app,
    endpoints.compartilhar,
    async (request) => {
      const cartao = await findCartao(familyScope(request), request.params.carteira);
      const { token, expiraEm } = createShareToken({
        secret: ctx.config.sessionSecret,
        carteira: cartao.carteira,
        clock: ctx.clock,
      });
      return { url: sharedCardPath(token), expiraEm: expiraEm.toISOString() };
    },
    { audit: AUDIT_ACTIONS.cartaoVirtualLink },
  );

  route(
    app,
    endpoints.qrCode,
    async (request) => {
      const cartao = await findCartao(familyScope(request), request.params.carteira);
      return gerarQrCode({
        db: ctx.db,
        cartao,
        conteudo: request.body.qrCode,
        secret: ctx.config.sessionSecret,
        clock: ctx.clock,
        // The configured public origin: a forged Host header must not decide where the QR code points.
        origin: ctx.config.publicUrl,
      });
    },
    { audit: AUDIT_ACTIONS.cartaoVirtualQrCode },
  );
}

/**
 * GET /cartao-compartilhado/{token}: the card's PDF for whoever holds an unexpired link. Registered at the
 * root, outside /api; nobody signed in, so the opening is audited by hand against the card's holder.
 */
export function cartaoCompartilhadoRoute(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, endpoints.compartilhado, async (request, reply) => {
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
      subjectPessoaId: cartao.pessoaId,
    });
    return sendFile(reply, pdf, {
      downloadName: pdfName(cartao.carteira),
      contentType: 'application/pdf',
      disposition: 'inline',
    });
  });
}
