import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, SESSION_COOKIE } from '@portal/domain';
import { encodeLoginAuthorization, toBase64 } from '@portal/domain/contract/auth/basic-authorization';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { usuarioEndpoints, usuarioSchema } from '@portal/domain/contract/auth/usuario';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { auditoria } from '../../db/schema/audit.js';
import { tentativasLogin } from '../../db/schema/auth.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { chamar } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, QueryCounter, attemptLogin, login, withDemo, type TestHarness } from '../../test/test-app.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const FIFTEEN_MINUTES = 15 * 60_000;

describe('POST /api/login', () => {
  it('signs Maria in and answers the usuario shape with every permission', async () => {
    const { agent, response } = await attemptLogin(h.app, DEMO.maria);
    expect(response.statusCode).toBe(200);
    const usuario = usuarioSchema.parse(response.json());
    expect(usuario).toMatchObject({
      nomeCompleto: 'Maria Aparecida Souza',
      nomeSocial: null,
      nrCpf: DEMO.maria,
      credenciaisNaoExpiradas: true,
    });
    expect(usuario.permissionamento.tela).toContain('tela-meus-dados');
    expect(usuario.permissionamento.funcao).toContain('funcao-cancelar-contrato');
    const sessionCookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie?.value).toMatch(/^[\w-]{43}$/);
    expect(agent.csrfToken).toBeTruthy();
  });

  it('answers the social name for Roberto and the financial-only permissions for Carlos', async () => {
    const roberto = (await attemptLogin(h.app, DEMO.roberto)).response.json<{ nomeSocial: string }>();
    expect(roberto.nomeSocial).toBe('Roberta Lima');
    const carlos = usuarioSchema.parse((await attemptLogin(h.app, DEMO.carlos)).response.json());
    expect(carlos.permissionamento.tela).toContain('tela-situacao-financeira');
    expect(carlos.permissionamento.tela).toContain('tela-contatos');
    expect(carlos.permissionamento.tela).not.toContain('tela-meus-dados');
    const joao = usuarioSchema.parse((await attemptLogin(h.app, DEMO.joao)).response.json());
    expect(joao.permissionamento.tela).toContain('tela-meus-dados');
    expect(joao.permissionamento.tela).not.toContain('tela-situacao-financeira');
    expect(joao.permissionamento.menu).not.toContain('menu-reembolso');
  });

  it('refuses a wrong password with 401 and the server message', async () => {
    const { response } = await attemptLogin(h.app, DEMO.roberto, 'Errada@2026');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.invalidCredentials });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('answers an unknown CPF exactly like a wrong password (no enumeration)', async () => {
    const known = (await attemptLogin(h.app, DEMO.joao, 'Errada@2026')).response;
    // A valid CPF that belongs to nobody, and Ana's, who is a beneficiary without an account.
    for (const cpf of ['52998224725', DEMO.ana]) {
      const unknown = (await attemptLogin(h.app, cpf, 'Errada@2026')).response;
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    }
  });

  it('spends similar time on an unknown CPF as on a wrong password (dummy argon2id verification)', async () => {
    const timed = async (cpf: string): Promise<number> => {
      const start = performance.now();
      await attemptLogin(h.app, cpf, 'Errada@2026');
      return performance.now() - start;
    };
    // Fresh CPFs and a moved clock keep the per-account limit (which skips argon2) out of the way.
    h.clock.advance(FIFTEEN_MINUTES + 1000);
    await attemptLogin(h.app, '16899535009', 'Errada@2026'); // warm-up: builds the dummy hash once
    // Each pair runs back to back, so a busy machine (CI's two cores under other test files) slows both sides
    // of a pair alike; the median of the pairs' ratios ignores the pair a burst of load fell on.
    const ratios: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wrong = await timed(DEMO.carlos);
      const unknown = await timed('86288366757');
      ratios.push(unknown / wrong);
    }
    const ratio = ratios.sort((a, b) => a - b)[2]!;
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    h.clock.advance(FIFTEEN_MINUTES + 1000);
  });

  it('lets an account with expired credentials in, flagged credenciaisNaoExpiradas=false', async () => {
    const { response } = await attemptLogin(h.app, DEMO.fernanda);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nrCpf: DEMO.fernanda, credenciaisNaoExpiradas: false });
  });

  it('refuses Lucas, who has no portal account yet', async () => {
    const { response } = await attemptLogin(h.app, DEMO.lucas);
    expect(response.statusCode).toBe(401);
  });

  describe('bad input', () => {
    const post = async (authorization: string | undefined, payload: unknown = { token: 'ok' }) => {
      const agent = new TestAgent(h.app);
      await chamar(agent, parametrosEndpoints.statusManutencao);
      return chamar(agent, loginEndpoints.login, {
        body: payload,
        headers: authorization ? { authorization } : {},
      });
    };

    it.each([
      ['no header', undefined],
      ['another scheme', `Bearer ${toBase64('x')}`],
      ['not base64', 'Basic %%%'],
      ['no separator', `Basic ${toBase64(toBase64(DEMO.maria))}`],
      ['empty password', `Basic ${toBase64(`${toBase64(DEMO.maria)}:`)}`],
      ['password too long', encodeLoginAuthorization(DEMO.maria, 'x'.repeat(300))],
    ])('answers 400 in Portuguese for a malformed header (%s)', async (_name, header) => {
      const response = await post(header);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.invalidRequest });
    });

    it.each(['11111111111', '39053344700', 'abc', '390.533.447-05'])(
      'answers 400 CPF inválido for %s (spec §5: 11 digits, valid check digits)',
      async (cpf) => {
        const response = await post(encodeLoginAuthorization(cpf, DEMO_PASSWORD));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ mensagem: MESSAGES.invalidCpf });
      },
    );

    it('answers 400 with the field when the bot-check token is missing', async () => {
      const response = await post(encodeLoginAuthorization(DEMO.maria, DEMO_PASSWORD), {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ mensagem: MESSAGES.required, campos: { token: MESSAGES.required } });
    });

    it('answers 400 Requisição inválida for a body of the wrong type', async () => {
      const response = await post(encodeLoginAuthorization(DEMO.maria, DEMO_PASSWORD), { token: 42 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        mensagem: SERVER_MESSAGES.invalidRequest,
        campos: { token: SERVER_MESSAGES.invalidRequest },
      });
    });
  });

  it('needs the CSRF token (403)', async () => {
    const agent = new TestAgent(h.app);
    await chamar(agent, parametrosEndpoints.statusManutencao);
    const response = await chamar(agent, loginEndpoints.login, {
      body: { token: 'ok' },
      csrf: false,
      headers: { authorization: encodeLoginAuthorization(DEMO.maria, DEMO_PASSWORD) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.csrfInvalid });
  });

  it('rejects a refused bot-check with 400 before looking at the password', async () => {
    const app = await h.newApp({ env: { CAPTCHA_LOCAL_REJECT: 'true' } });
    const before = await h.database.db.select().from(tentativasLogin);
    const { response } = await attemptLogin(app, DEMO.maria);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.captchaRejected });
    expect(await h.database.db.select().from(tentativasLogin)).toHaveLength(before.length);
  });

  it('rotates the session id at login: the previous cookie stops working', async () => {
    const first = await login(h.app, DEMO.maria);
    const oldCookie = first.sessionCookie;
    const stale = first.clone();
    const { response } = await attemptLogin(h.app, DEMO.maria, DEMO_PASSWORD, first);
    expect(response.statusCode).toBe(200);
    expect(first.sessionCookie).toBeTruthy();
    expect(first.sessionCookie).not.toBe(oldCookie);
    expect((await chamar(first, usuarioEndpoints.usuario)).statusCode).toBe(200);
    expect((await chamar(stale, usuarioEndpoints.usuario)).statusCode).toBe(401);
  });

  it('signs in with four statements: the per-IP count, the attempt with the account, the device, then session, attempt and audit together', async () => {
    const agent = new TestAgent(h.app);
    await chamar(agent, parametrosEndpoints.statusManutencao);
    const queries = await counter.during(() => attemptLogin(h.app, DEMO.joao, DEMO_PASSWORD, agent));
    expect(queries).toHaveLength(4);
    expect(queries[0]).toMatch(/^insert into "limites_taxa"/);
    expect(queries[1]).toMatch(/from portal_contar_tentativa_login\(.*left join "pessoas"/s);
    // The device (issue 42): one upsert, whose id the session row carries.
    expect(queries[2]).toMatch(/^insert into "dispositivos".*on conflict/s);
    expect(queries[3]).toMatch(
      /^with junto as \(update "tentativas_login" set "sucesso"[\s\S]*junto2 as \(insert into "sessoes"[\s\S]*\) insert into "auditoria"/,
    );
    // What the one statement wrote: the attempt a success, the session usable, the LOGIN row.
    const [attempt] = await h.database.db
      .select({ sucesso: tentativasLogin.sucesso })
      .from(tentativasLogin)
      .orderBy(desc(tentativasLogin.id))
      .limit(1);
    expect(attempt?.sucesso).toBe(true);
    expect((await chamar(agent, usuarioEndpoints.usuario)).statusCode).toBe(200);
  });

  it('writes audit rows for success and failure without secrets or content', async () => {
    const { agent } = await attemptLogin(h.app, DEMO.roberto);
    await attemptLogin(h.app, DEMO.roberto, 'Errada@2026');
    const rows = await h.database.db.select().from(auditoria).where(eq(auditoria.ip, '127.0.0.1'));
    const actions = rows.map((r) => r.acao);
    expect(actions).toContain('LOGIN');
    expect(actions).toContain('LOGIN_FALHA');
    const success = rows.filter((r) => r.acao === 'LOGIN').at(-1);
    expect(success).toMatchObject({ origem: 'PORTAL_WEB', resultado: 'SUCESSO' });
    expect(success?.contaId).toBeTypeOf('number');
    expect(success?.pessoaId).toBeTypeOf('number');
    const dump = JSON.stringify(rows);
    for (const secret of [
      DEMO_PASSWORD,
      'Errada@2026',
      DEMO.roberto,
      agent.sessionCookie!,
      agent.csrfToken!,
    ]) {
      expect(dump).not.toContain(secret);
    }
  });
});

