// Issue 36: a screen made with `npm run new:screen` is not done while a stub is left. The generator marks
// each (plano.ts, ESBOCO); this fails while the marker is in any tracked file outside the generator.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESBOCO } from './plano.js';

const RAIZ = join(import.meta.dirname, '..', '..');

describe('stubs of new screens', () => {
  it('none is left to fill', () => {
    let achados = '';
    try {
      achados = execFileSync(
        'git',
        [
          'grep',
          '--untracked',
          '-n',
          '-F',
          ESBOCO,
          '--',
          '.',
          ':!scripts/new-screen/',
          ':!docs/adding-a-screen.md',
        ],
        {
          cwd: RAIZ,
          encoding: 'utf8',
        },
      );
    } catch (erro) {
      // git grep exits 1 when nothing matches.
      if ((erro as { status?: number }).status !== 1) throw erro;
    }
    expect(achados.split('\n').filter(Boolean)).toEqual([]);
  });
});
