// Spec §5 "Text from the server is sanitised before display": the operator's HTML — topic bodies (issue 17),
// legal texts and the maintenance message (issue 34) — is cleaned here, on the server, with an allow-list,
// before it leaves — the web's DOMPurify (SafeHtml) is a second layer, not the only one. No DOM on the
// server and no new dependency: a small tokenizer that keeps only p, strong, em, ul, ol, li, h2, h3, br and
// a (href https or mailto only, rel="noopener noreferrer"), with no other attribute; drops every other tag
// but keeps its text, drops script/style-like elements with their content and comments whole, escapes
// every stray '<', '>' and '&', and closes what was left open. Its output cleaned again is the same.
// Kept rather than replaced by a library (decision 0036): html-seguro.test.ts holds it to the OWASP filter
// evasion vectors and to random markup, each output re-parsed by parse5 as a browser would.

const PERMITIDAS = new Set(['p', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'a', 'br']);
/** Links that open a page over TLS or the reader's e-mail program (a legal text's contact address). */
const ESQUEMAS_LINK = new Set(['https:', 'mailto:']);
/** Elements whose content is never text for the reader: dropped whole. */
const DESCARTADAS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
]);
const VAZIAS = new Set(['br']);

/** A whole tag: name and attributes (quoted values may hold '>'). */
const TAG =
  /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATRIBUTO = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTIDADE = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapar = (valor: string): string => valor.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
const NOMEADAS: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** The text as is, but every '&' that does not start an entity escaped. */
function texto(trecho: string): string {
  let saida = '';
  for (let i = 0; i < trecho.length; i++) {
    const c = trecho[i]!;
    if (c === '&') saida += ENTIDADE.test(trecho.slice(i)) ? '&' : '&amp;';
    else saida += c === '<' ? '&lt;' : c === '>' ? '&gt;' : c;
  }
  return saida;
}

/** A numeric reference's character as a browser reads it: none (0, a surrogate, past U+10FFFF) is U+FFFD. */
const caractere = (codigo: number): string =>
  codigo === 0 || codigo > 0x10ffff || (codigo >= 0xd800 && codigo <= 0xdfff)
    ? '\uFFFD'
    : String.fromCodePoint(codigo);

/** Decodes the few entities an href needs before it is parsed (a scheme hidden as &#106;avascript:). */
const decodificar = (valor: string): string =>
  valor
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => caractere(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => caractere(Number(dec)))
    .replace(/&(amp|quot|apos|lt|gt);/gi, (_m, nome: string) => NOMEADAS[nome.toLowerCase()]!);

function hrefSeguro(atributos: string): string | null {
  for (const m of atributos.matchAll(ATRIBUTO)) {
    if (m[1]?.toLowerCase() !== 'href') continue;
    const valor = decodificar((m[2] ?? m[3] ?? m[4] ?? '').trim());
    if (!URL.canParse(valor)) return null;
    const url = new URL(valor);
    return ESQUEMAS_LINK.has(url.protocol) ? url.href : null;
  }
  return null;
}

export function sanitizarHtml(html: string): string {
  let saida = '';
  const abertas: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      saida += texto(html.slice(i));
      break;
    }
    saida += texto(html.slice(i, lt));
    const resto = html.slice(lt);
    if (resto.startsWith('<!--')) {
      const fim = resto.indexOf('-->');
      i = fim === -1 ? html.length : lt + fim + 3;
      continue;
    }
    const tag = TAG.exec(resto);
    if (!tag) {
      saida += '&lt;';
      i = lt + 1;
      continue;
    }
    i = lt + tag[0].length;
    const [, barra, nomeOriginal, atributos = ''] = tag;
    const nome = nomeOriginal!.toLowerCase();
    if (DESCARTADAS.has(nome) && !barra) {
      // Everything up to the matching close tag (or the end) goes.
      const fecha = html.toLowerCase().indexOf(`</${nome}`, i);
      if (fecha === -1) break;
      const fim = html.indexOf('>', fecha);
      i = fim === -1 ? html.length : fim + 1;
      continue;
    }
    if (!PERMITIDAS.has(nome)) continue;
    if (barra) {
      const at = abertas.lastIndexOf(nome);
      if (at === -1) continue;
      while (abertas.length > at) saida += `</${abertas.pop()}>`;
      continue;
    }
    if (VAZIAS.has(nome)) {
      saida += `<${nome}>`;
      continue;
    }
    if (nome === 'a') {
      const href = hrefSeguro(atributos);
      // A link to anything but https or mailto keeps its text and loses the link.
      if (!href) continue;
      saida += `<a href="${escapar(href)}" rel="noopener noreferrer">`;
    } else {
      saida += `<${nome}>`;
    }
    abertas.push(nome);
  }
  while (abertas.length > 0) saida += `</${abertas.pop()}>`;
  return saida;
}