describe('login throttling per IP (per CPF: login-desafio.int.test.ts)', () => {
  it('limits login calls per IP address (429 in Portuguese), whatever the CPF', async () => {
    const app = await h.newApp({ env: { LOGIN_MAX_PER_IP: '3' } });
    const from = (remoteAddress: string) => async (cpf: string) => {
      const agent = new TestAgent(app);
      await chamar(agent, parametrosEndpoints.statusManutencao, { remoteAddress });
      return chamar(agent, loginEndpoints.login, {
        body: { token: 'ok' },
        remoteAddress,
        headers: { authorization: encodeLoginAuthorization(cpf, 'Errada@2026') },
      });
    };
    const attacker = from('203.0.113.7');
    for (const cpf of [DEMO.maria, DEMO.roberto, DEMO.carlos])
      expect((await attacker(cpf)).statusCode).toBe(401);
    const limited = await attacker(DEMO.fernanda);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ mensagem: SERVER_MESSAGES.tooManyAttempts });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await from('203.0.113.8')(DEMO.fernanda)).statusCode).toBe(401);
  });

  // Issue 9: with TRUST_PROXY=true, 40 of 40 attempts with a made-up X-Forwarded-For each passed.
  it.each([
    ['the proxy addresses', '10.0.0.1'],
    ['a hop count', '1'],
  ])(
    'behind a proxy named by %s, a spoofed X-Forwarded-For does not skip the per-IP limit',
    async (_l, proxy) => {
      const app = await h.newApp({ env: { LOGIN_MAX_PER_IP: '3', TRUST_PROXY: proxy } });
      // The client forges the first entry; the proxy (10.0.0.1) appends the address it really saw. One client
      // address per case: the count is in the database, shared by every app of this file.
      const client = proxy === '1' ? '198.51.100.21' : '198.51.100.20';
      const attempt = async (spoofed: string, cpf: string) => {
        const options = {
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
        };
        const agent = new TestAgent(app);
        await chamar(agent, parametrosEndpoints.statusManutencao, options);
        return chamar(agent, loginEndpoints.login, {
          body: { token: 'ok' },
          ...options,
          headers: { ...options.headers, authorization: encodeLoginAuthorization(cpf, 'Errada@2026') },
        });
      };
      const cpfs = [DEMO.maria, DEMO.roberto, DEMO.carlos];
      for (const [i, cpf] of cpfs.entries())
        expect((await attempt(`192.0.2.${i + 1}`, cpf)).statusCode).toBe(401);
      expect((await attempt('192.0.2.99', DEMO.fernanda)).statusCode).toBe(429);
    },
  );

  // Issue 18: the count lives in the database, so instances behind one load balancer share it.
  it('counts an address across instances: three logins on two instances use up a limit of three', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => h.newApp({ env: { LOGIN_MAX_PER_IP: '3' } })));
    const remoteAddress = '203.0.113.40';
    const attempt = async (app: typeof a, cpf: string) => {
      const agent = new TestAgent(app!);
      await chamar(agent, parametrosEndpoints.statusManutencao, { remoteAddress });
      return chamar(agent, loginEndpoints.login, {
        body: { token: 'ok' },
        remoteAddress,
        headers: { authorization: encodeLoginAuthorization(cpf, 'Errada@2026') },
      });
    };
    expect((await attempt(a, DEMO.maria)).statusCode).toBe(401);
    expect((await attempt(b, DEMO.roberto)).statusCode).toBe(401);
    expect((await attempt(a, DEMO.carlos)).statusCode).toBe(401);
    expect((await attempt(b, DEMO.fernanda)).statusCode).toBe(429);
    expect((await attempt(a, DEMO.fernanda)).statusCode).toBe(429);
  });

  it('lets exactly the limit through when a burst arrives on two instances at once', async () => {
    const apps = await Promise.all([0, 1].map(() => h.newApp({ env: { LOGIN_MAX_PER_IP: '5' } })));
    const remoteAddress = '203.0.113.41';
    const agents = await Promise.all(
      apps.map(async (app) => {
        const agent = new TestAgent(app);
        await chamar(agent, parametrosEndpoints.statusManutencao, { remoteAddress });
        return agent;
      }),
    );
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        chamar(agents[i % 2]!, loginEndpoints.login, {
          body: { token: 'ok' },
          remoteAddress,
          headers: { authorization: encodeLoginAuthorization(DEMO.roberto, 'Errada@2026') },
        }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
