// The integration API's OpenAPI 3.1 (issue 19, decision 0024 §8): the document is structurally sound (every operation has its
// security and scope, every body and answer a schema and every answer a description, every path parameter declared), it covers exactly
// the routes the app registers under /integracao/v1, and it is served like the member docs (off in
// production unless INTEGRACAO_DOCS=true), while the member /api/docs no longer lists the machine routes.
// That the checked-in docs/ copy is current, and the operationIds, descriptions and tags of both documents:
// openapi-documentos.int.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escopoDoAcesso } from '@portal/domain/contract/integracao/escopos';
import { INTEGRACAO_PREFIX } from '@portal/domain/contract/integracao/integracao';
import { OPENAPI_PATH } from '../../app.js';
import { createTestHarness, PRODUCTION_ENV, type TestHarness } from '../../test/test-app.js';
import { localCaptcha } from '../captcha.js';
import {
  documentoIntegracao,
  ESQUEMA_BASIC,
  ESQUEMA_OAUTH,
  INTEGRACAO_DOCS_JSON_PATH,
  INTEGRACAO_DOCS_PATH,
} from './openapi.js';

interface Conteudo {
  schema?: unknown;
}
interface Operacao {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, Conteudo> };
  responses?: Record<string, Resposta>;
}
interface Resposta {
  $ref?: string;
  description?: string;
  content?: Record<string, Conteudo>;
}
interface Documento {
  openapi: string;
  info: { title: string; version: string };
  components: {
    securitySchemes: Record<string, Record<string, unknown>>;
    responses: Record<string, Resposta>;
  };
  paths: Record<string, Record<string, Operacao>>;
}

let h: TestHarness;
let doc: Documento;

beforeAll(async () => {
  h = await createTestHarness();
  doc = (await documentoIntegracao()) as unknown as Documento;
});
afterAll(() => h.close());

const operacoes = () =>
  Object.entries(doc.paths).flatMap(([caminho, ops]) =>
    Object.entries(ops).map(([metodo, op]) => ({ chave: `${metodo.toUpperCase()} ${caminho}`, caminho, op })),
  );

describe('integration OpenAPI document', () => {
  it('is OpenAPI 3.1 with the client-credentials scheme listing every scope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toContain('Integração');
    const oauth = doc.components.securitySchemes[ESQUEMA_OAUTH] as {
      type: string;
      flows: { clientCredentials: { tokenUrl: string; scopes: Record<string, string> } };
    };
    expect(oauth.type).toBe('oauth2');
    expect(oauth.flows.clientCredentials.tokenUrl).toBe(`${INTEGRACAO_PREFIX}/oauth/token`);
    expect(Object.keys(oauth.flows.clientCredentials.scopes).length).toBeGreaterThanOrEqual(5);
    expect(doc.components.securitySchemes[ESQUEMA_BASIC]).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  it('covers exactly the routes the app registers under /integracao/v1, each with its scope', () => {
    const registradas = h.app.routeInventory
      .filter((r) => r.url.startsWith(`${INTEGRACAO_PREFIX}/`) && r.method !== 'HEAD')
      .map((r) => ({
        chave: `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`,
        escopo: escopoDoAcesso(r.access),
      }));
    expect(
      operacoes()
        .map((o) => o.chave)
        .sort(),
    ).toEqual(registradas.map((r) => r.chave).sort());
    for (const { chave, escopo } of registradas) {
      const op = operacoes().find((o) => o.chave === chave)!.op;
      if (escopo) expect(op.security, chave).toEqual([{ [ESQUEMA_OAUTH]: [escopo] }]);
      else expect(op.security, chave).toEqual([{ [ESQUEMA_BASIC]: [] }, {}]);
    }
  });

  it('every operation has its security, every body and answer a schema and every answer a description, every path parameter declared', () => {
    const esquemas = Object.keys(doc.components.securitySchemes);
    const problemas: string[] = [];
    for (const { chave, caminho, op } of operacoes()) {
      if (!op.security?.length) problemas.push(`${chave}: sem security`);
      for (const requisito of op.security ?? []) {
        for (const nome of Object.keys(requisito)) {
          if (!esquemas.includes(nome)) problemas.push(`${chave}: esquema ${nome} desconhecido`);
        }
      }
      for (const [tipo, conteudo] of Object.entries(op.requestBody?.content ?? {})) {
        if (!conteudo.schema) problemas.push(`${chave}: corpo ${tipo} sem schema`);
      }
      const respostas = Object.entries(op.responses ?? {});
      if (!respostas.some(([status]) => status.startsWith('2'))) problemas.push(`${chave}: sem resposta 2xx`);
      for (const [status, propria] of respostas) {
        // An error answer shared by many operations is a component (issue 35).
        const resposta = propria.$ref
          ? doc.components.responses[propria.$ref.replace('#/components/responses/', '')]!
          : propria;
        if (!resposta.description || resposta.description === 'Default Response') {
          problemas.push(`${chave}: resposta ${status} sem descrição`);
        }
        const conteudos = Object.values(resposta.content ?? {});
        if (conteudos.length === 0 || conteudos.some((c) => !c.schema)) {
          problemas.push(`${chave}: resposta ${status} sem schema`);
        }
      }
      for (const [, nome] of caminho.matchAll(/\{(\w+)\}/g)) {
        const parametro = op.parameters?.find((p) => p.in === 'path' && p.name === nome);
        if (!parametro?.schema) problemas.push(`${chave}: parâmetro ${nome} sem schema`);
      }
    }
    expect(problemas).toEqual([]);
  });
});

describe('serving it', () => {
  const production = (env: Record<string, string> = {}) =>
    h.newApp({ env: { ...PRODUCTION_ENV, ...env }, captcha: localCaptcha(false) });

  it('serves the JSON and a plain index outside production, without a token', async () => {
    const json = await h.app.inject({ url: INTEGRACAO_DOCS_JSON_PATH });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(await documentoIntegracao(h.app.ctx.config.publicUrl));
    const pagina = await h.app.inject({ url: INTEGRACAO_DOCS_PATH });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['content-type']).toContain('text/html');
    expect(pagina.body).toContain(`href="${INTEGRACAO_DOCS_JSON_PATH}"`);
    expect(pagina.body).toContain('solicitacoes:escrita');
    expect(pagina.body).not.toContain('<script');
  });

  it('is off in production and on again with INTEGRACAO_DOCS=true', async () => {
    const pedir = (app: FastifyInstance) =>
      app.inject({
        url: INTEGRACAO_DOCS_JSON_PATH,
        headers: { host: new URL(PRODUCTION_ENV.PUBLIC_URL!).host },
      });
    expect((await pedir(await production())).statusCode).toBe(404);
    expect((await pedir(await production({ INTEGRACAO_DOCS: 'true' }))).statusCode).toBe(200);
  });

  it('the member API document no longer lists the machine routes', async () => {
    const membro = (await h.app.inject({ url: OPENAPI_PATH })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(membro.paths).filter((p) => p.startsWith('/integracao'))).toEqual([]);
    expect(Object.keys(membro.paths).length).toBeGreaterThan(50);
  });
});
