// The operator's logo and favicon may be SVG (issue 38, "Brand"), a format that can carry scripts, event
// handlers, foreign HTML and references to other servers. Like html-seguro.ts (decision 0036), it is rebuilt
// here from an allow-list rather than passed through: a strict reader for the XML an SVG editor writes
// (elements, attributes in quotes, text, comments, the XML declaration) refuses anything else — a DOCTYPE (entity
// definitions: XXE, "billion laughs"), CDATA, an undefined entity, a tag that does not close — and the output is
// written by us: only drawing elements (no script, foreignObject, image, a, animation, filter, pattern), only
// presentation attributes (no on*, no href but a same-document "#id", no url() but url(#id)), style text
// without @import, escapes or outside url(), every value re-escaped. Dropped elements go with their content.
// Served as image/svg+xml with a CSP that allows nothing but its own styles (shared-domain/marca.ts), and used
// by the member page only as a CSS image, where a browser never runs a script: the allow-list is the first
// line, not the only one. svg-seguro.test.ts holds it to the usual SVG attack vectors.

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const ELEMENTOS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'use',
  'symbol',
  'text',
  'tspan',
  'style',
]);
/** Element names as SVG spells them (the set above is lower case, names are compared case-insensitively). */
const GRAFIA: Record<string, string> = {
  lineargradient: 'linearGradient',
  radialgradient: 'radialGradient',
  clippath: 'clipPath',
};

const ATRIBUTOS = new Set(
  [
    'id',
    'class',
    'style',
    'd',
    'x',
    'y',
    'x1',
    'y1',
    'x2',
    'y2',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'fx',
    'fy',
    'dx',
    'dy',
    'width',
    'height',
    'viewBox',
    'preserveAspectRatio',
    'points',
    'pathLength',
    'transform',
    'fill',
    'fill-rule',
    'fill-opacity',
    'stroke',
    'stroke-width',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-miterlimit',
    'stroke-dasharray',
    'stroke-dashoffset',
    'stroke-opacity',
    'opacity',
    'color',
    'display',
    'visibility',
    'overflow',
    'clip-path',
    'clip-rule',
    'clipPathUnits',
    'mask',
    'maskUnits',
    'maskContentUnits',
    'gradientUnits',
    'gradientTransform',
    'spreadMethod',
    'offset',
    'stop-color',
    'stop-opacity',
    'font-family',
    'font-size',
    'font-style',
    'font-weight',
    'text-anchor',
    'dominant-baseline',
    'letter-spacing',
    'word-spacing',
    'text-decoration',
    'version',
    'href',
    'xlink:href',
  ].map((nome) => nome.toLowerCase()),
);

export class SvgRecusado extends Error {}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodificar(texto: string): string {
  return texto.replace(/&([^;\s&]{0,32});?/g, (inteiro, nome: string) => {
    if (!inteiro.endsWith(';')) throw new SvgRecusado('& sem entidade');
    if (Object.hasOwn(ENTIDADES, nome)) return ENTIDADES[nome]!;
    const numero = /^#x([0-9a-f]{1,6})$/i.exec(nome)?.[1] ?? /^#(\d{1,7})$/.exec(nome)?.[1];
    if (numero === undefined) throw new SvgRecusado(`entidade ${nome}`);
    const codigo = nome.startsWith('#x') || nome.startsWith('#X') ? parseInt(numero, 16) : Number(numero);
    if (codigo === 0 || codigo > 0x10ffff || (codigo >= 0xd800 && codigo <= 0xdfff))
      throw new SvgRecusado('caractere inválido');
    return String.fromCodePoint(codigo);
  });
}

const escapar = (texto: string): string =>
  texto.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** url() only to something in this document; no escapes (they hide schemes), no @import or expressions. */
