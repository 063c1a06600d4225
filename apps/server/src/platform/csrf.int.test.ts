import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SERVER_MESSAGES } from '@portal/domain';
import { TestAgent } from '../test/test-agent.js';
import { DEMO, createTestHarness, login, type TestHarness } from '../test/test-app.js';
import { CSRF_SECRET_COOKIE } from './csrf.js';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const refused = { mensagem: SERVER_MESSAGES.csrfInvalid };
const usage = { recurso: 'ACESSO_PORTAL' };

describe('CSRF (signed double submit bound to the session)', () => {
  it('hands out a JS-readable token and an HttpOnly signed secret on the first call', async () => {
    const response = await new TestAgent(h.app).get('/api/bemmais/status');
    const token = response.cookies.find((c) => c.name === CSRF_COOKIE);
    const secret = response.cookies.find((c) => c.name === CSRF_SECRET_COOKIE);
    expect(token?.value).toBeTruthy();
    expect(token?.httpOnly).toBeFalsy();
    expect(token).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(secret).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('does not hand out a new token while the client holds one', async () => {
    const agent = new TestAgent(h.app);
    await agent.get('/api/bemmais/status');
    const again = await agent.get('/api/bemmais/status');
    expect(again.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
  });

  it('refuses a non-GET call without the header (403) and sends a fresh token for a retry', async () => {
    const agent = await login(h.app, DEMO.maria);
    const response = await agent.post('/api/usuario/utilizacao-recurso', usage, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
    expect(response.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toBeTruthy();
    expect((await agent.post('/api/usuario/utilizacao-recurso', usage)).statusCode).toBe(204);
  });

  it('refuses a header that does not match (403)', async () => {
    const agent = await login(h.app, DEMO.maria);
    const response = await agent.post('/api/usuario/utilizacao-recurso', usage, { csrf: 'forjado' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  it("refuses another session's token: tokens are bound to the session", async () => {
    const maria = await login(h.app, DEMO.maria);
    const roberto = await login(h.app, DEMO.roberto);
    const response = await maria.post('/api/usuario/utilizacao-recurso', usage, { csrf: roberto.csrfToken! });
    expect(response.statusCode).toBe(403);
  });

  it('invalidates the anonymous token at login: the login answer carries the new one', async () => {
    const agent = new TestAgent(h.app);
    await agent.get('/api/bemmais/status');
    const anonymous = agent.csrfToken!;
    const signedIn = await login(h.app, DEMO.joao);
    // Same browser secret, anonymous binding: refused once a session exists.
    const replay = signedIn.clone();
    const response = await replay.post('/api/usuario/utilizacao-recurso', usage, { csrf: anonymous });
    expect(response.statusCode).toBe(403);
    expect((await signedIn.post('/api/usuario/utilizacao-recurso', usage)).statusCode).toBe(204);
  });

  it('lets GET, HEAD and OPTIONS through without a token', async () => {
    const agent = await login(h.app, DEMO.maria);
    expect((await agent.get('/api/usuario')).statusCode).toBe(200);
    const head = await h.app.inject({
      method: 'HEAD',
      url: '/api/bemmais/status',
      headers: { 'x-origin': 'PORTAL_WEB' },
    });
    expect(head.statusCode).toBe(200);
  });
});
