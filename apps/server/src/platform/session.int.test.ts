import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_COOKIE,
  MESSAGES,
  SERVER_MESSAGES,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_DURATION_MS,
  SESSION_REMAINING_HEADER,
} from '@portal/domain';
import { sessoes } from '../db/schema/auth.js';
import { localCaptcha } from './captcha.js';
import { sha256Hex } from './clock.js';
import { TestAgent } from '../test/test-agent.js';
import { encodeLoginAuthorization } from '@portal/domain/contract/auth/basic-authorization';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { chamar, type Pedido } from '../test/contrato.js';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import {
  DEMO,
  PRODUCTION_ENV,
  QueryCounter,
  attemptLogin,
  login,
  withDemo,
  type TestHarness,
} from '../test/test-app.js';

const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const usuario = (agent: TestAgent) => chamar(agent, usuarioEndpoints.usuario);
const logout = (agent: TestAgent, pedido?: Pedido) => chamar(agent, loginEndpoints.logout, pedido);
const status = (agent: TestAgent, pedido?: Pedido) =>
  chamar(agent, parametrosEndpoints.statusManutencao, pedido);

const MINUTE = 60_000;

const sessionRow = async (agent: TestAgent) => {
  const [row] = await h.database.db
    .select()
    .from(sessoes)
    .where(eq(sessoes.tokenHash, sha256Hex(agent.sessionCookie ?? '')));
  return row;
};

