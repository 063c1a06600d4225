// The operator's published brand (issue 38, "Brand") as the member portal, its PDFs and its e-mails use it,
// without a rebuild: the member page gets it from the server that writes the page (platform/web-page.ts), as
// one <style> after the built stylesheet — the brand's colours as the same custom properties styles.css
// declares (--portal-primary, --portal-header, …, per theme), and the logo as the header mark's image
// (.marca-logo: an image in the normal theme; in high contrast the logo's shape filled with the theme's header
// text colour, so it keeps the theme's contrast whatever the logo's own colours) — and, when there is one, a
// favicon link. No script: the /login first load keeps its JavaScript budget. The style is allowed by the
// page's CSP as every inline style is (style-src 'unsafe-inline', security-headers.ts); the colours in it are
// checked #rrggbb values and the URLs ours, so nothing in it comes from free text.
// Images are served from the database (marca_arquivos) at CAMINHO_LOGO_MARCA?v=<sha256 prefix>: the current
// version cached a year as immutable, another version (a page older than the last publication) revalidated,
// and each with a CSP that lets an SVG opened on its own run nothing.
// No publication yet: no style at all, and the page is the portal's own (styles.css, the mark in logo.tsx).
import { createHash } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CAMINHO_FAVICON_MARCA, CAMINHO_LOGO_MARCA } from '@portal/domain/contract/shell/marca';
import {
  COR_HEX,
  PALETA_PADRAO,
  primariaForte,
  type CoresTema,
  type PaletaMarca,
} from '@portal/domain/validation/paleta-marca';
import type { Database } from '../db/client.js';
import { parametrosOperadora } from '../db/schema/operator.js';
import { marcaArquivos, marcaPublicacoes, marcaRascunho, type TipoImagemMarca } from '../db/schema/marca.js';

export interface ImagemMarcaInfo {
  id: number;
  tipo: TipoImagemMarca;
  /** The URL's version: the first 16 hex digits of the content's SHA-256. */
  versao: string;
  largura: number;
  altura: number;
}

export interface MarcaVisual {
  paleta: PaletaMarca;
  logo: ImagemMarcaInfo | null;
  favicon: ImagemMarcaInfo | null;
}

export interface MarcaPublicada extends MarcaVisual {
  /** The publication's id; 0 for the portal's own brand (nothing published yet). */
  versao: number;
  nome: string | null;
  nomeAbreviado: string | null;
  publicadaEm: Date | null;
}

export const MARCA_DO_PORTAL: MarcaPublicada = {
  versao: 0,
  nome: null,
  nomeAbreviado: null,
  paleta: PALETA_PADRAO,
  logo: null,
  favicon: null,
  publicadaEm: null,
};

export const versaoImagem = (conteudo: Buffer): string =>
  createHash('sha256').update(conteudo).digest('hex').slice(0, 16);

const logos = alias(marcaArquivos, 'logos');
const favicons = alias(marcaArquivos, 'favicons');
const infoColunas = (t: typeof logos | typeof favicons) => ({
  id: t.id,
  tipo: t.tipo,
  sha256: t.sha256,
  largura: t.largura,
  altura: t.altura,
});

/** A left-joined image's columns: all null when there is none. */
interface InfoLinha {
  id: number | null;
  tipo: TipoImagemMarca | null;
  sha256: string | null;
  largura: number | null;
  altura: number | null;
}
export const infoImagem = (linha: InfoLinha | null): ImagemMarcaInfo | null =>
  linha?.id != null && linha.tipo && linha.sha256
    ? {
        id: linha.id,
        tipo: linha.tipo,
        versao: linha.sha256.slice(0, 16),
        largura: linha.largura ?? 1,
        altura: linha.altura ?? 1,
      }
    : null;

