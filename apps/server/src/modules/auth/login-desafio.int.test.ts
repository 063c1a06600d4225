// Failed logins per CPF (issue 9, docs/decisions/0011): past the limit the visible bot-check and a pause,
// never a lockout of the right password; counted atomically, so simultaneous guesses cannot slip past.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain';
import { loginEndpoints, type LoginErro } from '@portal/domain/contract/auth/login';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { encodeLoginAuthorization } from '@portal/domain/contract/auth/basic-authorization';
import type { FastifyInstance } from 'fastify';
import { tentativasLogin } from '../../db/schema/auth.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { chamar } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, TEST_SESSION_SECRET, withDemo, type TestHarness } from '../../test/test-app.js';
import { cpfAttemptKey } from './login.service.js';

const WRONG = 'Errada@2026';
/** A valid CPF of nobody in the seed. */
const NOBODY = '52998224725';
const LIMIT = 5;

// One database for the file: every test works on its own CPF.
const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

/** One login as the web sends it; `desafio` is the visible bot-check's token. */
async function tryLogin(app: FastifyInstance, cpf: string, password: string, desafio?: string) {
  const agent = new TestAgent(app);
  await chamar(agent, parametrosEndpoints.statusManutencao);
  return chamar(agent, loginEndpoints.login, {
    body: { token: 'invisivel-ok', ...(desafio ? { desafio } : {}) },
    headers: { authorization: encodeLoginAuthorization(cpf, password) },
  });
}

async function failTimes(cpf: string, n: number): Promise<LoginErro[]> {
  const bodies: LoginErro[] = [];
  for (let i = 0; i < n; i += 1) {
    const response = await tryLogin(h.app, cpf, WRONG);
    expect(response.statusCode).toBe(401);
    bodies.push(response.json<LoginErro>());
  }
  return bodies;
}

const attemptsOf = (cpf: string) =>
  h.database.db
    .select()
    .from(tentativasLogin)
    .where(and(eq(tentativasLogin.cpfHash, cpfAttemptKey(TEST_SESSION_SECRET, cpf))));

describe('failed logins for one CPF', () => {
  it(`asks for the visible bot-check after ${LIMIT} failures and never locks the right password out`, async () => {
    const bodies = await failTimes(DEMO.joao, LIMIT);
    expect(bodies.slice(0, LIMIT - 1)).toEqual(
      Array(LIMIT - 1).fill({ mensagem: SERVER_MESSAGES.invalidCredentials }),
    );
    // The failure that reaches the limit already tells the client to show the bot-check.
    expect(bodies[LIMIT - 1]).toEqual({ mensagem: SERVER_MESSAGES.invalidCredentials, exigeDesafio: true });

    // Without it, the password is not even looked at (nothing is counted either).
    const withoutChallenge = await tryLogin(h.app, DEMO.joao, DEMO_PASSWORD);
    expect(withoutChallenge.statusCode).toBe(401);
    expect(withoutChallenge.json()).toEqual({
      mensagem: SERVER_MESSAGES.botCheckRequired,
      exigeDesafio: true,
    });
    expect(await attemptsOf(DEMO.joao)).toHaveLength(LIMIT);

    // The count lives in the database: another instance asks too.
    const other = await h.newApp();
    expect((await tryLogin(other, DEMO.joao, DEMO_PASSWORD)).json()).toMatchObject({ exigeDesafio: true });

    // A wrong password with the bot-check keeps asking; the right one signs the member in at once.
    expect((await tryLogin(h.app, DEMO.joao, WRONG, 'visivel-ok')).json()).toEqual({
      mensagem: SERVER_MESSAGES.invalidCredentials,
      exigeDesafio: true,
    });
    expect((await tryLogin(h.app, DEMO.joao, DEMO_PASSWORD, 'visivel-ok')).statusCode).toBe(200);

    // A success starts the count again.
    expect((await tryLogin(h.app, DEMO.joao, WRONG)).json()).toEqual({
      mensagem: SERVER_MESSAGES.invalidCredentials,
    });
  });

  it('checks the visible bot-check token with the provider', async () => {
    const app = await h.newApp({
      captcha: { name: 'local', verify: (token) => Promise.resolve(token !== 'robo') },
    });
    await failTimes(DEMO.carlos, LIMIT);
    const refused = await tryLogin(app, DEMO.carlos, DEMO_PASSWORD, 'robo');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ mensagem: SERVER_MESSAGES.captchaRejected });
    expect((await tryLogin(app, DEMO.carlos, DEMO_PASSWORD, 'humano')).statusCode).toBe(200);
  });

  it('slows down the attempts made under the visible bot-check', async () => {
    const slow = await h.newApp({ env: { LOGIN_CHALLENGE_DELAY_MS: '1500' } });
    const timed = async (password: string, desafio?: string) => {
      const started = performance.now();
      const response = await tryLogin(slow, DEMO.maria, password, desafio);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    await failTimes(DEMO.maria, LIMIT);
    const challenged = await timed(DEMO_PASSWORD, 'visivel-ok');
    expect(challenged.status).toBe(200);
    expect(challenged.ms).toBeGreaterThanOrEqual(1500);
  });

  it('forgets failures older than the window', async () => {
    await failTimes(DEMO.fernanda, LIMIT);
    h.clock.advance(15 * 60_000 + 1000);
    expect((await tryLogin(h.app, DEMO.fernanda, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('treats an unknown CPF the same way (no enumeration through the count)', async () => {
    const bodies = await failTimes(NOBODY, LIMIT);
    expect(bodies[LIMIT - 1]).toEqual({ mensagem: SERVER_MESSAGES.invalidCredentials, exigeDesafio: true });
    expect((await tryLogin(h.app, NOBODY, WRONG)).json()).toEqual({
      mensagem: SERVER_MESSAGES.botCheckRequired,
      exigeDesafio: true,
    });
  });

  it(`compares only ${LIMIT} of 20 simultaneous guesses without the visible bot-check`, async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => tryLogin(h.app, DEMO.roberto, WRONG)));
    const bodies = answers.map((a) => a.json<LoginErro>());
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    expect(bodies.filter((b) => b.mensagem === SERVER_MESSAGES.invalidCredentials)).toHaveLength(LIMIT);
    expect(bodies.filter((b) => b.mensagem === SERVER_MESSAGES.botCheckRequired)).toHaveLength(20 - LIMIT);
    expect(await attemptsOf(DEMO.roberto)).toHaveLength(LIMIT);
  });
});