describe('session cookie', () => {
  it('stores only the SHA-256 of the id, with ip, user agent and x-origin', async () => {
    const agent = await login(h.app, DEMO.maria);
    const row = await sessionRow(agent);
    expect(row).toBeDefined();
    expect(row?.tokenHash).toBe(sha256Hex(agent.sessionCookie!));
    expect(JSON.stringify(row)).not.toContain(agent.sessionCookie!);
    expect(row).toMatchObject({ origem: 'PORTAL_WEB', ip: '127.0.0.1' });
    expect(row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()).toBe(SESSION_ABSOLUTE_MS);
  });

  // Issue 9: the Secure flag follows PUBLIC_URL (forced in production), never the request's Host.
  it('is Secure when PUBLIC_URL is https, whatever the Host header says', async () => {
    const local = await attemptLogin(h.app, DEMO.roberto, DEMO_PASSWORD, new TestAgent(h.app));
    expect(local.response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();

    const app = await h.newApp({ env: { PUBLIC_URL: 'https://portal.valeverdesaude.example' } });
    const agent = new TestAgent(app);
    // Even reached as localhost (a proxy on the same machine), the cookies are Secure.
    const first = await status(agent, { headers: { host: 'localhost:3000' } });
    const csrfCookie = first.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(csrfCookie?.secure).toBe(true);
    expect(csrfCookie?.httpOnly).toBeFalsy(); // the web reads it
    const response = await chamar(agent, loginEndpoints.login, {
      body: { token: 'ok' },
      headers: { authorization: encodeLoginAuthorization(DEMO.roberto, DEMO_PASSWORD) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('is Secure in production even on plain http, unless PUBLIC_URL is http on loopback', async () => {
    const production = (publicUrl: string) =>
      h.newApp({ env: { ...PRODUCTION_ENV, PUBLIC_URL: publicUrl }, captcha: localCaptcha(false) });
    const csrfCookieOf = async (app: FastifyInstance, host: string) =>
      (await status(new TestAgent(app), { headers: { host } })).cookies.find((c) => c.name === CSRF_COOKIE);
    expect((await csrfCookieOf(await production('http://portal.example'), 'portal.example'))?.secure).toBe(
      true,
    );
    const local = await production('http://127.0.0.1:3000');
    expect((await csrfCookieOf(local, '127.0.0.1:3000'))?.secure).toBeFalsy();
  });
});

describe('GET /api/usuario', () => {
  it('answers 401 with the session-expired message without a session', async () => {
    const response = await usuario(new TestAgent(h.app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.notAuthenticated });
  });

  it('answers 401 for a forged cookie', async () => {
    const agent = new TestAgent(h.app);
    agent.cookies.set(SESSION_COOKIE, 'A'.repeat(43));
    expect((await usuario(agent)).statusCode).toBe(401);
  });

  it('costs one query (session + account + person joined), two when lastSeenAt is due', async () => {
    const agent = await login(h.app, DEMO.maria);
    const fresh = await queries.during(() => usuario(agent));
    expect(fresh).toHaveLength(1);
    h.clock.advance(2 * MINUTE);
    const due = await queries.during(() => usuario(agent));
    expect(due).toHaveLength(2);
    expect(due[1]).toMatch(/^update "sessoes" set "last_seen_at"/);
  });
});

describe('expiry', () => {
  it('expires after 30 minutes without use (idle), and deletes the row', async () => {
    const agent = await login(h.app, DEMO.maria);
    h.clock.advance(SESSION_DURATION_MS - MINUTE);
    expect((await usuario(agent)).statusCode).toBe(200);
    // Use just now moved the idle deadline: another 29 minutes are fine.
    h.clock.advance(SESSION_DURATION_MS - MINUTE);
    expect((await usuario(agent)).statusCode).toBe(200);
    const stale = agent.clone();
    h.clock.advance(SESSION_DURATION_MS);
    const expired = await usuario(agent);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ mensagem: MESSAGES.sessionExpired });
    // The cookie is cleared and an anonymous CSRF token replaces the session-bound one.
    expect(agent.sessionCookie).toBeUndefined();
    expect(agent.csrfToken).not.toBe(stale.csrfToken);
    expect(await sessionRow(stale)).toBeUndefined();
  });

  it('expires 12 hours after login however busy the member is (absolute)', async () => {
    const agent = await login(h.app, DEMO.joao);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      h.clock.advance(20 * MINUTE);
      expect((await usuario(agent)).statusCode).toBe(200);
    }
    h.clock.advance(20 * MINUTE);
    expect((await usuario(agent)).statusCode).toBe(401);
  });

  it('tells the web how long the session has left (the header the expiry warning is timed from)', async () => {
    const agent = await login(h.app, DEMO.maria);
    h.clock.advance(10 * MINUTE + 30_000);
    // A lastSeenAt write is due (≥ 1 min): the call renews the full length.
    const renewed = await usuario(agent);
    expect(renewed.headers[SESSION_REMAINING_HEADER]).toBe(String(SESSION_DURATION_MS));
    // Within the write throttle the remaining time counts down from the last written use.
    h.clock.advance(30_000);
    const counted = await usuario(agent);
    expect(counted.headers[SESSION_REMAINING_HEADER]).toBe(String(SESSION_DURATION_MS - 30_000));
    // Near the 12 h limit the absolute deadline is what is left, whatever the activity.
    let elapsed = 11 * MINUTE;
    for (; elapsed + 20 * MINUTE < SESSION_ABSOLUTE_MS - 5 * MINUTE; elapsed += 20 * MINUTE) {
      h.clock.advance(20 * MINUTE);
      await usuario(agent);
    }
    h.clock.advance(SESSION_ABSOLUTE_MS - 5 * MINUTE - elapsed);
    const sooner = Number((await usuario(agent)).headers[SESSION_REMAINING_HEADER]);
    expect(sooner).toBe(5 * MINUTE);
    // A 401 carries no remaining time.
    h.clock.advance(5 * MINUTE);
    const expired = await usuario(agent);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers[SESSION_REMAINING_HEADER]).toBeUndefined();
  });

  it('lasts TEST_SESSION_SECONDS when the (non-production) server is given it, renewed by each call', async () => {
    const short = await h.newApp({ env: { TEST_SESSION_SECONDS: '20' } });
    const agent = await login(short, DEMO.maria);
    h.clock.advance(15_000);
    const renewed = await usuario(agent);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers[SESSION_REMAINING_HEADER]).toBe('20000');
    h.clock.advance(15_000);
    expect((await usuario(agent)).statusCode).toBe(200);
    h.clock.advance(20_000);
    expect((await usuario(agent)).statusCode).toBe(401);
  });

  it('after expiry, the anonymous CSRF token issued with the 401 lets the member log in again', async () => {
    const agent = await login(h.app, DEMO.roberto);
    h.clock.advance(SESSION_DURATION_MS + MINUTE);
    expect((await usuario(agent)).statusCode).toBe(401);
    const { response } = await attemptLogin(h.app, DEMO.roberto, undefined, agent);
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('deletes the session, clears the cookie and issues an anonymous CSRF token (204)', async () => {
    const agent = await login(h.app, DEMO.maria);
    const stolen = agent.clone();
    let response!: Awaited<ReturnType<TestAgent['post']>>;
    const statements = await queries.during(async () => {
      response = await logout(agent);
    });
    expect(response.statusCode).toBe(204);
    // The session read, then its delete with the LOGOUT audit row in one statement.
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/^with junto as \(delete from "sessoes"[\s\S]*\) insert into "auditoria"/);
    expect(response.body).toBe('');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(agent.sessionCookie).toBeUndefined();
    expect(agent.csrfToken).toBeTruthy();
    expect(agent.csrfToken).not.toBe(stolen.csrfToken);
    expect(await sessionRow(stolen)).toBeUndefined();
    // The old cookie is dead everywhere.
    expect((await usuario(stolen)).statusCode).toBe(401);
    expect((await usuario(agent)).statusCode).toBe(401);
  });

  it('is idempotent without a session (204)', async () => {
    const agent = new TestAgent(h.app);
    await status(agent);
    expect((await logout(agent)).statusCode).toBe(204);
  });

  it('needs the CSRF token (403)', async () => {
    const agent = await login(h.app, DEMO.maria);
    const response = await logout(agent, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.csrfInvalid });
    expect((await usuario(agent)).statusCode).toBe(200);
  });
});

describe('expired credentials', () => {
  it('may read /usuario and log out, and gets 403 with the spec message elsewhere', async () => {
    const agent = await login(h.app, DEMO.fernanda);
    const proprio = await usuario(agent);
    expect(proprio.statusCode).toBe(200);
    expect(proprio.json()).toMatchObject({ credenciaisNaoExpiradas: false });
    for (const call of [
      () => chamar(agent, usuarioEndpoints.chatbot),
      () => chamar(agent, parametrosEndpoints.restritos, { query: { nome: 'EXTENSOES_PERMITIDAS' } }),
      () => chamar(agent, usuarioEndpoints.utilizacaoRecurso, { body: { recurso: 'ACESSO_PORTAL' } }),
      () => chamar(agent, usuarioEndpoints.tokenAcesso),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ mensagem: MESSAGES.expiredPassword });
    }
    expect((await logout(agent)).statusCode).toBe(204);
  });
});