/** The last brand published, or the portal's own. */
export async function lerMarcaPublicada(db: Database): Promise<MarcaPublicada> {
  const [linha] = await db
    .select({
      id: marcaPublicacoes.id,
      nome: marcaPublicacoes.nome,
      nomeAbreviado: marcaPublicacoes.nomeAbreviado,
      paleta: marcaPublicacoes.paleta,
      publicadaEm: marcaPublicacoes.publicadaEm,
      logo: infoColunas(logos),
      favicon: infoColunas(favicons),
    })
    .from(marcaPublicacoes)
    .leftJoin(logos, eq(logos.id, marcaPublicacoes.logoId))
    .leftJoin(favicons, eq(favicons.id, marcaPublicacoes.faviconId))
    .orderBy(desc(marcaPublicacoes.id))
    .limit(1);
  if (!linha) return MARCA_DO_PORTAL;
  return {
    versao: linha.id,
    nome: linha.nome,
    nomeAbreviado: linha.nomeAbreviado,
    paleta: linha.paleta,
    publicadaEm: linha.publicadaEm,
    logo: infoImagem(linha.logo),
    favicon: infoImagem(linha.favicon),
  };
}

/** A published image's bytes, for its URL. */
export async function lerImagemPublicada(
  db: Database,
  uso: 'logo' | 'favicon',
): Promise<{ tipo: TipoImagemMarca; conteudo: Buffer; versao: string } | null> {
  const coluna = uso === 'logo' ? marcaPublicacoes.logoId : marcaPublicacoes.faviconId;
  const [ultima] = await db
    .select({ arquivoId: coluna })
    .from(marcaPublicacoes)
    .orderBy(desc(marcaPublicacoes.id))
    .limit(1);
  if (!ultima?.arquivoId) return null;
  const [arquivo] = await db
    .select({ tipo: marcaArquivos.tipo, conteudo: marcaArquivos.conteudo, sha256: marcaArquivos.sha256 })
    .from(marcaArquivos)
    .where(eq(marcaArquivos.id, ultima.arquivoId));
  return arquivo
    ? { tipo: arquivo.tipo, conteudo: arquivo.conteudo, versao: arquivo.sha256.slice(0, 16) }
    : null;
}

const cor = (valor: string): string => {
  if (!COR_HEX.test(valor)) throw new Error(`cor da marca inválida: ${valor}`);
  return valor.toLowerCase();
};

function propriedades(cores: CoresTema, forte: string): string {
  const { primaria, textoSobrePrimaria, cabecalho, textoSobreCabecalho } = cores;
  return [
    `--portal-primary:${cor(primaria)}`,
    `--portal-primary-strong:${cor(forte)}`,
    `--portal-on-primary:${cor(textoSobrePrimaria)}`,
    // The portal's links take the primary colour (the contrast rule checks it on the page and on cards).
    `--portal-link:${cor(primaria)}`,
    `--portal-header:${cor(cabecalho)}`,
    `--portal-on-header:${cor(textoSobreCabecalho)}`,
  ].join(';');
}

/** Width of the header mark for a logo of these proportions: the mark's height, at most 40% of a phone. */
const larguraLogo = ({ largura, altura }: ImagemMarcaInfo): string =>
  `min(calc(2.25rem * ${Math.round((largura / altura) * 1000) / 1000}), 40vw)`;

/**
 * The head markup of a brand: its style and its icon; '' for the portal's own brand. `caminhos` lets the
 * console's preview point at the draft's images.
 */
export function cabecaDaMarca(
  marca: MarcaVisual & { versao: number },
  caminhos: { logo: string; favicon: string } = { logo: CAMINHO_LOGO_MARCA, favicon: CAMINHO_FAVICON_MARCA },
): string {
  if (marca.versao === 0) return '';
  const { normal, altoContraste } = marca.paleta;
  let css =
    `:root{${propriedades(normal, primariaForte(normal))}}` +
    // The high-contrast theme's hover is the ink colour (button.tsx), so its strong shade is the colour itself.
    `[data-contraste='alto']{${propriedades(altoContraste, altoContraste.primaria)}}`;
  if (marca.logo) {
    const url = `${caminhos.logo}?v=${marca.logo.versao}`;
    css +=
      `.marca-logo{background:url(${url}) center/contain no-repeat;mask:none;width:${larguraLogo(marca.logo)}}` +
      `[data-contraste='alto'] .marca-logo{background:var(--portal-on-header);mask:url(${url}) center/contain no-repeat}`;
  }
  const icone = marca.favicon
    ? `<link rel="icon" type="${marca.favicon.tipo}" href="${caminhos.favicon}?v=${marca.favicon.versao}">`
    : '';
  return `<style id="portal-marca">${css}</style>${icone}`;
}

