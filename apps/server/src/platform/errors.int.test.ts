import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE, MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { defineEndpoint } from '@portal/domain/contract/endpoint';
import { contatosOperadoraEndpoints } from '@portal/domain/contract/shell/contatos-operadora';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { chamar, urlForaDoContrato } from '../test/contrato.js';
import { TestAgent } from '../test/test-agent.js';
import { DEMO, login, withDemo, type TestHarness } from '../test/test-app.js';
import { OPENAPI_PATH } from '../app.js';
import { notFound } from './errors.js';
import { route } from './route.js';

// Test-only endpoints proving the generic mechanisms (envelope, 500, validation messages), registered from
// a contract like every real route: access and envelope are declared, never inferred from the path.
const item = z.object({ codigo: z.string() });
const probe = {
  access: 'public',
  response: item,
  summary: 'Rota de teste',
  description: 'Rota de teste',
  tags: ['teste'],
} as const;
const probes = {
  item: defineEndpoint({
    ...probe,
    operationId: 'testeItem',
    method: 'GET',
    path: '/v2/teste/item',
    envelope: true,
  }),
  ausente: defineEndpoint({
    ...probe,
    operationId: 'testeAusente',
    method: 'GET',
    path: '/v3/teste/ausente',
    envelope: true,
  }),
  quebraEnvelopada: defineEndpoint({
    ...probe,
    operationId: 'testeQuebraEnvelopada',
    method: 'GET',
    path: '/v2/teste/quebra',
    envelope: true,
  }),
  quebra: defineEndpoint({ ...probe, operationId: 'testeQuebra', method: 'GET', path: '/teste/quebra' }),
  respostaInvalida: defineEndpoint({
    ...probe,
    operationId: 'testeRespostaInvalida',
    method: 'GET',
    path: '/teste/resposta-invalida',
  }),
  cpf: defineEndpoint({
    ...probe,
    operationId: 'testeCpf',
    method: 'POST',
    path: '/teste/cpf',
    body: z.object({
      cpf: z.string().refine((v) => /^\d{11}$/.test(v), MESSAGES.invalidCpf),
      nome: z.string().min(1),
    }),
  }),
};

const probeRoutes: FastifyPluginCallback = (app, _options, done) => {
  const broken = () => {
    throw new Error('segredo interno: senha do banco');
  };
  route(app, probes.item, () => ({ codigo: 'A1' }));
  route(app, probes.ausente, () => {
    throw notFound();
  });
  route(app, probes.quebraEnvelopada, broken);
  route(app, probes.quebra, broken);
  route(app, probes.respostaInvalida, () => ({ codigo: 42 }) as never);
  route(app, probes.cpf, () => ({ codigo: 'ok' }));
  done();
};

const extend = async (app: FastifyInstance) => {
  await app.register(probeRoutes, { prefix: API_BASE });
};

const demo = withDemo({ extend });
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

/** The OpenAPI document's key of an endpoint without path parameters. */
const caminhoDe = (endpoint: { path: string }) => `${API_BASE}${endpoint.path}`;

