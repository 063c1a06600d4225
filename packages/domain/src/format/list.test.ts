import { describe, expect, it } from 'vitest';
import { formatLista } from './list.js';

describe('formatLista', () => {
  it('writes a list as ICU writes pt-BR conjunctions', () => {
    const icu = new Intl.ListFormat('pt-BR');
    const cidades = ['Campinas', 'Jundiaí', 'Sumaré', 'Valinhos'];
    for (let n = 0; n <= cidades.length; n++) {
      expect(formatLista(cidades.slice(0, n))).toBe(icu.format(cidades.slice(0, n)));
    }
  });
  it('names the cases', () => {
    expect(formatLista([])).toBe('');
    expect(formatLista(['Campinas'])).toBe('Campinas');
    expect(formatLista(['Campinas', 'Jundiaí', 'Sumaré'])).toBe('Campinas, Jundiaí e Sumaré');
  });
});
