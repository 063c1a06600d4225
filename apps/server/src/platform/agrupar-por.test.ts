import { describe, expect, it } from 'vitest';
import { agruparPor } from './agrupar-por.js';

describe('agruparPor', () => {
  it('groups by key in the order each group first appears, items in their order', () => {
    const linhas = [
      { mes: '2026-02', id: 1 },
      { mes: '2026-01', id: 2 },
      { mes: '2026-02', id: 3 },
    ];
    expect([...agruparPor(linhas, (l) => l.mes)]).toEqual([
      ['2026-02', [linhas[0], linhas[2]]],
      ['2026-01', [linhas[1]]],
    ]);
  });

  it('keeps what `valor` takes of each item, and nothing for no items', () => {
    const procs = [
      { prestadorId: 7, codigoTuss: '10101012' },
      { prestadorId: 7, codigoTuss: '40304361' },
    ];
    expect(
      agruparPor(
        procs,
        (p) => p.prestadorId,
        (p) => p.codigoTuss,
      ).get(7),
    ).toEqual(['10101012', '40304361']);
    expect(agruparPor([], (x: number) => x).size).toBe(0);
  });
});
