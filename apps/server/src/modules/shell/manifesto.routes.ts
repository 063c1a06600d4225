// GET /manifest.webmanifest (issue 42, decision 0053; contract shell/manifesto.ts): the installable portal's
// manifest from the published brand. Name and short name are the brand's (else the operator's parameters), the
// theme colour its header colour, the icons its favicon when it can stand as an app icon (a square bitmap of
// 192 px or more, or an SVG) and the portal's own PNGs otherwise — those also give the maskable icon, which a
// brand's favicon (drawn to its edges) cannot be assumed to be.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CAMINHO_FAVICON_MARCA } from '@portal/domain/contract/shell/marca';
import { ICONES_PADRAO, manifestoEndpoints } from '@portal/domain/contract/shell/manifesto';
import { route } from '../../platform/route.js';
import { lerMarcaPublicada, nomesDaOperadora, type ImagemMarcaInfo } from '../../shared-domain/marca.js';

const TITULO_PORTAL = 'Portal do Beneficiário';
/** A home-screen label is cut after about 12 characters. */
const NOME_CURTO_MAX = 12;

interface Icone {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

const ICONES_DO_PORTAL: Icone[] = [
  { src: ICONES_PADRAO.p192, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: ICONES_PADRAO.p512, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: ICONES_PADRAO.mascaravel512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The brand's favicon as an app icon, when it is one a launcher can show sharply. */
function iconeDaMarca(favicon: ImagemMarcaInfo | null): Icone | null {
  if (!favicon) return null;
  const src = `${CAMINHO_FAVICON_MARCA}?v=${favicon.versao}`;
  if (favicon.tipo === 'image/svg+xml') return { src, sizes: 'any', type: favicon.tipo, purpose: 'any' };
  if (favicon.largura < 192 || favicon.largura !== favicon.altura) return null;
  return { src, sizes: `${favicon.largura}x${favicon.altura}`, type: favicon.tipo, purpose: 'any' };
}

export function nomeCurto(nome: string): string {
  if (nome.length <= NOME_CURTO_MAX) return nome;
  // Whole words up to the limit ("Vale Verde Saúde" → "Vale Verde"), else the first word cut.
  let curto = '';
  for (const palavra of nome.split(/\s+/)) {
    const proximo = curto ? `${curto} ${palavra}` : palavra;
    if (proximo.length > NOME_CURTO_MAX) break;
    curto = proximo;
  }
  return curto || nome.slice(0, NOME_CURTO_MAX);
}

export function manifestoRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;
  route(app, manifestoEndpoints.manifesto, async (request, reply) => {
    const marca = await lerMarcaPublicada(db);
    const nomes = marca.nomeAbreviado ? null : await nomesDaOperadora(db);
    const abreviado = marca.nomeAbreviado ?? nomes?.nomeAbreviado ?? '';
    const icone = iconeDaMarca(marca.favicon);
    const manifesto = {
      id: '/',
      name: abreviado ? `${TITULO_PORTAL} · ${abreviado}` : TITULO_PORTAL,
      short_name: nomeCurto(abreviado || 'Portal'),
      description: 'Seus dados, serviços financeiros e de saúde do seu plano.',
      lang: 'pt-BR',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: marca.paleta.normal.cabecalho,
      background_color: '#ffffff',
      icons: icone ? [icone, ICONES_DO_PORTAL[2]] : ICONES_DO_PORTAL,
    };
    const corpo = JSON.stringify(manifesto);
    const etag = `"${createHash('sha256').update(corpo).digest('base64url').slice(0, 22)}"`;
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(corpo);
  });
}
