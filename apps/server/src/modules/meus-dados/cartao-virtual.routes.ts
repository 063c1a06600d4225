// Cartão Virtual (spec §7 "Virtual card") under /api, behind tela-cartao-virtual; plus the shared card's
// public calls (issue 37): its page's data under /api and its PDF outside /api (a link followed by a
// browser sends no x-origin), both without a session.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maskCardNumber, PLANO_MESSAGES } from '@portal/domain';
import { cartaoVirtualEndpoints as endpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { audit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { revisaoDoLink, tokenDoPedido } from '../../platform/token-servico.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { sendFile } from '../../platform/storage/send-file.js';
import {
  issueSharedLink,
  listSharedLinks,
  openSharedCard,
  revokeSharedLink,
  sharedCardPage,
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
 * The shared card's public page (issue 37), opened by a provider's reception without a session: the page's
 * data under /api (the token in the service-token header) and the card's PDF at the root
 * (/cartao-compartilhado/{token}, the page's "Baixar cartão em PDF"). Reviewed like the public appointment
 * link (agendamento-publico.routes.ts): an unknown, revoked and expired link get the same 404; refusals are
 * counted per address with the account doors' numbers (one budget for both calls), past which a refusal is
 * 429 unaudited while a live link still opens; every call within it is audited with the token as the actor
 * (no account) against the card's holder — who reads it in "Quem acessou meus dados" — and a refusal as
 * FALHA; nothing is kept by a browser or a proxy (no-store) nor indexed by a search engine (noindex).
 */
function linkDoCartao(app: FastifyInstance) {
  const { ctx } = app;
  const revisar = revisaoDoLink(app, 'cartao-link-recusa');
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    action: 'ACESSO_CARTAO_COMPARTILHADO' | 'DOWNLOAD_CARTAO_COMPARTILHADO',
  ) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    const aberto = await openSharedCard({ db: ctx.db, token, now: ctx.clock() });
    await revisar(request, reply, action, aberto?.cartao.pessoaId ?? null);
    return aberto;
  };
}

/** GET /api/servicos/cartao-compartilhado/listagem: what the shared card's public page shows. */
export function cartaoCompartilhadoPaginaRoute(app: FastifyInstance): void {
  const abrir = linkDoCartao(app);
  route(app, endpoints.cartaoCompartilhado, async (request, reply) => {
    const aberto = await abrir(request, reply, tokenDoPedido(request), 'ACESSO_CARTAO_COMPARTILHADO');
    if (!aberto) throw notFound(PLANO_MESSAGES.shareLinkInvalid);
    return sharedCardPage(app.ctx.db, aberto);
  });
}

/**
 * GET /cartao-compartilhado/{token}: the card's PDF for whoever holds a live link. Registered at the root,
 * outside /api (a link followed by a browser carries no x-origin); the refusal is a sentence the browser
 * shows as it is (text/plain).
 */
export function cartaoCompartilhadoRoute(app: FastifyInstance): void {
  const { ctx } = app;
  const abrir = linkDoCartao(app);
  route(app, endpoints.compartilhado, async (request, reply) => {
    const aberto = await abrir(request, reply, request.params.token, 'DOWNLOAD_CARTAO_COMPARTILHADO');
    if (!aberto) {
      return reply.code(404).type('text/plain; charset=utf-8').send(PLANO_MESSAGES.shareLinkInvalid);
    }
    const pdf = await cartaoPdf({ db: ctx.db, cartao: aberto.cartao, clock: ctx.clock });
    return sendFile(reply, pdf, {
      downloadName: pdfName(aberto.cartao.carteira),
      contentType: 'application/pdf',
      disposition: 'inline',
    });
  });
}
