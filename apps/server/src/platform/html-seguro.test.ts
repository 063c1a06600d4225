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
