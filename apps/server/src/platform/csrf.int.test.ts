import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SERVER_MESSAGES } from '@portal/domain';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { chamar, urlDe, type Pedido } from '../test/contrato.js';
import { TestAgent } from '../test/test-agent.js';
import { DEMO, login, withDemo, type TestHarness } from '../test/test-app.js';
import { CSRF_SECRET_COOKIE } from './csrf.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const refused = { mensagem: SERVER_MESSAGES.csrfInvalid };
const usage = { recurso: 'ACESSO_PORTAL' };
const status = (agent: TestAgent) => chamar(agent, parametrosEndpoints.statusManutencao);
const registrarUso = (agent: TestAgent, pedido: Pick<Pedido, 'csrf'> = {}) =>
  chamar(agent, usuarioEndpoints.utilizacaoRecurso, { body: usage, ...pedido });

describe('CSRF (signed double submit bound to the session)', () => {
  it('hands out a JS-readable token and an HttpOnly signed secret on the first call', async () => {
    const response = await status(new TestAgent(h.app));
    const token = response.cookies.find((c) => c.name === CSRF_COOKIE);
    const secret = response.cookies.find((c) => c.name === CSRF_SECRET_COOKIE);
    expect(token?.value).toBeTruthy();
    expect(token?.httpOnly).toBeFalsy();
    expect(token).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(secret).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('does not hand out a new token while the client holds one', async () => {
    const agent = new TestAgent(h.app);
    await status(agent);
    const again = await status(agent);
    expect(again.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
  });

  it('refuses a non-GET call without the header (403) and sends a fresh token for a retry', async () => {
    const agent = await login(h.app, DEMO.maria);
    const response = await registrarUso(agent, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
    expect(response.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toBeTruthy();
    expect((await registrarUso(agent)).statusCode).toBe(204);
  });

  it('refuses a header that does not match (403)', async () => {
    const agent = await login(h.app, DEMO.maria);
    const response = await registrarUso(agent, { csrf: 'forjado' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  it("refuses another session's token: tokens are bound to the session", async () => {
    const maria = await login(h.app, DEMO.maria);
    const roberto = await login(h.app, DEMO.roberto);
    const response = await registrarUso(maria, { csrf: roberto.csrfToken! });
    expect(response.statusCode).toBe(403);
  });

  it('invalidates the anonymous token at login: the login answer carries the new one', async () => {
    const agent = new TestAgent(h.app);
    await status(agent);
    const anonymous = agent.csrfToken!;
    const signedIn = await login(h.app, DEMO.joao);
    // Same browser secret, anonymous binding: refused once a session exists.
    const replay = signedIn.clone();
    const response = await registrarUso(replay, { csrf: anonymous });
    expect(response.statusCode).toBe(403);
    expect((await registrarUso(signedIn)).statusCode).toBe(204);
  });

  it('lets GET, HEAD and OPTIONS through without a token', async () => {
    const agent = await login(h.app, DEMO.maria);
    expect((await chamar(agent, usuarioEndpoints.usuario)).statusCode).toBe(200);
    const head = await h.app.inject({
      method: 'HEAD',
      url: urlDe(parametrosEndpoints.statusManutencao),
      headers: { 'x-origin': 'PORTAL_WEB' },
    });
    expect(head.statusCode).toBe(200);
  });
});
