// Issue 37, a lean first paint: the contract modules the web imports for constants alone (a screen's statuses,
// kinds, the beneficiary list's helper) are leaves without zod. A value imported from a module that builds
// schemas brings zod (≈ 24 KiB gzipped) into the screen's first load, since its endpoint definitions are
// not dropped as unused (Autorizações, Agendamento, Novo Agendamento and Receitas went from 51–67 to 26–42
// KiB before their first paint). A leaf may import types from anywhere, but values only from other leaves.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CONTRACT = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/domain/src/contract');
const FOLHAS = [
  'beneficiarios-todos.ts',
  'saude/agendamento-situacoes.ts',
  'saude/autorizacao-situacoes.ts',
  'saude/receitas-atestados-tipos.ts',
];

/** The modules a file imports values from (type-only imports and re-exports of types left out). */
function valueImports(file: string): string[] {
  const source = readFileSync(join(CONTRACT, file), 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
}

describe('contract leaves the web imports constants from', () => {
  it.each(FOLHAS)('%s imports values only from other leaves (no zod)', (folha) => {
    for (const from of valueImports(folha)) {
      expect(from.startsWith('.'), `${folha} imports ${from}`).toBe(true);
      const alvo = relative(CONTRACT, resolve(CONTRACT, dirname(folha), from)).replace(/\.js$/, '.ts');
      expect(FOLHAS, `${folha} imports ${alvo}, which is not a leaf`).toContain(alvo);
    }
  });

  it('the check sees a value import (it would fail on a schema module)', () => {
    expect(valueImports('saude/autorizacoes.ts')).toContain('zod');
  });
});