export interface RascunhoMarca extends MarcaVisual {
  nome: string;
  nomeAbreviado: string;
  /** Grows with each save; a save that names an older one is refused (two people editing at once). */
  revisao: number;
  atualizadoEm: Date | null;
}

/** The draft; none saved yet: the published brand (or the portal's own), at revision 0. */
export async function lerRascunhoMarca(
  db: Database,
  nomesAtuais: () => Promise<{ nome: string; nomeAbreviado: string }>,
): Promise<RascunhoMarca> {
  const [linha] = await db
    .select({
      nome: marcaRascunho.nome,
      nomeAbreviado: marcaRascunho.nomeAbreviado,
      paleta: marcaRascunho.paleta,
      revisao: marcaRascunho.revisao,
      atualizadoEm: marcaRascunho.atualizadoEm,
      logo: infoColunas(logos),
      favicon: infoColunas(favicons),
    })
    .from(marcaRascunho)
    .leftJoin(logos, eq(logos.id, marcaRascunho.logoId))
    .leftJoin(favicons, eq(favicons.id, marcaRascunho.faviconId));
  if (linha) return { ...linha, logo: infoImagem(linha.logo), favicon: infoImagem(linha.favicon) };
  const publicada = await lerMarcaPublicada(db);
  const nomes = await nomesAtuais();
  return {
    nome: publicada.nome ?? nomes.nome,
    nomeAbreviado: publicada.nomeAbreviado ?? nomes.nomeAbreviado,
    paleta: publicada.paleta,
    logo: publicada.logo,
    favicon: publicada.favicon,
    revisao: 0,
    atualizadoEm: null,
  };
}

/** The draft's image bytes (the console's preview). */
export async function lerImagemRascunho(
  db: Database,
  uso: 'logo' | 'favicon',
): Promise<{ tipo: TipoImagemMarca; conteudo: Buffer; versao: string } | null> {
  const coluna = uso === 'logo' ? marcaRascunho.logoId : marcaRascunho.faviconId;
  const [rascunho] = await db.select({ arquivoId: coluna }).from(marcaRascunho);
  if (!rascunho) return lerImagemPublicada(db, uso);
  if (!rascunho.arquivoId) return null;
  const [arquivo] = await db
    .select({ tipo: marcaArquivos.tipo, conteudo: marcaArquivos.conteudo, sha256: marcaArquivos.sha256 })
    .from(marcaArquivos)
    .where(eq(marcaArquivos.id, rascunho.arquivoId));
  return arquivo
    ? { tipo: arquivo.tipo, conteudo: arquivo.conteudo, versao: arquivo.sha256.slice(0, 16) }
    : null;
}

/** The operator's names as the documents read them today (parameters NOME_OPERADORA, NOME_ABREVIADO). */
export async function nomesDaOperadora(db: Database): Promise<{ nome: string; nomeAbreviado: string }> {
  const linhas = await db
    .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, ['NOME_OPERADORA', 'NOME_ABREVIADO']));
  const valor = (nome: string) => linhas.find((l) => l.nome === nome)?.valor ?? '';
  return { nome: valor('NOME_OPERADORA'), nomeAbreviado: valor('NOME_ABREVIADO') };
}

/** The PNG logos read, by version (never changed: marca_arquivos is append-only); a few at most. */
const logosPng = new Map<string, Buffer>();

/**
 * The published logo for PDFs and e-mails, when it is a PNG (pdfkit and every mail program draw PNG; SVG and
 * WebP they do not, reliably): its bytes read once per version per process, its version checked per call.
 */
export async function logoDosDocumentos(
  db: Database,
): Promise<{ png: Buffer; largura: number; altura: number } | null> {
  const { logo } = await lerMarcaPublicada(db);
  if (!logo || logo.tipo !== 'image/png') return null;
  let png = logosPng.get(logo.versao);
  if (!png) {
    const imagem = await lerImagemPublicada(db, 'logo');
    if (!imagem || imagem.versao !== logo.versao) return null;
    if (logosPng.size >= 4) logosPng.clear();
    png = imagem.conteudo;
    logosPng.set(logo.versao, png);
  }
  return { png, largura: logo.largura, altura: logo.altura };
}
