// Issue 36: no URL literal outside the contract. Every `/api/...` URL is built from the endpoint object the
// route, the web and the tests share (packages/domain/src/contract; tests through apps/server/src/test/
// contrato.ts, e2e through e2e/support), so renaming a path is one edit and a typo cannot pass. Allowed:
// - the contract itself;
// - an infrastructure route the contract does not describe (health, metrics, the OpenAPI documents),
//   written once as an exported UPPER_CASE constant outside the tests, and used by name;
// - a URL a test writes on purpose because it is not in the contract (an unknown route, a malformed path),
//   wrapped in `urlForaDoContrato(url, motivo)`, or on a line saying `fora do contrato:` with the reason.
// The integration API's `/integracao/v1/...` paths are typed by the generated client (packages/
// integracao-cliente), where a wrong path fails the type check, so they are not searched here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '..', '..');
const URL_API = /(['"`])\/api(\/|\1|\?)/;
const CONSTANTE = /^export const [A-Z][A-Z0-9_]* = ['"`]\/api/;
const PERMITIDA = /urlForaDoContrato\(|fora do contrato:/;

const ehTeste = (arquivo: string) =>
  /\.test\.tsx?$/.test(arquivo) || arquivo.startsWith('e2e/') || arquivo.includes('/src/test/');

const fontes = execFileSync('git', ['ls-files', 'apps', 'packages', 'e2e', 'scripts'], {
  cwd: RAIZ,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (arquivo) =>
      /\.(ts|tsx|mjs)$/.test(arquivo) &&
      !arquivo.startsWith('packages/domain/src/contract/') &&
      arquivo !== 'scripts/docs/sem-url-literal.test.ts',
  );

function literais(arquivo: string): string[] {
  const linhas = readFileSync(join(RAIZ, arquivo), 'utf8').split('\n');
  return linhas.flatMap((linha, indice) => {
    if (!URL_API.test(linha)) return [];
    const anterior = linhas[indice - 1] ?? '';
    if (PERMITIDA.test(linha) || PERMITIDA.test(anterior)) return [];
    if (!ehTeste(arquivo) && CONSTANTE.test(linha.trim())) return [];
    return [`${arquivo}:${indice + 1}: ${linha.trim()}`];
  });
}

describe('no URL literal outside the contract (issue 36)', () => {
  it('finds the files it checks', () => {
    expect(fontes.length).toBeGreaterThan(500);
  });

  it('no source or test writes an /api URL by hand', () => {
    expect(fontes.flatMap(literais)).toEqual([]);
  });
});
