import fc from 'fast-check';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizarHtml } from './html-seguro.js';

describe('sanitizarHtml', () => {
  it('keeps the allowed tags, without their attributes', () => {
    expect(
      sanitizarHtml(
        '<h3 class="x">Título</h3><p style="color:red">Um <strong>forte</strong> e <em>ênfase</em>.</p><ul><li>a</li></ul><ol><li>b<br/>c</li></ol>',
      ),
    ).toBe(
      '<h3>Título</h3><p>Um <strong>forte</strong> e <em>ênfase</em>.</p><ul><li>a</li></ul><ol><li>b<br>c</li></ol>',
    );
  });

  it('drops scripts and the like with their content, and event handlers', () => {
    expect(
      sanitizarHtml('<p onclick="alert(1)">Oi</p><script>alert("x")</script><style>p{}</style>fim'),
    ).toBe('<p>Oi</p>fim');
    expect(sanitizarHtml('<SCRIPT src="//evil"></SCRIPT>ok')).toBe('ok');
    expect(sanitizarHtml('antes<script>nunca fechado')).toBe('antes');
    expect(sanitizarHtml('<img src=x onerror=alert(1)>texto<iframe src="https://x"></iframe>')).toBe('texto');
    expect(sanitizarHtml('a<!-- <script>x</script> -->b')).toBe('ab');
  });

  it('keeps the headings and the mailto links of a legal text', () => {
    const texto =
      '<h2>1. Contato</h2><p>Escreva para <a href="mailto:privacidade@valeverdesaude.example">privacidade@valeverdesaude.example</a>.</p>';
    expect(sanitizarHtml(texto)).toBe(
      '<h2>1. Contato</h2><p>Escreva para <a href="mailto:privacidade@valeverdesaude.example" rel="noopener noreferrer">privacidade@valeverdesaude.example</a>.</p>',
    );
    // Cleaned twice is cleaned once: what is stored clean is served the same.
    expect(sanitizarHtml(sanitizarHtml(texto))).toBe(sanitizarHtml(texto));
  });

  it('keeps https and mailto links only, with rel noopener', () => {
    expect(sanitizarHtml('<a href="https://www.gov.br/saude" target="_blank" onclick="x()">Saúde</a>')).toBe(
      '<a href="https://www.gov.br/saude" rel="noopener noreferrer">Saúde</a>',
    );
    expect(sanitizarHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizarHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizarHtml('<a href="http://inseguro.example">x</a>')).toBe('x');
    expect(sanitizarHtml('<a href="https://a.example/?q=&quot;x&quot;>">y</a>')).toBe(
      '<a href="https://a.example/?q=%22x%22%3E" rel="noopener noreferrer">y</a>',
    );
  });

  it('escapes stray markup and ampersands but keeps entities, and closes what was left open', () => {
    expect(sanitizarHtml('1 < 2 & 3 > 2 &amp; &nbsp; &#233;')).toBe(
      '1 &lt; 2 &amp; 3 &gt; 2 &amp; &nbsp; &#233;',
    );
    expect(sanitizarHtml('<p>aberto <strong>forte')).toBe('<p>aberto <strong>forte</strong></p>');
    expect(sanitizarHtml('</p>sem abrir</li>')).toBe('sem abrir');
    expect(sanitizarHtml('<p>a<em>b</p>c')).toBe('<p>a<em>b</em></p>c');
  });
});

