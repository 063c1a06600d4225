import { describe, expect, it } from 'vitest';
import {
  PALETA_PADRAO,
  falhasContraste,
  formatarRazao,
  paresContraste,
  primariaForte,
  razaoContraste,
  type PaletaMarca,
} from './paleta-marca.js';

const com = (tema: keyof PaletaMarca, cores: Partial<PaletaMarca['normal']>): PaletaMarca => ({
  ...PALETA_PADRAO,
  [tema]: { ...PALETA_PADRAO[tema], ...cores },
});

describe('razaoContraste (WCAG 2.x)', () => {
  it('gives the published reference ratios', () => {
    expect(razaoContraste('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(razaoContraste('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(razaoContraste('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(razaoContraste('#777777', '#FFFFFF')).toBeLessThan(4.5);
    expect(razaoContraste('#ffff00', '#000000')).toBeCloseTo(19.56, 2);
  });

  it('is symmetric', () => {
    expect(razaoContraste('#0a6335', '#f3f6f4')).toBe(razaoContraste('#f3f6f4', '#0a6335'));
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => razaoContraste('red', '#ffffff')).toThrow();
  });
});

describe('formatarRazao', () => {
  it('truncates, never rounding a failure up to the minimum', () => {
    expect(formatarRazao(4.499)).toBe('4,4:1');
    expect(formatarRazao(3.16)).toBe('3,1:1');
    expect(formatarRazao(21)).toBe('21,0:1');
  });
});

describe('falhasContraste', () => {
  it('passes the palette styles.css has always had', () => {
    expect(falhasContraste(PALETA_PADRAO)).toEqual([]);
  });

  it('checks every pair of both themes', () => {
    const pares = paresContraste(PALETA_PADRAO);
    expect(pares.filter((p) => p.tema === 'normal')).toHaveLength(6);
    expect(pares.filter((p) => p.tema === 'altoContraste')).toHaveLength(4);
  });

  it('names white text on a light header with its ratio and minimum', () => {
    expect(falhasContraste(com('normal', { cabecalho: '#8fd19e' }))).toEqual([
      'Tema normal — Texto branco sobre a cor do cabeçalho (#8fd19e): 1,7:1 (mínimo 4,5:1)',
      'Tema normal — Contorno de foco (#ffd500) sobre a cor do cabeçalho (#8fd19e): 1,2:1 (mínimo 3,0:1)',
    ]);
  });

  it('refuses a primary colour that links cannot be read in, and its text on it', () => {
    const falhas = falhasContraste(com('normal', { primaria: '#4caf50' }));
    expect(falhas).toContain(
      'Tema normal — Texto branco sobre a cor primária (#4caf50): 2,7:1 (mínimo 4,5:1)',
    );
    expect(falhas).toContain(
      'Tema normal — Links e textos na cor primária (#4caf50) sobre o fundo da página: 2,5:1 (mínimo 4,5:1)',
    );
  });

  it('holds the high-contrast theme to 7:1', () => {
    // Orange on black passes AA (8.9:1) but a mid grey does not reach AAA.
    expect(falhasContraste(com('altoContraste', { primaria: '#ff9900' }))).toEqual([]);
    expect(falhasContraste(com('altoContraste', { primaria: '#8a8a8a' }))).toEqual([
      'Tema de alto contraste — Texto preto sobre a cor primária (#8a8a8a): 6,0:1 (mínimo 7,0:1)',
      'Tema de alto contraste — Links e textos na cor primária (#8a8a8a) sobre o fundo da página: 6,0:1 (mínimo 7,0:1)',
    ]);
  });

  it('takes a dark text on a light primary colour, lightening its hover', () => {
    const cores = { primaria: '#0b5cad', textoSobrePrimaria: '#ffffff' };
    expect(primariaForte({ ...PALETA_PADRAO.normal, ...cores })).toBe('#084582');
    const claro = { ...PALETA_PADRAO.altoContraste };
    expect(primariaForte(claro)).toBe('#ffff40');
  });
});
