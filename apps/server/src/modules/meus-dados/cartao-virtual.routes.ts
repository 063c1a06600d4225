// Cartão Virtual (spec §7 "Virtual card") under /api, behind tela-cartao-virtual; plus the public
// shared-card link outside /api (a provider's browser sends no x-origin and has no session).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskCardNumber, PLANO_MESSAGES } from '@portal/domain';
import { cartaoVirtualEndpoints as endpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { audit } from '../../platform/audit.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { sendFile } from '../../platform/storage/send-file.js';
import {
  issueSharedLink,
  listSharedLinks,
  openSharedCard,
  revokeSharedLink,
} from './cartao-compartilhado.service.js';
import { contratosRoute } from '../../shared-domain/contratos-route.js';
import { cartaoPdf, findCartao, gerarQrCode, getCartoes, sharedCardPath } from './cartao-virtual.service.js';

const pdfName = (carteira: string) => `Cartão virtual ${maskCardNumber(carteira)}.pdf`;

export function cartaoVirtualRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  /** A new shared link to a card the caller's scope resolved, recorded under the caller's account. */
  const issueLink = (request: FastifyRequest, carteiraId: number) =>
    issueSharedLink({
      db: ctx.db,
      random: ctx.random,
      now: ctx.clock(),
      carteiraId,
      contaId: currentSession(request).contaId,
    });

  contratosRoute(app, endpoints.contratos);

  route(app, endpoints.cartoes, (request) => getCartoes(familyScope(request), request.params.codigoPlano), {
    audit: 'LEITURA_CARTAO_VIRTUAL',
  });

  route(
    app,
    endpoints.pdf,
    async (request, reply) => {
      const cartao = await findCartao(familyScope(request), request.params.carteira);
      const pdf = await cartaoPdf({ db: ctx.db, cartao, clock: ctx.clock });
      return sendFile(reply, pdf, { downloadName: pdfName(cartao.carteira), contentType: 'application/pdf' });
    },
    { audit: 'DOWNLOAD_CARTAO_VIRTUAL' },
  );

  route(
    app,
    endpoints.compartilhar,
    async (request) => {
      const cartao = await findCartao(familyScope(request), request.params.carteira);
      const { token, expiraEm } = await issueLink(request, cartao.carteiraId);
      return { url: sharedCardPath(token), expiraEm: expiraEm.toISOString() };
    },
    { audit: 'LINK_CARTAO_VIRTUAL' },
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
        issueLink: () => issueLink(request, cartao.carteiraId),
        // The configured public origin: a forged Host header must not decide where the QR code points.
        origin: ctx.config.publicUrl,
      });
    },
    { audit: 'QRCODE_CARTAO_VIRTUAL' },
  );

  route(
    app,
    endpoints.linksCompartilhados,
    async (request) => ({
      links: await listSharedLinks(familyScope(request), {
        contaId: currentSession(request).contaId,
        now: ctx.clock(),
      }),
    }),
    { audit: 'LEITURA_LINKS_CARTAO_COMPARTILHADO' },
  );

  route(app, endpoints.revogarLink, async (request, reply) => {
    const { pessoaId } = await revokeSharedLink(familyScope(request), {
      contaId: currentSession(request).contaId,
      id: request.params.id,
      now: ctx.clock(),
    });
    // A security event, like a password change: who ended which holder's link, from where.
    await audit({ request, action: 'REVOGACAO_LINK_CARTAO_COMPARTILHADO', subjectPessoaId: pessoaId });
    return reply.code(204).send();
  });
}

/**
 * GET /cartao-compartilhado/{token}: the card's PDF for whoever holds a live link (recorded, neither
 * revoked nor expired). An unknown, revoked and expired link get the same answer. Registered at the root,
 * outside /api; nobody signed in, so the opening is audited by hand against the card's holder.
 */
export function cartaoCompartilhadoRoute(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, endpoints.compartilhado, async (request, reply) => {
    const cartao = await openSharedCard({ db: ctx.db, token: request.params.token, now: ctx.clock() });
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
      action: 'ACESSO_CARTAO_COMPARTILHADO',
      subjectPessoaId: cartao.pessoaId,
    });
    return sendFile(reply, pdf, {
      downloadName: pdfName(cartao.carteira),
      contentType: 'application/pdf',
      disposition: 'inline',
    });
  });
}
