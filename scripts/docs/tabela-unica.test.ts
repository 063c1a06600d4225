// Issue 36: one table per concept. The audit actions live in one table, keyed by the stored value, in
// packages/domain/src/auditoria/acoes-auditoria.ts; the server writes those values directly. A second table
// (another object that maps names to audit action values, as platform/audit.ts's AUDIT_ACTIONS once did)
// fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ACOES_AUDITADAS } from '@portal/domain';

const RAIZ = join(import.meta.dirname, '..', '..');
const TABELA = 'packages/domain/src/auditoria/acoes-auditoria.ts';
const ACOES = new Set(Object.keys(ACOES_AUDITADAS));

const fontes = execFileSync('git', ['ls-files', 'apps', 'packages', 'scripts'], {
  cwd: RAIZ,
  encoding: 'utf8',
})
  .split('\n')
  .filter((arquivo) => /\.(ts|tsx)$/.test(arquivo) && !/\.test\.tsx?$/.test(arquivo) && arquivo !== TABELA);

/**
 * Lines `name: 'ACAO'` whose value is an audit action under another name, one per distinct name: entries of a
 * table of actions. A use names its action under the option's name (`audit:`, `action:`), always the same few.
 */
function entradasDeTabela(texto: string): string[] {
  const porNome = new Map<string, string>();
  for (const [linha, nome, valor] of texto.matchAll(/^\s*(\w+): '([A-Z_]+)',?$/gm))
    if (ACOES.has(valor!) && nome !== valor) porNome.set(nome!, linha.trim());
  return [...porNome.values()];
}

describe('one table of audit actions (issue 36)', () => {
  it('the domain table is not empty', () => {
    expect(ACOES.size).toBeGreaterThan(50);
  });

  it('no other source file keeps a table that names audit actions', () => {
    const tabelas = fontes
      .map((arquivo) => ({ arquivo, entradas: entradasDeTabela(readFileSync(join(RAIZ, arquivo), 'utf8')) }))
      .filter(({ entradas }) => entradas.length >= 3)
      .map(({ arquivo, entradas }) => `${arquivo}: ${entradas.slice(0, 3).join(' ')}`);
    expect(tabelas).toEqual([]);
  });
});
