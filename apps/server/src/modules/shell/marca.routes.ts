// The operator's brand on the member portal (issue 38, "Brand"; shared-domain/marca.ts): the published logo and
// favicon at /marca/logo and /marca/favicon (at the root, like the shared card's PDF: a stylesheet and an icon
// link ask for them, without x-origin), and the brand's head markup for every member page (platform/web-page.ts),
// or the draft's for the console's preview (shared-domain/marca-previa.ts).
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { marcaPublicaEndpoints } from '@portal/domain/contract/shell/marca';
import { route } from '../../platform/route.js';
import { manifestoRoutes } from './manifesto.routes.js';
import {
  cabecaDaMarca,
  lerImagemPublicada,
  lerImagemRascunho,
  lerMarcaPublicada,
  lerRascunhoMarca,
  nomesDaOperadora,
} from '../../shared-domain/marca.js';
import { tokenDaUrl, tokenPreviaValido, PARAMETRO_PREVIA_MARCA } from '../../shared-domain/marca-previa.js';

const IMUTAVEL = 'public, max-age=31536000, immutable';
/** An image opened on its own (an SVG in a tab) runs nothing and loads nothing; its own styles only. */
const CSP_IMAGEM = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
const SEM_IMAGEM = 'A marca publicada não tem esta imagem.';

export function marcaRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const previa = (request: FastifyRequest) =>
    tokenPreviaValido(ctx.config.sessionSecret, tokenDaUrl(request.url), ctx.clock());

  const enviar = (uso: 'logo' | 'favicon') => async (request: FastifyRequest, reply: FastifyReply) => {
    const emPrevia = previa(request);
    const imagem = emPrevia ? await lerImagemRascunho(ctx.db, uso) : await lerImagemPublicada(ctx.db, uso);
    if (!imagem) return reply.code(404).type('text/plain; charset=utf-8').send(SEM_IMAGEM);
    const { v } = request.query as { v?: string };
    // The page asked for this very version: it never changes (marca_arquivos is never updated). Another
    // version (a page older than the last publication, or none): revalidated, so the new one shows.
    const cache = emPrevia ? 'no-store' : v === imagem.versao ? IMUTAVEL : 'no-cache';
    return reply
      .header('content-type', imagem.tipo)
      .header('cache-control', cache)
      .header('etag', `"${imagem.versao}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', CSP_IMAGEM)
      .header('cross-origin-resource-policy', 'same-origin')
      .send(imagem.conteudo);
  };
  route(app, marcaPublicaEndpoints.logo, enviar('logo'));
  route(app, marcaPublicaEndpoints.favicon, enviar('favicon'));
}

/**
 * The head markup of the member page for this visit (web-page.ts readBrand): the published brand's, or the
 * draft's when the URL carries a valid preview token. A preview page may be framed by the portal's own origin
 * and the console's (CONSOLE_PUBLIC_URL), is never stored and never listed. Adds its hook on the instance it is given: call
 * it on the root instance, where the SPA fallback answers.
 */
export function marcaNaPagina(app: FastifyInstance): (request: FastifyRequest) => Promise<string> {
  const { ctx } = app;
  // The console frames the preview: our own origin, and the console's when it has a host of its own.
  const molduras = [
    "'self'",
    ...(ctx.config.consolePublicUrl ? [new URL(ctx.config.consolePublicUrl).origin] : []),
  ];
  app.addHook('onSend', async (request, reply) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    if (!tokenPreviaValido(ctx.config.sessionSecret, tokenDaUrl(request.url), ctx.clock())) return;
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply
      .header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", `frame-ancestors ${molduras.join(' ')}`),
      )
      .removeHeader('x-frame-options')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow');
  });
  return async (request) => {
    if (!tokenPreviaValido(ctx.config.sessionSecret, tokenDaUrl(request.url), ctx.clock()))
      return cabecaDaMarca(await lerMarcaPublicada(ctx.db));
    const rascunho = await lerRascunhoMarca(ctx.db, () => nomesDaOperadora(ctx.db));
    const token = encodeURIComponent(tokenDaUrl(request.url)!);
    const sufixo = `&${PARAMETRO_PREVIA_MARCA}=${token}`;
    // The draft's images come through the same URLs with the token (the version alone would find the
    // published ones); a preview's version is never 0, so it always writes its style.
    return cabecaDaMarca({ ...rascunho, versao: -1 }).replace(/(\?v=[0-9a-f]+)/g, `$1${sufixo}`);
  };
}

/** The public image routes and the manifest at the root (app.ts). */
export const marcaPublica: FastifyPluginCallback = (app, _options, done) => {
  marcaRoutes(app);
  // The installable portal's manifest is the brand's too (issue 42).
  manifestoRoutes(app);
  done();
};
