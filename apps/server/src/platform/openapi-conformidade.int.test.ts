// Issue 35, part B: what an integrator's property-based tester found, each pinned here — the event feed's
// schema admits real events, files are documented as files, 204s without content, dates with their pattern,
// every error status described and referenced from components, unknown paths of the APIs answered with the
// JSON 404 and known ones with another method with 405 and Allow — and the check every other server test
// runs through (test/conformidade-openapi.ts) catches an answer the document does not describe.
import { readFileSync, rmSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { cartaPortabilidadeEndpoints } from '@portal/domain/contract/meus-dados/carta-portabilidade';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { ARQUIVO_OPENAPI_API } from '../openapi-documentos.js';
import { Conformidade } from '../test/conformidade-openapi.js';
import { chamar, urlDe, urlForaDoContrato } from '../test/contrato.js';
import { TestAgent } from '../test/test-agent.js';
import { createTestHarness, type TestHarness } from '../test/test-app.js';
import { criarWebDist } from '../test/web-dist.js';
import { ARQUIVO_OPENAPI_INTEGRACAO } from './integracao/openapi.js';

interface Resposta {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
interface Operacao {
  parameters?: { name: string; schema: Record<string, unknown> }[];
  responses: Record<string, Resposta>;
}
interface Documento {
  paths: Record<string, Record<string, Operacao>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Resposta> };
}

const ler = (arquivo: string) => JSON.parse(readFileSync(arquivo, 'utf8')) as Documento;
const api = ler(ARQUIVO_OPENAPI_API);
const integracao = ler(ARQUIVO_OPENAPI_INTEGRACAO);
const operacoes = (doc: Documento) =>
  Object.entries(doc.paths).flatMap(([caminho, metodos]) =>
    Object.entries(metodos).map(([metodo, op]) => ({ caminho, metodo, op })),
  );
const resolver = (doc: Documento, resposta: Resposta): Resposta =>
  resposta.$ref ? doc.components.responses[resposta.$ref.split('/').pop()!]! : resposta;

describe('the documents', () => {
  it('describe the feed’s event as a discriminated union that a real event satisfies', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(integracao, 'integracao.json');
    const validar = ajv.compile({ $ref: 'integracao.json#/components/schemas/EventoIntegracao' });
    const comum = {
      id: '0b7f5a2e-6f2a-4c1e-9a53-1d0f7f1b2c3d',
      cursor: '42',
      pessoaId: 7,
      beneficiariosIdErp: ['B-1'],
      criadoEm: '2026-01-02T10:00:00.000Z',
    };
    expect(validar({ ...comum, tipo: 'dados-pessoais.alterados', dados: { campos: ['email'] } })).toBe(true);
    expect(
      validar({
        ...comum,
        tipo: 'solicitacao.registrada',
        dados: { protocolo: '2026010200000001', tipoProtocolo: 'REEMBOLSO', solicitantePessoaId: 7 },
      }),
    ).toBe(true);
    expect(validar({ ...comum, tipo: 'dados-pessoais.alterados', dados: { protocolo: 'x' } })).toBe(false);
    expect(
      (integracao.components.schemas.EventoIntegracao as { discriminator?: { propertyName: string } })
        .discriminator?.propertyName,
    ).toBe('tipo');
  });

  it('document file answers with their media types and a binary body, and 204s without content', () => {
    const arquivos = operacoes(api).filter(({ op }) =>
      Object.keys(op.responses['200']?.content ?? {}).includes('application/pdf'),
    );
    expect(arquivos.length).toBeGreaterThanOrEqual(14);
    for (const { op } of arquivos) {
      expect(op.responses['200']!.content!['application/pdf']!.schema).toEqual({
        type: 'string',
        format: 'binary',
      });
    }
    const compartilhado = api.paths['/cartao-compartilhado/{token}']!.get!;
    expect(Object.keys(compartilhado.responses['404']!.content!)).toEqual(['text/plain']);
    for (const { op } of operacoes(api).filter(({ op }) => op.responses['204'])) {
      expect(op.responses['204']!.content).toBeUndefined();
    }
  });

  it('describe every answer in Portuguese and take the error bodies from components', () => {
    for (const doc of [api, integracao]) {
      for (const { caminho, metodo, op } of operacoes(doc)) {
        for (const [status, resposta] of Object.entries(op.responses)) {
          const descrita = resolver(doc, resposta);
          expect(descrita.description, `${metodo} ${caminho} ${status}`).not.toBe('Default Response');
          if (Number(status) >= 400 && descrita.content?.['application/json']) {
            const esquema = JSON.stringify(descrita.content['application/json'].schema);
            expect(esquema, `${metodo} ${caminho} ${status}`).toMatch(/"#\/components\/schemas\/Erro\w*"/);
          }
        }
        for (const status of ['400', '421', '431', '500', '503']) {
          expect(op.responses[status], `${metodo} ${caminho} ${status}`).toBeDefined();
        }
      }
    }
  });

  it('give the period filters’ days and months their pattern and an example', () => {
    const parametros = operacoes(api).flatMap(({ op }) => op.parameters ?? []);
    const datas = parametros.filter((p) => /^data.*(Inicial|Final)$|^mes(Inicial|Final)$/.test(p.name));
    expect(datas.length).toBeGreaterThanOrEqual(6);
    for (const p of datas) expect(p.schema.pattern, p.name).toMatch(/^\^\\d\{2\}\//);
  });
});

describe('unknown paths and methods of the APIs', () => {
  let h: TestHarness;
  let dist: string;
  beforeAll(async () => {
    dist = criarWebDist();
    h = await createTestHarness({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answer the JSON 404 under /integracao and /api, never the web page', async () => {
    const desconhecidas = [
      '/integracao/v1/nao-existe',
      '/integracao/nao-existe',
      urlForaDoContrato('/api/nao-existe', 'uma rota que não existe sob /api: o 404 em JSON, não a página'),
    ];
    for (const url of desconhecidas) {
      const response = await h.app.inject({ url, headers: { 'x-origin': WEB_ORIGIN_HEADER_VALUE } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ mensagem: SERVER_MESSAGES.notFound });
    }
    // A page route still falls back to the web app.
    expect((await h.app.inject({ url: '/meus-dados' })).body).toContain('<div id="root">');
  });

  it('answer 405 with Allow for a known path called with another method', async () => {
    const eventos = await h.app.inject({ method: 'DELETE', url: '/integracao/v1/eventos' });
    expect(eventos.statusCode).toBe(405);
    expect(eventos.headers.allow).toBe('GET, HEAD');
    expect(eventos.json()).toEqual({ mensagem: SERVER_MESSAGES.methodNotAllowed });
    // The member API checks its CSRF token first (on any path): an agent that has one.
    const agent = new TestAgent(h.app);
    await chamar(agent, parametrosEndpoints.statusManutencao);
    // Methods the endpoints do not have, on purpose.
    const usuario = await agent.call('PUT', urlDe(usuarioEndpoints.usuario));
    expect(usuario.statusCode).toBe(405);
    expect(usuario.headers.allow).toBe('GET, HEAD');
    const comParametro = await agent.call(
      'PATCH',
      urlDe(cartaPortabilidadeEndpoints.pdf, { params: { cpf: '11144477735' } }),
    );
    expect(comParametro.statusCode).toBe(405);
    expect(comParametro.headers.allow).toBe('GET, HEAD');
  });
});

describe('the check of every answer against the documents', () => {
  it('records an undocumented status, a body outside the schema and a media type the answer does not list', async () => {
    const conformidade = new Conformidade();
    const app = Fastify();
    conformidade.observar(app);
    // A stand-in for the member's GET /usuario, checked against that endpoint's documentation.
    app.get(urlDe(usuarioEndpoints.usuario), async (request, reply) => {
      const { caso } = request.query as { caso: string };
      if (caso === 'status') return reply.code(418).send({ mensagem: 'x' });
      if (caso === 'tipo') return reply.type('text/html').send('<p>x</p>');
      return { nomeCompleto: 'Maria' };
    });
    await app.ready();
    for (const caso of ['status', 'corpo', 'tipo']) {
      await app.inject({ url: urlDe(usuarioEndpoints.usuario, { query: { caso } }) });
    }
    await app.close();
    expect(conformidade.divergencias.map((d) => [d.status, d.erro.split(':')[0]])).toEqual([
      [418, 'status não documentado'],
      [200, expect.stringContaining('/')],
      [200, 'Content-Type text/html fora de application/json'],
    ]);
    expect(() => conformidade.conferir()).toThrow(/GET \/api\/usuario → 418/);
  });
});
