// Issue 36: decision records stay decisions (rule and reason, ≤ 150 lines; measurement history goes to
// docs/desempenho-historico.md) and the README stays setup, use and operation (≤ 400 lines; the rest is in
// docs/operacao.md, docs/integracao.md and the decisions). Runs in `npm test` (vitest project `scripts`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '..', '..');
const DECISOES = join(RAIZ, 'docs', 'decisions');
const MAXIMO_DECISAO = 150;
const MAXIMO_README = 400;

/** Lines as `wc -l` counts them (a final newline does not open another line). */
function linhas(arquivo: string): number {
  const texto = readFileSync(arquivo, 'utf8');
  if (texto === '') return 0;
  return texto.split('\n').length - (texto.endsWith('\n') ? 1 : 0);
}

const registros = readdirSync(DECISOES).filter((nome) => nome.endsWith('.md'));

describe('documentation size (issue 36)', () => {
  it(`every decision record has at most ${MAXIMO_DECISAO} lines`, () => {
    expect(registros.length).toBeGreaterThan(0);
    const longos = registros
      .map((nome) => ({ nome, linhas: linhas(join(DECISOES, nome)) }))
      .filter((r) => r.linhas > MAXIMO_DECISAO)
      .map(
        (r) => `${r.nome}: ${r.linhas} lines — move measurements to docs/desempenho-historico.md or split it`,
      );
    expect(longos).toEqual([]);
  });

  it(`README.md has at most ${MAXIMO_README} lines`, () => {
    expect(linhas(join(RAIZ, 'README.md'))).toBeLessThanOrEqual(MAXIMO_README);
  });

  it('decision numbers are unique (code comments cite them)', () => {
    const numeros = registros.map((nome) => nome.slice(0, 4));
    const repetidos = numeros.filter((n, i) => numeros.indexOf(n) !== i);
    expect(repetidos).toEqual([]);
  });
});
