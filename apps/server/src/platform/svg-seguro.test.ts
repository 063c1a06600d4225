import { describe, expect, it } from 'vitest';
import { aceitarImagemMarca, MENSAGENS_IMAGEM } from './imagem-marca.js';
import { sanitizarSvg, SvgRecusado } from './svg-seguro.js';

const LOGO =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: an editor -->\n' +
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40">' +
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#0a6335"/></linearGradient></defs>' +
  '<style>.a{fill:url(#g)}</style><title>Vale &amp; Verde</title>' +
  '<rect class="a" width="40" height="40" rx="6"/><use xlink:href="#g" x="1"/>' +
  '<text x="48" y="28" font-size="20">Vale</text></svg>';

describe('sanitizarSvg', () => {
  it('keeps a drawing as an editor writes it, with its proportions', () => {
    const { svg, largura, altura } = sanitizarSvg(LOGO);
    expect([largura, altura]).toEqual([120, 40]);
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#0a6335"/></linearGradient></defs>' +
        '<style>.a{fill:url(#g)}</style><title>Vale &amp; Verde</title>' +
        '<rect class="a" width="40" height="40" rx="6"/><use xlink:href="#g" x="1"/>' +
        '<text x="48" y="28" font-size="20">Vale</text></svg>',
    );
  });

  it('is stable: its output cleaned again is the same', () => {
    const uma = sanitizarSvg(LOGO).svg;
    expect(sanitizarSvg(uma).svg).toBe(uma);
  });

  const envolto = (corpo: string, raiz = '') =>
    sanitizarSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${raiz}>${corpo}<path d="M0 0h1"/></svg>`,
    ).svg;

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a script in upper case', '<SCRIPT>alert(1)</SCRIPT>'],
    ['a prefixed script', '<svg:script>alert(1)</svg:script>'],
    ['foreign HTML', '<foreignObject><iframe src="https://x.example"></iframe></foreignObject>'],
    ['an external image', '<image href="https://x.example/a.png" width="1" height="1"/>'],
    ['a link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'],
    ['an animation that sets an href', '<set attributeName="href" to="javascript:alert(1)"/>'],
    ['a filter that loads an image', '<filter id="f"><feImage href="https://x.example/a"/></filter>'],
    ['an editor’s metadata', '<metadata><rdf:RDF xmlns:rdf="x">a</rdf:RDF></metadata>'],
  ])('drops %s with its content', (_nome, corpo) => {
    expect(envolto(corpo)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1"/></svg>',
    );
  });

  it.each([
    ['an event handler', ' onload="alert(1)"'],
    ['an external reference in a fill', ' fill="url(https://x.example/p#a)"'],
    ['a scheme hidden in entities', ' style="fill:url(&#106;avascript:alert(1))"'],
    ['an escaped url in a style', ' style="fill:u\\72l(https://x.example)"'],
    ['an @import', ' style="@import url(#a)"'],
    ['a data URL in a fill', ' fill="data:image/svg+xml,abc"'],
    ['an href to another document', ' href="https://x.example/#a"'],
  ])('drops %s', (_nome, atributo) => {
    expect(envolto('', atributo)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1"/></svg>',
    );
  });

  it('drops a style sheet that reaches outside', () => {
    expect(envolto('<style>@import url("https://x.example/a.css");</style>')).not.toContain('style');
    expect(envolto('<style>.a{background:url(https://x.example/t)}</style>')).not.toContain('style');
  });

  it.each([
    ['a DOCTYPE (entity expansion)', '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg viewBox="0 0 1 1">&a;</svg>'],
    ['CDATA', '<svg viewBox="0 0 1 1"><style><![CDATA[.a{}]]></style></svg>'],
    ['an unknown entity', '<svg viewBox="0 0 1 1"><text>&nbsp;</text></svg>'],
    ['an inherited name as an entity', '<svg viewBox="0 0 1 1"><text>&constructor;</text></svg>'],
    ['an unclosed tag', '<svg viewBox="0 0 1 1"><g><path d="M0 0"/></svg>'],
    ['an unquoted attribute', '<svg viewBox=0><path d="M0 0"/></svg>'],
    ['a root that is not svg', '<html><svg viewBox="0 0 1 1"/></html>'],
    ['no proportions', '<svg><path d="M0 0"/></svg>'],
    ['a NUL character', '<svg viewBox="0 0 1 1"><text>a\u0000</text></svg>'],
  ])('refuses %s', (_nome, fonte) => {
    expect(() => sanitizarSvg(fonte)).toThrow(SvgRecusado);
  });
});

/** A PNG's first bytes: signature, then an IHDR with this width and height. */
function png(largura: number, altura: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(largura, 8);
  ihdr.writeUInt32BE(altura, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.alloc(64),
  ]);
}

describe('aceitarImagemMarca', () => {
  it('takes a PNG by its bytes with its size', async () => {
    expect(await aceitarImagemMarca(png(240, 80), 'logo')).toMatchObject({
      ok: true,
      imagem: { tipo: 'image/png', largura: 240, altura: 80 },
    });
  });

  it('refuses what is not SVG, PNG or WebP, whatever it is called', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    expect(await aceitarImagemMarca(pdf, 'logo')).toEqual({ ok: false, mensagem: MENSAGENS_IMAGEM.tipo });
    const html = Buffer.from('<html><body><svg viewBox="0 0 1 1"></svg></body></html>');
    expect(await aceitarImagemMarca(html, 'logo')).toEqual({ ok: false, mensagem: MENSAGENS_IMAGEM.tipo });
  });

  it('refuses a file past the limit, a logo too wide and a favicon not square', async () => {
    expect(await aceitarImagemMarca(Buffer.concat([png(10, 10), Buffer.alloc(200 * 1024)]), 'logo')).toEqual({
      ok: false,
      mensagem: MENSAGENS_IMAGEM.tamanho('logo'),
    });
    expect(await aceitarImagemMarca(png(900, 100), 'logo')).toEqual({
      ok: false,
      mensagem: MENSAGENS_IMAGEM.proporcao,
    });
    expect(await aceitarImagemMarca(png(64, 32), 'favicon')).toEqual({
      ok: false,
      mensagem: MENSAGENS_IMAGEM.favicon,
    });
    expect(await aceitarImagemMarca(png(16, 16), 'favicon')).toEqual({
      ok: false,
      mensagem: MENSAGENS_IMAGEM.favicon,
    });
  });

  it('keeps an SVG with a script as its sanitised copy, and refuses one with nothing left to draw', async () => {
    const aceito = await aceitarImagemMarca(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" onload="alert(1)"><script>alert(1)</script><circle r="30" cx="32" cy="32"/></svg>',
      ),
      'favicon',
    );
    expect(aceito.ok && aceito.imagem.conteudo.toString()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle r="30" cx="32" cy="32"/></svg>',
    );
    const vazio = await aceitarImagemMarca(
      Buffer.from('<svg viewBox="0 0 10 10"><script>alert(1)</script></svg>'),
      'logo',
    );
    expect(vazio).toEqual({ ok: false, mensagem: MENSAGENS_IMAGEM.vazio });
    const doctype = await aceitarImagemMarca(
      Buffer.from('<svg viewBox="0 0 10 10"><![CDATA[x]]></svg>'),
      'logo',
    );
    expect(doctype).toEqual({ ok: false, mensagem: MENSAGENS_IMAGEM.svg });
  });
});
