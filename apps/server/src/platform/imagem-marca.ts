// What the console accepts as the operator's logo or favicon (issue 38, "Brand"): PNG or WebP told by their
// leading bytes (file-type, as every upload: detect-file-type.ts, never the name or the browser's type), or an
// SVG rebuilt by svg-seguro.ts. Small, since the member page loads the logo on every first visit: 200 KiB for a
// logo, 100 KiB for a favicon. A logo must fit the header (at most 8 times as wide as tall); a favicon is
// square, at least 32 px when it is a bitmap. The proportions come from the file (PNG IHDR, WebP VP8/VP8L/VP8X
// headers, the SVG's viewBox), so the member page gives the logo its box before it has loaded (no shift).
import { detectFileType } from './upload/detect-file-type.js';
import { sanitizarSvg, SvgRecusado } from './svg-seguro.js';

export type UsoImagemMarca = 'logo' | 'favicon';
export type TipoImagem = 'image/svg+xml' | 'image/png' | 'image/webp';

export const LIMITE_BYTES: Record<UsoImagemMarca, number> = { logo: 200 * 1024, favicon: 100 * 1024 };
const PROPORCAO_MAXIMA_LOGO = 8;
const LADO_MINIMO_FAVICON = 32;

export const MENSAGENS_IMAGEM = {
  tipo: 'Envie o arquivo em SVG, PNG ou WebP.',
  tamanho: (uso: UsoImagemMarca) =>
    `O arquivo passa do limite de ${LIMITE_BYTES[uso] / 1024} KB para ${uso === 'logo' ? 'o logotipo' : 'o ícone'}.`,
  svg: 'O SVG não pôde ser lido com segurança (DOCTYPE, CDATA, entidades ou marcação incompleta). Exporte-o novamente como SVG simples.',
  vazio: 'O SVG não tem nenhum desenho que possa ser mostrado.',
  proporcao: `O logotipo deve ter no máximo ${PROPORCAO_MAXIMA_LOGO} vezes a largura da altura, para caber no cabeçalho.`,
  favicon: `O ícone deve ser quadrado e ter pelo menos ${LADO_MINIMO_FAVICON} pixels de lado.`,
} as const;

export interface ImagemAceita {
  tipo: TipoImagem;
  conteudo: Buffer;
  largura: number;
  altura: number;
}

export type ResultadoImagem = { ok: true; imagem: ImagemAceita } | { ok: false; mensagem: string };

function dimensoesPng(b: Buffer): [number, number] | null {
  // Signature (8), IHDR length (4) and type (4), then width and height.
  return b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR'
    ? [b.readUInt32BE(16), b.readUInt32BE(20)]
    : null;
}

function dimensoesWebp(b: Buffer): [number, number] | null {
  if (b.length < 30) return null;
  const bloco = b.toString('latin1', 12, 16);
  if (bloco === 'VP8X') return [1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3)];
  if (bloco === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return [1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff)];
  }
  if (bloco === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff];
  return null;
}

const pareceSvg = (b: Buffer): boolean =>
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:svg:)?svg[\s>]/.test(
    b.toString('utf8', 0, 4096).replace(/^\uFEFF/, ''),
  );

function medidasAceitas(
  uso: UsoImagemMarca,
  largura: number,
  altura: number,
  bitmap: boolean,
): string | null {
  if (!(largura > 0 && altura > 0)) return MENSAGENS_IMAGEM.tipo;
  if (uso === 'logo')
    return largura / altura > PROPORCAO_MAXIMA_LOGO || altura / largura > PROPORCAO_MAXIMA_LOGO
      ? MENSAGENS_IMAGEM.proporcao
      : null;
  const quadrado = Math.abs(largura - altura) <= Math.max(largura, altura) * 0.01;
  return quadrado && (!bitmap || largura >= LADO_MINIMO_FAVICON) ? null : MENSAGENS_IMAGEM.favicon;
}

/** The image as it will be kept and served, or the reason (pt-BR) it is refused. */
export async function aceitarImagemMarca(conteudo: Buffer, uso: UsoImagemMarca): Promise<ResultadoImagem> {
  const recusa = (mensagem: string): ResultadoImagem => ({ ok: false, mensagem });
  if (conteudo.length === 0) return recusa(MENSAGENS_IMAGEM.tipo);
  if (conteudo.length > LIMITE_BYTES[uso]) return recusa(MENSAGENS_IMAGEM.tamanho(uso));
  const detectado = await detectFileType(conteudo);
  if (detectado === 'png' || detectado === 'webp') {
    const medidas = detectado === 'png' ? dimensoesPng(conteudo) : dimensoesWebp(conteudo);
    if (!medidas) return recusa(MENSAGENS_IMAGEM.tipo);
    const problema = medidasAceitas(uso, medidas[0], medidas[1], true);
    if (problema) return recusa(problema);
    const tipo = detectado === 'png' ? 'image/png' : 'image/webp';
    return { ok: true, imagem: { tipo, conteudo, largura: medidas[0], altura: medidas[1] } };
  }
  if (detectado !== null || !pareceSvg(conteudo)) return recusa(MENSAGENS_IMAGEM.tipo);
  const texto = new TextDecoder('utf-8', { fatal: false }).decode(conteudo);
  if (texto.includes('\uFFFD')) return recusa(MENSAGENS_IMAGEM.svg);
  try {
    const { svg, largura, altura } = sanitizarSvg(texto);
    if (!/<(?:path|rect|circle|ellipse|line|polyline|polygon|text|use)\b/.test(svg))
      return recusa(MENSAGENS_IMAGEM.vazio);
    const problema = medidasAceitas(uso, largura, altura, false);
    if (problema) return recusa(problema);
    return {
      ok: true,
      imagem: { tipo: 'image/svg+xml', conteudo: Buffer.from(svg, 'utf8'), largura, altura },
    };
  } catch (error) {
    if (error instanceof SvgRecusado) return recusa(MENSAGENS_IMAGEM.svg);
    throw error;
  }
}
