// Issue 36: an area has one name in every layer, and the table of areas in docs/ARCHITECTURE.md is true.
// The contract's areas are the reference: the server has a module of each name, the web a feature of each
// name (except the server-only ones the table marks "no"), and nothing else exists under either.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '..', '..');
const pastas = (...caminho: string[]) =>
  readdirSync(join(RAIZ, ...caminho), { withFileTypes: true })
    .filter((entrada) => entrada.isDirectory())
    .map((entrada) => entrada.name)
    .sort();

/** The rows of the areas table: `| \`area\` | what it holds | web |`. */
function tabela(): { area: string; web: boolean }[] {
  const texto = readFileSync(join(RAIZ, 'docs', 'ARCHITECTURE.md'), 'utf8');
  return [...texto.matchAll(/^\| `([a-z-]+)` \| [^|]+ \| (yes|no)[^|]*\|$/gm)].map(([, area, web]) => ({
    area: area!,
    web: web === 'yes',
  }));
}

describe('areas (issue 36)', () => {
  const contrato = pastas('packages', 'domain', 'src', 'contract').filter((pasta) => pasta !== 'calls');
  const linhas = tabela();

  it('the ARCHITECTURE table lists exactly the contract’s areas', () => {
    expect(linhas.map((linha) => linha.area).sort()).toEqual(contrato);
  });

  it('the server has one module per area, and no other', () => {
    expect(pastas('apps', 'server', 'src', 'modules')).toEqual(contrato);
  });

  it('the web has one feature per area the table marks as web, and no other', () => {
    const web = linhas
      .filter((linha) => linha.web)
      .map((linha) => linha.area)
      .sort();
    expect(pastas('apps', 'web', 'src', 'features')).toEqual(web);
  });

  it('the generated calls follow the contract’s areas', () => {
    for (const area of pastas('packages', 'domain', 'src', 'contract', 'calls'))
      expect(contrato).toContain(area);
  });
});
