import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SESSION_COOKIE } from '@portal/domain';
import { loginTokenResponseSchema, loginEndpoints } from '@portal/domain/contract/auth/login';
import { toBase64 } from '@portal/domain/contract/auth/basic-authorization';
import { tokenAcessoResponseSchema, usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { auditoria } from '../../db/schema/audit.js';
import { tokensAcesso } from '../../db/schema/auth.js';
import { sha256Hex } from '../../platform/clock.js';
import { chamar } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, withDemo, login, type TestHarness } from '../../test/test-app.js';
import { ACCESS_TOKEN_TTL_MS, navigationPath } from './token-login.service.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const mint = async (cpf: string): Promise<string> => {
  const app = await login(h.app, cpf);
  const response = await chamar(app, usuarioEndpoints.tokenAcesso);
  expect(response.statusCode).toBe(200);
  return tokenAcessoResponseSchema.parse(response.json()).token;
};

const exchange = async (token: string, body: unknown = { caminho: '/meu-plano', parametros: {} }) => {
  const agent = new TestAgent(h.app);
  await chamar(agent, parametrosEndpoints.statusManutencao);
  const response = await chamar(agent, loginEndpoints.loginToken, {
    body,
    headers: { authorization: `Basic ${toBase64(token)}` },
  });
  return { agent, response };
};

describe('POST /api/usuario/token-acesso', () => {
  it('mints a one-time token valid for 5 minutes, stored only as its hash, and audits it', async () => {
    const agent = await login(h.app, DEMO.maria);
    const response = await chamar(agent, usuarioEndpoints.tokenAcesso);
    expect(response.statusCode).toBe(200);
    const { token, expiraEm } = tokenAcessoResponseSchema.parse(response.json());
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(new Date(expiraEm).getTime() - h.clock().getTime()).toBe(ACCESS_TOKEN_TTL_MS);
    const [row] = await h.database.db
      .select()
      .from(tokensAcesso)
      .where(eq(tokensAcesso.tokenHash, sha256Hex(token)));
    expect(row?.usedAt).toBeNull();
    expect(JSON.stringify(await h.database.db.select().from(tokensAcesso))).not.toContain(token);
    const audits = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'TOKEN_ACESSO_EMITIDO'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    const anonymous = new TestAgent(h.app);
    await chamar(anonymous, parametrosEndpoints.statusManutencao);
    expect((await chamar(anonymous, usuarioEndpoints.tokenAcesso)).statusCode).toBe(401);
    const agent = await login(h.app, DEMO.maria);
    expect((await chamar(agent, usuarioEndpoints.tokenAcesso, { csrf: false })).statusCode).toBe(403);
  });
});

describe('POST /api/login/token', () => {
  it('opens a session for the token owner and answers the user and the safe path', async () => {
    const token = await mint(DEMO.maria);
    const { agent, response } = await exchange(token, {
      caminho: '/faixa-etaria/100001',
      parametros: { acessoInternoApp: 'true', token, redirect: 'https://evil.example', anoBase: '2025' },
    });
    expect(response.statusCode).toBe(200);
    const body = loginTokenResponseSchema.parse(response.json());
    expect(body.usuario.nrCpf).toBe(DEMO.maria);
    expect(body.caminho).toBe('/faixa-etaria/100001?acessoInternoApp=true&anoBase=2025');
    expect(agent.sessionCookie).toBeTruthy();
    expect((await chamar(agent, usuarioEndpoints.usuario)).json()).toMatchObject({ nrCpf: DEMO.maria });
    const audits = await h.database.db.select().from(auditoria).where(eq(auditoria.acao, 'LOGIN_TOKEN'));
    expect(audits).toHaveLength(1);
  });

  it('rotates an existing session of the browser', async () => {
    const agent = await login(h.app, DEMO.roberto);
    const before = agent.sessionCookie;
    const token = await mint(DEMO.maria);
    const response = await chamar(agent, loginEndpoints.loginToken, {
      body: { caminho: '/', parametros: {} },
      headers: { authorization: `Basic ${toBase64(token)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).not.toBe(before);
    expect((await chamar(agent, usuarioEndpoints.usuario)).json()).toMatchObject({ nrCpf: DEMO.maria });
  });

  it('accepts a token once only', async () => {
    const token = await mint(DEMO.joao);
    expect((await exchange(token)).response.statusCode).toBe(200);
    const again = (await exchange(token)).response;
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ mensagem: SERVER_MESSAGES.invalidAccessToken });
  });

  it('refuses a token older than 5 minutes', async () => {
    const token = await mint(DEMO.joao);
    h.clock.advance(ACCESS_TOKEN_TTL_MS);
    const response = (await exchange(token)).response;
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.invalidAccessToken });
  });

  it('refuses an unknown token (401) and audits the failure', async () => {
    const response = (await exchange('x'.repeat(43))).response;
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.invalidAccessToken });
    const audits = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'LOGIN_TOKEN_FALHA'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('answers 400 for a missing header or an unsafe path, without spending the token', async () => {
    const token = await mint(DEMO.maria);
    const agent = new TestAgent(h.app);
    await chamar(agent, parametrosEndpoints.statusManutencao);
    const noHeader = await chamar(agent, loginEndpoints.loginToken, {
      body: { caminho: '/', parametros: {} },
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toEqual({ mensagem: SERVER_MESSAGES.invalidRequest });
    for (const caminho of ['//evil.example', 'https://evil.example', '/\\evil.example', 'meu-plano']) {
      const response = (await exchange(token, { caminho, parametros: {} })).response;
      expect(response.statusCode, caminho).toBe(400);
    }
    const badBody = (await exchange(token, { parametros: {} })).response;
    expect(badBody.statusCode).toBe(400);
    expect((await exchange(token)).response.statusCode).toBe(200);
  });

  it('needs the CSRF token (403)', async () => {
    const token = await mint(DEMO.maria);
    const agent = new TestAgent(h.app);
    await chamar(agent, parametrosEndpoints.statusManutencao);
    const response = await chamar(agent, loginEndpoints.loginToken, {
      body: { caminho: '/', parametros: {} },
      csrf: false,
      headers: { authorization: `Basic ${toBase64(token)}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('navigationPath', () => {
  it('keeps the path and only whitelisted parameters, in whitelist order', () => {
    expect(
      navigationPath('/meu-plano/100001?x=1#frag', { codigoPlano: '1', x: '2', acessoInternoApp: 'true' }),
    ).toBe('/meu-plano/100001?acessoInternoApp=true&codigoPlano=1');
    expect(navigationPath('/', {})).toBe('/');
    expect(navigationPath('/a b', { cpfPessoaSelecionada: '390 533' })).toBe(
      '/a b?cpfPessoaSelecionada=390+533',
    );
  });

  it.each(['', 'relativo', '//host', '/\\host', 'http://host/', '/\u0000x'])('refuses %j', (caminho) => {
    expect(navigationPath(caminho, {})).toBeNull();
  });
});
