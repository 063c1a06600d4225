// The two OpenAPI 3.1 documents an integrator generates a client from (issue 35): the checked-in copies in
// docs/ are what the code generates (so they never go stale); the member document written without a
// database is the one the server answers at /api/docs/json (but for `servers`, the installation's
// PUBLIC_URL there); and every operation of both has a unique camelCase operationId, a summary, a
// description saying who may call it, and one tag declared at the top with its description (and no declared
// tag goes unused). Spectral (`npm run lint:openapi`) lints the same files.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escopoDoAcesso } from '@portal/domain/contract/integracao/escopos';
import { OPENAPI_PATH } from './app.js';
import { DOCUMENTOS_OPENAPI, documentoApi } from './openapi-documentos.js';
import {
  documentoIntegracao,
  INTEGRACAO_DOCS_JSON_PATH,
  TAG_AUTENTICACAO,
  tagDoEscopo,
} from './platform/integracao/openapi.js';
import { servidores } from './platform/openapi.js';
import { createTestHarness, type TestHarness } from './test/test-app.js';

interface Operacao {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
interface Documento {
  openapi: string;
  info: { title: string; description?: string; contact?: unknown };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operacao>>;
}

let h: TestHarness;
let api: Documento;
let integracao: Documento;

beforeAll(async () => {
  h = await createTestHarness();
  api = (await documentoApi()) as unknown as Documento;
  integracao = (await documentoIntegracao()) as unknown as Documento;
});
afterAll(() => h.close());

const operacoes = (doc: Documento) =>
  Object.entries(doc.paths).flatMap(([caminho, ops]) =>
    Object.entries(ops).map(([metodo, op]) => ({ chave: `${metodo.toUpperCase()} ${caminho}`, op })),
  );

describe('the checked-in copies in docs/', () => {
  it.each(DOCUMENTOS_OPENAPI.map((d) => [d.arquivo.replace(/.*\/docs\//, 'docs/'), d] as const))(
    '%s is what the code generates',
    async (nome, { arquivo, texto }) => {
      expect(
        (await readFile(arquivo, 'utf8')) === (await texto()),
        `${nome} está desatualizado: rode npm run openapi -w @portal/server`,
      ).toBe(true);
    },
  );

  it('name the server with the {urlPublica} placeholder, as they serve every installation', () => {
    for (const doc of [api, integracao]) {
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.servers).toEqual(servidores());
      expect(doc.servers[0]!.url).toBe('{urlPublica}');
    }
  });
});

describe('as the server answers them', () => {
  it('the member document is the app’s own, with PUBLIC_URL as its server', async () => {
    const servido = (await h.app.inject({ url: OPENAPI_PATH })).json<Documento>();
    const publicUrl = h.app.ctx.config.publicUrl;
    expect(servido.servers).toEqual([expect.objectContaining({ url: publicUrl })]);
    expect(servido).toEqual({ ...api, servers: servidores(publicUrl) });
  });

  it('the integration document, with PUBLIC_URL as its server', async () => {
    const servido = (await h.app.inject({ url: INTEGRACAO_DOCS_JSON_PATH })).json<Documento>();
    expect(servido).toEqual({ ...integracao, servers: servidores(h.app.ctx.config.publicUrl) });
  });
});

describe.each([
  ['member', () => api],
  ['integration', () => integracao],
])('every operation of the %s document', (_nome, documento) => {
  it('has a unique camelCase operationId, a summary, a description saying who may call it and one declared tag', () => {
    const doc = documento();
    const declaradas = doc.tags.map((t) => t.name);
    const problemas: string[] = [];
    const vistos = new Map<string, string>();
    for (const { chave, op } of operacoes(doc)) {
      const id = op.operationId ?? '';
      if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) problemas.push(`${chave}: operationId "${id}"`);
      if (vistos.has(id)) problemas.push(`${chave}: operationId ${id} repetido (${vistos.get(id)})`);
      vistos.set(id, chave);
      if (!op.summary?.trim()) problemas.push(`${chave}: sem summary`);
      if (!op.description?.includes('**Quem pode chamar**:'))
        problemas.push(`${chave}: sem quem pode chamar`);
      if (op.tags?.length !== 1 || !declaradas.includes(op.tags[0]!)) {
        problemas.push(`${chave}: tags ${JSON.stringify(op.tags)} (declaradas: ${declaradas.join(', ')})`);
      }
    }
    expect(problemas).toEqual([]);
    expect(operacoes(doc).length).toBeGreaterThan(15);
  });

  it('declares each tag once, with a description, and every declared tag is used', () => {
    const doc = documento();
    const usadas = new Set(operacoes(doc).flatMap(({ op }) => op.tags ?? []));
    expect(doc.tags.map((t) => t.name)).toEqual([...new Set(doc.tags.map((t) => t.name))]);
    expect(doc.tags.filter((t) => !t.description?.trim())).toEqual([]);
    expect(doc.tags.map((t) => t.name).filter((t) => !usadas.has(t))).toEqual([]);
    expect(doc.info.description?.length).toBeGreaterThan(100);
    expect(doc.info.contact).toBeDefined();
  });
});

describe('the integration document', () => {
  it('tags each operation by the area of its scope (the token call by its own)', () => {
    for (const { chave, op } of operacoes(integracao)) {
      const escopo = op.security?.flatMap((s) => Object.values(s).flat())[0];
      const area = escopo && escopoDoAcesso(`integracao:${escopo}`);
      expect(op.tags, chave).toEqual([area ? tagDoEscopo(area) : TAG_AUTENTICACAO]);
    }
  });
});