function estiloSeguro(valor: string): boolean {
  if (/[\\]|@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(valor)) return false;
  // Every url( left once the same-document ones are taken out is a reference elsewhere (or not ours to read).
  return !/url\s*\(/i.test(valor.replace(/url\(\s*(['"]?)#[\w.-]+\1\s*\)/gi, ''));
}

function atributoSeguro(nome: string, valor: string): boolean {
  if (!ATRIBUTOS.has(nome.toLowerCase())) return false;
  if (nome === 'href' || nome === 'xlink:href') return /^#[\w.-]+$/.test(valor.trim());
  if (/^\s*(?:javascript|data|vbscript):/i.test(valor)) return false;
  return estiloSeguro(valor);
}

const NOME = /^[A-Za-z_][\w.:-]*/;
const ATRIBUTO = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;

interface Elemento {
  nome: string;
  mantido: boolean;
}

/**
 * The SVG rebuilt from the allow-list, or SvgRecusado when it is not an SVG document this reader
 * understands. Also gives the drawing's proportions (viewBox, else width/height) for the header's box.
 */
export function sanitizarSvg(fonte: string): { svg: string; largura: number; altura: number } {
  let i = 0;
  let saida = '';
  const pilha: Elemento[] = [];
  let raiz: Record<string, string> | null = null;
  let usaXlink = false;
  const descartando = () => pilha.some((e) => !e.mantido);

  const texto = fonte.replace(/^\uFEFF/, '');
  // eslint-disable-next-line no-control-regex -- XML allows none of them; the marker below is one
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(texto)) throw new SvgRecusado('caractere de controle');
  while (i < texto.length) {
    const resto = texto.slice(i);
    if (resto.startsWith('<?')) {
      const fim = resto.indexOf('?>');
      if (fim < 0 || pilha.length > 0 || !/^<\?xml[\s?]/.test(resto)) throw new SvgRecusado('instrução');
      i += fim + 2;
    } else if (resto.startsWith('<!--')) {
      const fim = resto.indexOf('-->', 4);
      if (fim < 0) throw new SvgRecusado('comentário aberto');
      i += fim + 3;
    } else if (resto.startsWith('<!')) {
      throw new SvgRecusado('DOCTYPE ou CDATA');
    } else if (resto.startsWith('</')) {
      const m = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(resto);
      const aberto = pilha.pop();
      if (!m || !aberto || aberto.nome !== m[1]) throw new SvgRecusado('fechamento');
      if (aberto.mantido && !descartando()) saida += `</${GRAFIA[aberto.nome.toLowerCase()] ?? aberto.nome}>`;
      i += m[0].length;
    } else if (resto.startsWith('<')) {
      const nome = NOME.exec(resto.slice(1))?.[0];
      if (!nome) throw new SvgRecusado('tag');
      let j = 1 + nome.length;
      const atributos: [string, string][] = [];
      for (;;) {
        const m = ATRIBUTO.exec(resto.slice(j));
        if (!m) break;
        if (atributos.some(([n]) => n === m[1])) throw new SvgRecusado('atributo repetido');
        atributos.push([m[1]!, decodificar(m[2] ?? m[3] ?? '')]);
        j += m[0].length;
      }
      const fim = /^\s*(\/?)>/.exec(resto.slice(j));
      if (!fim) throw new SvgRecusado('tag');
      i += j + fim[0].length;
      const local = nome.replace(/^svg:/, '');
      if (pilha.length === 0) {
        if (raiz || local !== 'svg') throw new SvgRecusado('raiz');
        raiz = Object.fromEntries(atributos);
      }
      const mantido = ELEMENTOS.has(local.toLowerCase()) && !descartando();
      if (mantido) {
        const kept = atributos.filter(([n, v]) => atributoSeguro(n, v));
        if (kept.some(([n]) => n === 'xlink:href')) usaXlink = true;
        const nomeSaida = GRAFIA[local.toLowerCase()] ?? local;
        const attrs = kept.map(([n, v]) => ` ${n}="${escapar(v)}"`).join('');
        saida += `<${nomeSaida}${pilha.length === 0 ? '\u0000' : ''}${attrs}${fim[1] ? '/>' : '>'}`;
      }
      if (!fim[1]) pilha.push({ nome, mantido });
    } else {
      const fim = texto.indexOf('<', i);
      const trecho = texto.slice(i, fim < 0 ? texto.length : fim);
      if (pilha.length === 0) {
        if (trecho.trim()) throw new SvgRecusado('texto fora do svg');
      } else if (!descartando()) {
        const dentro = decodificar(trecho);
        const pai = pilha[pilha.length - 1]!;
        if (pai.nome.toLowerCase() === 'style' && !estiloSeguro(dentro)) {
          // A style sheet we cannot vouch for: the element is dropped (its text was its only content).
          pai.mantido = false;
          saida = saida.replace(/<style[^>]*>$/, '');
        } else saida += escapar(dentro);
      }
      i += trecho.length;
    }
  }
  if (pilha.length > 0 || !raiz) throw new SvgRecusado('svg incompleto');
  const xmlns = ` xmlns="${SVG_NS}"${usaXlink ? ` xmlns:xlink="${XLINK_NS}"` : ''}`;
  return { svg: saida.replace('\u0000', xmlns), ...proporcoes(raiz) };
}

function proporcoes(raiz: Record<string, string>): { largura: number; altura: number } {
  const caixa = (raiz.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (caixa.length === 4 && caixa.every(Number.isFinite) && caixa[2]! > 0 && caixa[3]! > 0)
    return { largura: caixa[2]!, altura: caixa[3]! };
  const [largura, altura] = [parseFloat(raiz.width ?? ''), parseFloat(raiz.height ?? '')];
  if (largura > 0 && altura > 0) return { largura, altura };
  throw new SvgRecusado('sem viewBox nem largura e altura');
}
