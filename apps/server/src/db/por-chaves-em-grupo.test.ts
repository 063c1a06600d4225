// db/por-chaves-em-grupo.ts (decision 0066) with a reader that records its statements: calls that arrive while
// one is out share the next, asking the union of their keys; each gets only its own keys' rows, in the
// statement's order; calls with other parameters never share; no keys, no statement.
import { describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { porChavesEmGrupo } from './por-chaves-em-grupo.js';

interface Linha {
  chave: number;
  n: number;
}

/** Rows 1..3 of each key asked, newest first (as a statement ordered by n desc would give them). */
function leitor() {
  const comandos: { chaves: number[]; dia: string }[] = [];
  const ler = porChavesEmGrupo({
    ler: async (_db, chaves, dia: string) => {
      comandos.push({ chaves: [...chaves], dia });
      await new Promise((r) => setImmediate(r));
      return [3, 2, 1].flatMap((n) => chaves.map((chave) => ({ chave, n })));
    },
    chaveDe: (linha: Linha) => linha.chave,
  });
  const db = {} as Database;
  return { comandos, ler: (chaves: number[], dia = 'd1') => ler(db, chaves, dia) };
}

describe('porChavesEmGrupo', () => {
  it('asks the union of the keys that arrive meanwhile, and gives each call its own rows in order', async () => {
    const { comandos, ler } = leitor();
    const primeira = ler([1]);
    const seguintes = [[2], [3, 4], [2]].map((chaves) => ler(chaves));
    const [a, b, c, d] = await Promise.all([primeira, ...seguintes]);
    expect(comandos.map((c) => c.chaves)).toEqual([[1], [2, 3, 4]]);
    expect(a).toEqual([3, 2, 1].map((n) => ({ chave: 1, n })));
    expect(b).toEqual([3, 2, 1].map((n) => ({ chave: 2, n })));
    expect(c!.map((l) => l.chave)).toEqual([3, 4, 3, 4, 3, 4]);
    expect(d).toEqual(b);
  });

  it('keeps calls with other parameters apart, and runs nothing for no keys', async () => {
    const { comandos, ler } = leitor();
    expect(await ler([])).toEqual([]);
    expect(comandos).toEqual([]);
    const primeira = ler([1], 'd1');
    await Promise.all([primeira, ler([2], 'd1'), ler([3], 'd2')]);
    expect(comandos).toEqual([
      { chaves: [1], dia: 'd1' },
      { chaves: [3], dia: 'd2' },
      { chaves: [2], dia: 'd1' },
    ]);
  });

  it('shares a statement only between calls whose every parameter is the same', async () => {
    const comandos: { chaves: number[]; filtro: unknown }[] = [];
    const ler = porChavesEmGrupo({
      ler: async (_db, chaves, filtro: { inicio: string; tipos: string[] }) => {
        comandos.push({ chaves: [...chaves], filtro });
        await new Promise((r) => setImmediate(r));
        return chaves.map((chave) => ({ chave }));
      },
      chaveDe: (linha: { chave: number }) => linha.chave,
    });
    const db = {} as Database;
    const primeira = ler(db, [1], { inicio: 'd1', tipos: ['A'] });
    await Promise.all([
      primeira,
      ler(db, [2], { inicio: 'd1', tipos: ['A'] }),
      ler(db, [3], { inicio: 'd1', tipos: ['B'] }),
      ler(db, [4], { inicio: 'd1', tipos: ['A'] }),
    ]);
    // Another filter goes at once (nothing of its own is out); the same filter waits for the first, together.
    expect(comandos.map((c) => c.chaves)).toEqual([[1], [3], [2, 4]]);
  });
});
