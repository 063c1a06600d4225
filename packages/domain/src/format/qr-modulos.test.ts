import { describe, expect, it } from 'vitest';
import { empacotarModulos, lerModulos, svgDosModulos } from './qr-modulos.js';

// A 21 × 21 pattern with no symmetry a wrong bit order or row length would keep.
const padrao = (linha: number, coluna: number) => (linha * 7 + coluna * 3 + linha * coluna) % 5 < 2;

describe('QR modules packed for the card list', () => {
  it('reads back every module it packed', () => {
    const qr = empacotarModulos(21, padrao);
    expect(qr.modulos).toHaveLength(Math.ceil(Math.ceil((21 * 21) / 8) / 3) * 4);
    const escuro = lerModulos(qr);
    for (let l = 0; l < 21; l += 1) for (let c = 0; c < 21; c += 1) expect(escuro(l, c)).toBe(padrao(l, c));
  });

  it('draws each run of dark modules as one stroke inside the quiet zone', () => {
    const qr = empacotarModulos(3, (l, c) => (l === 0 && c < 2) || (l === 2 && c !== 1));
    const svg = decodeURIComponent(svgDosModulos(qr).replace('data:image/svg+xml,', ''));
    expect(svg).toContain('viewBox="0 0 11 11"');
    expect(/ d="([^"]*)"/.exec(svg)![1]).toBe('M4 4.5h2M4 6.5h1M6 6.5h1');
  });
});
