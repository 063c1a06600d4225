// The generated types stay in step with the document (as scripts/contract-calls/render.test.ts does for the
// contract calls): a change to docs/integracao-openapi.json without regenerating fails here.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ARQUIVO_SCHEMA, gerarSchema } from './geracao.js';

describe('packages/integracao-cliente/src/schema.d.ts', () => {
  it('is what openapi-typescript generates from docs/integracao-openapi.json now', async () => {
    expect(
      (await readFile(ARQUIVO_SCHEMA, 'utf8')) === (await gerarSchema()),
      'src/schema.d.ts está desatualizado: rode npm run openapi -w @portal/server e npm run gerar -w @portal/integracao-cliente',
    ).toBe(true);
  });
});
