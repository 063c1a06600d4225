import { describe, expect, it } from 'vitest';
import { celulaCsv, textoCsv } from './csv.js';

describe('celulaCsv', () => {
  it('puts an apostrophe before what a spreadsheet would read as a formula', () => {
    for (const perigoso of ['=1+1', '+55', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")']) {
      expect(celulaCsv(perigoso).replace(/^"/, '').startsWith("'"), JSON.stringify(perigoso)).toBe(true);
    }
    expect(celulaCsv('=1+1')).toBe("'=1+1");
  });

  it('keeps other text as it is, and quotes the separator, quotes and line breaks', () => {
    expect(celulaCsv('Maria')).toBe('Maria');
    expect(celulaCsv(' =x')).toBe(' =x');
    expect(celulaCsv(12)).toBe('12');
    expect(celulaCsv(null)).toBe('');
    expect(celulaCsv('a;b')).toBe('"a;b"');
    expect(celulaCsv('a,b', ',')).toBe('"a,b"');
    expect(celulaCsv('diz "oi"')).toBe('"diz ""oi"""');
    expect(celulaCsv('linha\nnova')).toBe('"linha\nnova"');
    expect(celulaCsv('=a;b')).toBe('"\'=a;b"');
  });
});

describe('textoCsv', () => {
  it('writes the header and the rows with CRLF', () => {
    expect(
      textoCsv(
        ['linha', 'mensagem'],
        [
          [1, '-1 é inválido'],
          [2, null],
        ],
      ),
    ).toBe("linha;mensagem\r\n1;'-1 é inválido\r\n2;\r\n");
  });
});
