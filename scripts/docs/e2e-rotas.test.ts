// Issue 36: e2e takes the portal's paths from the route table (packages/domain/src/access/routes.ts), as the
// web router does: one table of routes, so renaming a screen's path is one edit. A `goto(` or `toHaveURL(`
// given a path typed by hand (a string, template or RegExp source starting with `/`, a regex literal starting
// with `\/`) fails here; a deliberate one (an unknown path) says `fora da tabela de rotas:` and why, on its
// line or the line before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '..', '..');
const CAMINHO_A_MAO = /\b(?:goto|toHaveURL)\(\s*(?:new RegExp\(\s*)?(?:['"`]\/|\/\\\/)/g;
const PERMITIDO = /fora da tabela de rotas:/;

const arquivos = execFileSync('git', ['ls-files', 'e2e'], { cwd: RAIZ, encoding: 'utf8' })
  .split('\n')
  .filter((arquivo) => /\.(ts|mjs)$/.test(arquivo));

function caminhosAMao(arquivo: string): string[] {
  const texto = readFileSync(join(RAIZ, arquivo), 'utf8');
  const linhas = texto.split('\n');
  return [...texto.matchAll(CAMINHO_A_MAO)].flatMap((achado) => {
    const indice = texto.slice(0, achado.index).split('\n').length - 1;
    if (PERMITIDO.test(linhas[indice]!) || PERMITIDO.test(linhas[indice - 1] ?? '')) return [];
    return [`${arquivo}:${indice + 1}: ${linhas[indice]!.trim()}`];
  });
}

describe('e2e takes paths from the route table (issue 36)', () => {
  it('finds the journeys it checks', () => {
    expect(arquivos.length).toBeGreaterThan(40);
  });

  it('no goto or URL expectation types a portal path by hand', () => {
    expect(arquivos.flatMap(caminhosAMao)).toEqual([]);
  });
});
