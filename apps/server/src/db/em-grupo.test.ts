// The grouping of db/em-grupo.ts (decision 0063), with a writer that records its statements: an item alone
// goes at once; items arriving while a statement is out go together in the next; each caller gets its own
// item's result; a group that fails goes again one by one, so only the bad item's caller sees the error.
import { describe, expect, it } from 'vitest';
import { EmGrupo } from './em-grupo.js';

/** A writer that records each statement's items and answers after a turn of the event loop. */
function escritor(falha?: (item: number) => boolean) {
  const comandos: number[][] = [];
  const escrever = async (itens: readonly number[]) => {
    comandos.push([...itens]);
    await new Promise((r) => setImmediate(r));
    if (falha && itens.some(falha)) throw new Error('recusado');
  };
  return { comandos, escrever };
}

describe('EmGrupo', () => {
  it('writes an item alone at once, and the items that arrive meanwhile together in the next statement', async () => {
    const { comandos, escrever } = escritor();
    const grupo = new EmGrupo(escrever);
    await grupo.pedir(1);
    expect(comandos).toEqual([[1]]);
    // 2 finds nothing out and goes at once; 3–5 arrive while it is at the database.
    const dois = grupo.pedir(2);
    expect(comandos).toEqual([[1], [2]]);
    await Promise.all([dois, ...[3, 4, 5].map((i) => grupo.pedir(i))]);
    expect(comandos).toEqual([[1], [2], [3, 4, 5]]);
  });

  it('settles each caller only after the statement holding its item', async () => {
    const { escrever } = escritor();
    const grupo = new EmGrupo(escrever);
    const escritos: number[] = [];
    const gravado = async (i: number) => {
      await grupo.pedir(i);
      escritos.push(i);
    };
    const primeiro = gravado(1);
    const seguintes = [2, 3].map(gravado);
    await primeiro;
    expect(escritos).toEqual([1]);
    await Promise.all(seguintes);
    expect(escritos).toEqual([1, 2, 3]);
  });

  it('keeps at most `maximo` items a statement', async () => {
    const { comandos, escrever } = escritor();
    const grupo = new EmGrupo(escrever, 2);
    await Promise.all([1, 2, 3, 4, 5].map((i) => grupo.pedir(i)));
    expect(comandos).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the bad item: its group is written again one item at a time', async () => {
    const { comandos, escrever } = escritor((i) => i === 3);
    const grupo = new EmGrupo(escrever);
    const resultados = await Promise.allSettled([1, 2, 3, 4].map((i) => grupo.pedir(i)));
    expect(resultados.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(comandos).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    // The next items are written as usual.
    await grupo.pedir(5);
    expect(comandos.at(-1)).toEqual([5]);
  });

  it("gives each caller its own item's result", async () => {
    const grupo = new EmGrupo<number, string>(async (itens) => {
      await new Promise((r) => setImmediate(r));
      return itens.map((i) => `linha ${i}`);
    });
    expect(await Promise.all([1, 2, 3].map((i) => grupo.pedir(i)))).toEqual([
      'linha 1',
      'linha 2',
      'linha 3',
    ]);
  });
});