describe('x-origin', () => {
  it('is required on every API call (400 in Portuguese)', async () => {
    const agent = new TestAgent(h.app);
    const chamadas = [
      () => chamar(agent, parametrosEndpoints.statusManutencao, { origin: null }),
      () => chamar(agent, usuarioEndpoints.usuario, { origin: null }),
      () => chamar(agent, parametrosEndpoints.publicos, { query: { nome: 'REGISTRO_ANS' }, origin: null }),
    ];
    for (const chamada of chamadas) {
      const response = await chamada();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.originMissing });
    }
    expect(
      (await chamar(agent, parametrosEndpoints.statusManutencao, { origin: '<script>' })).statusCode,
    ).toBe(400);
  });

  it('is not required for the OpenAPI document', async () => {
    expect((await h.app.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers 404 { mensagem } for an unknown API route', async () => {
    const response = await new TestAgent(h.app).get(
      urlForaDoContrato('/api/nao-existe', 'uma rota que não existe: o 404 de rota desconhecida'),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
  });

  it('hides the detail of a 500 (and of a response that breaks its contract)', async () => {
    for (const endpoint of [probes.quebra, probes.respostaInvalida]) {
      const response = await chamar(new TestAgent(h.app), endpoint);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.unexpected });
      expect(response.body).not.toContain('segredo');
      expect(response.body).not.toContain('stack');
    }
  });

  it('answers 400 with the domain message of the first field, and every field in campos', async () => {
    const agent = new TestAgent(h.app);
    await chamar(agent, parametrosEndpoints.statusManutencao);
    const response = await chamar(agent, probes.cpf, { body: { cpf: '123', nome: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      mensagem: MESSAGES.invalidCpf,
      campos: { cpf: MESSAGES.invalidCpf, nome: SERVER_MESSAGES.invalidRequest },
    });
  });

  it('answers 400 Requisição inválida for a body that is not JSON', async () => {
    const agent = new TestAgent(h.app);
    await chamar(agent, parametrosEndpoints.statusManutencao);
    const response = await chamar(agent, probes.cpf, {
      body: '{não é json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.invalidRequest });
  });
});

describe('/v2 and /v3 envelope', () => {
  it('wraps success as { dados, erro: null }', async () => {
    const response = await chamar(new TestAgent(h.app), probes.item);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dados: { codigo: 'A1' }, erro: null });
  });

  it('wraps errors as { dados: null, erro }, including a 404 and hidden 500s', async () => {
    const agent = new TestAgent(h.app);
    const missing = await chamar(agent, probes.ausente);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ dados: null, erro: { mensagem: SERVER_MESSAGES.notFound } });
    const broken = await chamar(agent, probes.quebraEnvelopada);
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ dados: null, erro: { mensagem: SERVER_MESSAGES.unexpected } });
  });

  it('answers an unknown route bare, even under /v2 (the envelope is a property of a contract)', async () => {
    const unknown = await new TestAgent(h.app).get(
      urlForaDoContrato('/api/v2/nao-existe', 'uma rota desconhecida sob /v2: o 404 sai sem envelope'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
  });

  it('leaves other paths bare', async () => {
    const response = await chamar(new TestAgent(h.app), parametrosEndpoints.statusManutencao);
    expect(response.json()).not.toHaveProperty('dados');
  });
});

describe('OpenAPI', () => {
  it('documents every endpoint of this issue with its schemas', async () => {
    const response = await h.app.inject({ method: 'GET', url: OPENAPI_PATH });
    const doc = response.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const expected: [string, string][] = [
      loginEndpoints.login,
      loginEndpoints.loginToken,
      loginEndpoints.logout,
      usuarioEndpoints.usuario,
      usuarioEndpoints.chatbot,
      usuarioEndpoints.utilizacaoRecurso,
      usuarioEndpoints.utilizacaoFuncionalidade,
      usuarioEndpoints.tokenAcesso,
      parametrosEndpoints.publicos,
      parametrosEndpoints.restritos,
      parametrosEndpoints.statusManutencao,
      contatosOperadoraEndpoints.contatos,
    ].map((endpoint) => [caminhoDe(endpoint), endpoint.method.toLowerCase()]);
    for (const [path, method] of expected) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      const statuses = Object.keys(doc.paths[path]![method]!.responses);
      expect(
        statuses.some((status) => status === '200' || status === '204'),
        `${path}: ${statuses.join(',')}`,
      ).toBe(true);
    }
    expect(JSON.stringify(doc.paths[caminhoDe(usuarioEndpoints.usuario)])).toContain(
      'credenciaisNaoExpiradas',
    );
    // Enveloped routes are documented wrapped.
    expect(JSON.stringify(doc.paths[caminhoDe(probes.item)])).toContain('dados');
    expect(doc.paths[OPENAPI_PATH]).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sets a CSP that forbids framing and allows the captcha vendors and VLibras', async () => {
    const response = await new TestAgent(h.app).get('/login');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://challenges.cloudflare.com');
    expect(csp).toContain('https://vlibras.gov.br');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('permission guard', () => {
  it('a tela access answers 403 without the tela permission and 401 without a session', async () => {
    const url = urlForaDoContrato(
      '/api/teste/financeiro',
      'rota só deste teste, registrada direto no Fastify com um acesso de tela para provar a guarda',
    );
    const app = await h.newApp({
      extend: (a) => {
        a.get(url, { config: { access: 'tela-situacao-financeira' } }, () => ({
          ok: true,
        }));
      },
    });
    expect((await (await login(app, DEMO.carlos)).get(url)).statusCode).toBe(200);
    const joao = await (await login(app, DEMO.joao)).get(url);
    expect(joao.statusCode).toBe(403);
    expect(joao.json()).toEqual({ mensagem: SERVER_MESSAGES.forbidden });
    expect((await new TestAgent(app).get(url)).statusCode).toBe(401);
  });
});