// The OWASP XSS Filter Evasion Cheat Sheet's vectors (and a few mutation-XSS ones of DOMPurify's history),
// each cleaned and the result read back by a browser's parser (parse5, the WHATWG algorithm): only allowed
// elements, no attribute but an https/mailto href and its rel, no comment, and the same when cleaned again.
const VETORES_OWASP = [
  `<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">Click Me!</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">Click Me</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">Click Me</a>`,
  `<a href="jav\tascript:alert('XSS');">Click Me</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">Click Me</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">Click Me</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">Click Me</a>`,
  `<a href="java\0script:alert('XSS');">Click Me</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">Click Me</a>`,
  `<SCRIPT/XSS SRC="https://xss.rocks/xss.js"></SCRIPT>`,
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  `<SCRIPT/SRC="https://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=https://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=https://xss.rocks/scriptlet.html <`,
  `\\";alert('XSS');//`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  'Set.constructor`alert\\x28document.domain\\x29`',
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'https://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<https://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("https://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
  `<XSS STYLE="xss:expression(alert('XSS'))">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0; URL=https://;URL=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert('XSS')"></B></I></XML>`,
  `<SCRIPT SRC="https://xss.rocks/xss.jpg"></SCRIPT>`,
  `<? echo('<SCR)'; echo('IPT>alert("XSS")</SCRIPT>'); ?>`,
  `<META HTTP-EQUIV="Set-Cookie" Content="USERID=<SCRIPT>alert('XSS')</SCRIPT>">`,
  `<HEAD><META HTTP-EQUIV="CONTENT-TYPE" CONTENT="text/html; charset=UTF-7"> </HEAD>+ADw-SCRIPT+AD4-alert('XSS');+ADw-/SCRIPT+AD4-`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=">" '' SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  '<SCRIPT a=`>` SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  `<SCRIPT a=">'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="http://66.102.7.147/">XSS</A>`,
  `<A HREF="http://%77%77%77%2E%67%6F%6F%67%6C%65%2E%63%6F%6D">XSS</A>`,
  `<A HREF="//www.google.com/">XSS</A>`,
  `<A HREF="javascript:document.location='https://www.google.com/'">XSS</A>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href='javascript&colon;alert(1)'>x</a>`,
  `<a href="https://ok.example/" onmouseover="alert(1)" style="x" href="javascript:alert(1)">x</a>`,
  `<a href="https://ok.example/&quot; onmouseover=&quot;alert(1)">x</a>`,
  `<a href="https://ok.example/"onmouseover="alert(1)">x</a>`,
  `<a href='mailto:a@b.example"onmouseover="alert(1)'>x</a>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<scr<script>ipt>alert(1)</script>`,
  `<<a href="javascript:alert(1)">a</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<svg><p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<p>a</p><xmp><p title="</xmp><img src=x onerror=alert(1)>">`,
  `<plaintext><script>alert(1)</script>`,
  `<textarea><p title="</textarea><img src=x onerror=alert(1)>">`,
  `<a href="https://a.example/">x<a href="javascript:alert(1)">y</a></a>`,
  `<p/onclick=alert(1)>x</p>`,
  `<a/href="javascript:alert(1)">x</a>`,
  `<a href="https://a.example/" /onclick=alert(1)>x</a>`,
  `<details open ontoggle=alert(1)>`,
  `<a href="&#9999999;">x</a><a href="&#x110000;">y</a><a href="&#xD800;">z</a>`,
];

const PERMITIDOS = new Set(['p', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'a', 'br']);

/** What a browser would build from the cleaned HTML inside a body: every problem found, none when safe. */
function problemas(saida: string): string[] {
  const achados: string[] = [];
  const visitar = (no: DefaultTreeAdapterTypes.ParentNode): void => {
    for (const filho of no.childNodes) {
      if (filho.nodeName === '#comment') achados.push('comentário');
      if ('tagName' in filho) {
        if (!PERMITIDOS.has(filho.tagName)) achados.push(`elemento ${filho.tagName}`);
        const nomes = filho.attrs.map((a) => a.name).sort();
        if (filho.tagName === 'a') {
          if (nomes.join() !== 'href,rel') achados.push(`atributos de a: ${nomes.join()}`);
          const href = filho.attrs.find((a) => a.name === 'href')?.value ?? '';
          const esquema = URL.canParse(href) ? new URL(href).protocol : href;
          if (esquema !== 'https:' && esquema !== 'mailto:') achados.push(`href ${href}`);
          const rel = filho.attrs.find((a) => a.name === 'rel')?.value;
          if (rel !== 'noopener noreferrer') achados.push(`rel ${rel}`);
        } else if (nomes.length > 0) achados.push(`atributos de ${filho.tagName}: ${nomes.join()}`);
      }
      if ('childNodes' in filho) visitar(filho);
    }
  };
  const documento = parse(`<!doctype html><html><head></head><body>${saida}</body></html>`);
  const html = documento.childNodes.find((n) => n.nodeName === 'html') as DefaultTreeAdapterTypes.ParentNode;
  const corpo = html.childNodes.find((n) => n.nodeName === 'body') as DefaultTreeAdapterTypes.ParentNode;
  visitar(corpo);
  if (sanitizarHtml(saida) !== saida) achados.push('limpo outra vez muda');
  return achados;
}

describe('sanitizarHtml against filter evasion', () => {
  it.each(VETORES_OWASP)('a browser reads only allowed markup from %s', (vetor) => {
    expect(problemas(sanitizarHtml(vetor))).toEqual([]);
  });

  it('keeps what a vector hides behind an allowed tag only as allowed markup', () => {
    expect(
      sanitizarHtml(`<a href="https://ok.example/" onmouseover="alert(1)" href="javascript:alert(1)">x</a>`),
    ).toBe('<a href="https://ok.example/" rel="noopener noreferrer">x</a>');
    expect(sanitizarHtml('<a href="https://ok.example/&quot; onmouseover=&quot;alert(1)">x</a>')).toBe(
      '<a href="https://ok.example/%22%20onmouseover=%22alert(1)" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizarHtml('<BR SIZE="&{alert(\'XSS\')}">')).toBe('<br>');
    expect(sanitizarHtml(`<scr<script>ipt>alert(1)</script>`)).toBe('&lt;scr');
  });

  it('refuses a link whose character reference is no character, instead of failing', () => {
    expect(sanitizarHtml('<a href="&#9999999;">x</a><a href="https://a.example/&#x110000;">y</a>')).toBe(
      'x<a href="https://a.example/%EF%BF%BD" rel="noopener noreferrer">y</a>',
    );
  });
});

// Random HTML-ish text built from the pieces evasions are made of: tags allowed and not, event handlers,
// link schemes plain, mixed-case, encoded and split, quotes, comments, entities and stray characters.
const nomeTag = fc.constantFrom(
  ...[...PERMITIDOS, 'A', 'P', 'Br', 'STRONG', 'script', 'SCRIPT', 'style', 'svg', 'math', 'img', 'iframe'],
  ...['div', 'span', 'body', 'base', 'meta', 'link', 'form', 'input', 'button', 'details', 'object', 'embed'],
  ...[
    'template',
    'textarea',
    'title',
    'noscript',
    'xmp',
    'plaintext',
    'noembed',
    'select',
    'table',
    'mglyph',
  ],
);
const nomeAtributo = fc.constantFrom(
  ...['href', 'HREF', 'src', 'rel', 'onclick', 'onerror', 'OnMouseOver', 'style', 'target', 'xlink:href'],
  ...['formaction', 'srcdoc', 'class', 'id', 'data-x', 'title'],
);
const url = fc.constantFrom(
  ...['https://a.example/x?y=1&z=2', 'mailto:a@b.example', 'http://a.example/', '//evil.example/'],
  ...['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'jav\tascript:alert(1)'],
  ...[
    'java\0script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:x',
  ],
  ...['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'https://a.example/"onclick="x'],
  ...['https://a.example/&quot;><script>alert(1)</script>', 'mailto:a"b<c>@d.example', '&#9999999;'],
);
const valor = fc.oneof(
  url.map((u) => `"${u}"`),
  url.map((u) => `'${u}'`),
  url,
  fc.string({ maxLength: 6 }).map((t) => `"${t}"`),
);
const atributo = fc
  .tuple(
    fc.constantFrom(' ', '  ', '\n', '/', ''),
    nomeAtributo,
    fc.option(fc.tuple(fc.constantFrom('=', ' = '), valor)),
  )
  .map(([antes, nome, v]) => `${antes}${nome}${v ? v[0] + v[1] : ''}`);
const tag = fc
  .tuple(
    fc.constantFrom('<', '</', '<<'),
    nomeTag,
    fc.array(atributo, { maxLength: 3 }),
    fc.constantFrom('>', '/>', ' >', ''),
  )
  .map(([abre, nome, atributos, fecha]) => `${abre}${nome}${atributos.join('')}${fecha}`);
/** A link, the one element that keeps an attribute: most of the generated tags, so every scheme meets it. */
const enlace = fc
  .tuple(
    fc.constantFrom('<a', '<A', '<a/'),
    fc.array(atributo, { maxLength: 2 }),
    fc.constantFrom('href', 'HREF'),
  )
  .chain(([abre, antes, href]) =>
    fc.tuple(fc.constant(`${abre}${antes.join('')} ${href}=`), valor, fc.array(atributo, { maxLength: 2 })),
  )
  .map(([inicio, v, depois]) => `${inicio}${v}${depois.join('')}>`);
const solto = fc.constantFrom(
  ...['<', '>', '</', '/>', '<!--', '-->', '<!', '<?', '"', "'", '`', '=', '&', ';', '&#', '&#x', ' ', '\n'],
  ...['&amp;', '&lt;', '&gt;', '&quot;', '&nbsp;', '&#233;', '&#0;', '&#x110000;', '&colon;', '\0', '\uFFFD'],
);
const htmlQualquer = fc
  .array(fc.oneof(enlace, tag, tag, solto, url, fc.string({ maxLength: 8 })), { maxLength: 30 })
  .map((partes) => partes.join(''));

describe('sanitizarHtml on random markup', () => {
  it('leaves only allowed elements, attributes and link schemes, and cleaned again is the same', () => {
    fc.assert(
      fc.property(htmlQualquer, (html) => {
        expect(problemas(sanitizarHtml(html))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
