// GET /api/senha/politica, PUT /api/senha/validar and PUT /api/senha/alterar (also with an expired password).
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { type Usuario, usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { type ValidarSenhaResponse, senhaEndpoints } from '@portal/domain/contract/auth/senha';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { chamar } from '../../test/contrato.js';
import { nthOutboxMessage } from '../../test/mailbox.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, attemptLogin, withDemo, login, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

describe('GET /api/senha/politica', () => {
  it('publishes the bounds, the class settings and the items', async () => {
    const response = await chamar(new TestAgent(h.app), senhaEndpoints.politica);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_PASSWORD_POLICY);
    expect(DEFAULT_PASSWORD_POLICY.itens.map((i) => i.funcaoValidadora)).toContain('SENHA_COMUM');
  });
});

describe('PUT /api/senha/validar', () => {
  const validar = async (agent: TestAgent, body: unknown) => {
    if (!agent.csrfToken) await chamar(agent, senhaEndpoints.politica);
    const response = await chamar(agent, senhaEndpoints.validar, { body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ValidarSenhaResponse>();
  };
  const failing = (r: ValidarSenhaResponse) =>
    r.itens.filter((i) => !i.valido).map((i) => i.funcaoValidadora);

  it('marks each item as met or not', async () => {
    const agent = new TestAgent(h.app);
    const weak = await validar(agent, { senha: 'abc' });
    expect(weak.valido).toBe(false);
    expect(failing(weak)).toEqual(['TAMANHO', 'LETRA_MAIUSCULA', 'NUMERO', 'CARACTERE_ESPECIAL']);
    expect(weak.mensagem).toBe('8 a 64 caracteres');
    const common = await validar(agent, { senha: 'Senha@123' });
    expect(failing(common)).toEqual(['SENHA_COMUM']);
    expect(common.mensagem).toBe(SERVER_MESSAGES.commonPassword);
    expect(await validar(agent, { senha: 'Vale#Verde2026x' })).toMatchObject({
      valido: true,
      mensagem: null,
    });
  });

  it("checks the CPF given, and with a session the member's own CPF and birth date", async () => {
    const anonymous = await validar(new TestAgent(h.app), { senha: 'Xx#39053344705', cpf: DEMO.maria });
    expect(failing(anonymous)).toEqual(['DADOS_PESSOAIS']);
    const maria = await login(h.app, DEMO.maria);
    const birth = await validar(maria, { senha: 'Maria#23091978' });
    expect(failing(birth)).toEqual(['DADOS_PESSOAIS']);
    expect(birth.mensagem).toBe(SERVER_MESSAGES.personalDataPassword);
  });
});

describe('PUT /api/senha/alterar', () => {
  it('needs a session', async () => {
    const agent = new TestAgent(h.app);
    await chamar(agent, senhaEndpoints.politica);
    const response = await chamar(agent, senhaEndpoints.alterar, {
      body: { antiga: DEMO_PASSWORD, nova: 'Nova#Senha2026' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password, the same password and passwords outside the policy', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    const wrong = await chamar(carlos, senhaEndpoints.alterar, {
      body: { antiga: 'Errada#2026', nova: 'Nova#Senha2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      mensagem: SERVER_MESSAGES.wrongCurrentPassword,
      campos: { antiga: SERVER_MESSAGES.wrongCurrentPassword },
    });
    const same = await chamar(carlos, senhaEndpoints.alterar, {
      body: { antiga: DEMO_PASSWORD, nova: DEMO_PASSWORD },
    });
    expect(same.json()).toMatchObject({ mensagem: SERVER_MESSAGES.samePassword });
    for (const [nova, mensagem] of [
      ['curta', '8 a 64 caracteres'],
      ['SemNumero!!', 'Nova senha inválido'],
      ['Tab\tTab#2026', MESSAGES.forbiddenCharacter],
      ['Flamengo@2024', SERVER_MESSAGES.commonPassword],
      ['Cs#12041974', SERVER_MESSAGES.personalDataPassword],
    ] as const) {
      const response = await chamar(carlos, senhaEndpoints.alterar, {
        body: { antiga: DEMO_PASSWORD, nova },
      });
      expect(response.statusCode, nova).toBe(400);
      expect(response.json(), nova).toEqual({ mensagem, campos: { nova: mensagem } });
    }
    const empty = await chamar(carlos, senhaEndpoints.alterar, { body: { antiga: DEMO_PASSWORD } });
    expect(empty.json()).toMatchObject({ campos: { nova: MESSAGES.required } });
  });

  it('changes the password, keeps this session, ends the others and tells the member', async () => {
    const joao = await login(h.app, DEMO.joao);
    const otherBrowser = await login(h.app, DEMO.joao);
    const nova = 'Quaresmeira#2026';
    const response = await chamar(joao, senhaEndpoints.alterar, { body: { antiga: DEMO_PASSWORD, nova } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Usuario>()).toMatchObject({ nrCpf: DEMO.joao, credenciaisNaoExpiradas: true });
    expect((await chamar(joao, usuarioEndpoints.usuario)).statusCode).toBe(200);
    expect((await chamar(otherBrowser, usuarioEndpoints.usuario)).statusCode).toBe(401);
    expect((await attemptLogin(h.app, DEMO.joao, DEMO_PASSWORD)).response.statusCode).toBe(401);
    await login(h.app, DEMO.joao, nova);
    const notice = await nthOutboxMessage(h.database.db, 'joao.pedro.souza@email.test', 1);
    expect(notice.texto).toContain('Sua senha do Portal do Beneficiário foi alterada');
  });

  it('gets an expired account out of that state and opens every screen again', async () => {
    const fernanda = await login(h.app, DEMO.fernanda);
    expect((await chamar(fernanda, usuarioEndpoints.usuario)).json<Usuario>().credenciaisNaoExpiradas).toBe(
      false,
    );
    const blocked = await chamar(fernanda, usuarioEndpoints.chatbot);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ mensagem: MESSAGES.expiredPassword });
    const response = await chamar(fernanda, senhaEndpoints.alterar, {
      body: { antiga: DEMO_PASSWORD, nova: 'Buriti#Verde2026' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Usuario>().credenciaisNaoExpiradas).toBe(true);
    expect((await chamar(fernanda, usuarioEndpoints.usuario)).json<Usuario>().credenciaisNaoExpiradas).toBe(
      true,
    );
    expect((await chamar(fernanda, usuarioEndpoints.chatbot)).statusCode).toBe(200);
  });

  it('counts wrong current passwords with the login failures (5, then 429)', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    h.clock.advance(1000); // failures count after the last successful login
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await chamar(roberto, senhaEndpoints.alterar, {
            body: { antiga: `Errada#${i}000`, nova: 'Nova#Senha2026' },
          })
        ).statusCode,
      ).toBe(400);
    }
    const locked = await chamar(roberto, senhaEndpoints.alterar, {
      body: { antiga: DEMO_PASSWORD, nova: 'Nova#Senha2026' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ mensagem: SERVER_MESSAGES.tooManyAttempts });
  });
});

describe('password expiry by age (PASSWORD_MAX_AGE_DAYS)', () => {
  it('flags a password older than the limit at login, and a change clears it', async () => {
    const app = await h.newApp({ env: { PASSWORD_MAX_AGE_DAYS: '90' } });
    // The seed set every password on 2026-01-15; the clock starts on 2026-03-10 (54 days later).
    const young = await attemptLogin(app, DEMO.carlos);
    expect(young.response.json<Usuario>().credenciaisNaoExpiradas).toBe(true);
    h.clock.set('2026-04-20T12:00:00.000Z'); // 95 days
    const old = await attemptLogin(app, DEMO.carlos);
    expect(old.response.statusCode).toBe(200);
    expect(old.response.json<Usuario>().credenciaisNaoExpiradas).toBe(false);
    expect((await chamar(old.agent, usuarioEndpoints.chatbot)).statusCode).toBe(403);
    const changed = await chamar(old.agent, senhaEndpoints.alterar, {
      body: { antiga: DEMO_PASSWORD, nova: 'Sucupira#2026' },
    });
    expect(changed.json<Usuario>().credenciaisNaoExpiradas).toBe(true);
    const again = await attemptLogin(app, DEMO.carlos, 'Sucupira#2026');
    expect(again.response.json<Usuario>().credenciaisNaoExpiradas).toBe(true);
    // Without the setting nothing expires by age.
    h.clock.set('2027-06-01T12:00:00.000Z');
    expect((await attemptLogin(h.app, DEMO.roberto)).response.json<Usuario>().credenciaisNaoExpiradas).toBe(
      true,
    );
  });
});

describe('PUT /api/senha/validar input', () => {
  it('answers a missing candidate as required and a bad CPF with the spec message', async () => {
    const agent = new TestAgent(h.app);
    await chamar(agent, senhaEndpoints.politica);
    expect((await chamar(agent, senhaEndpoints.validar, { body: {} })).json()).toMatchObject({
      campos: { senha: MESSAGES.required },
    });
    const badCpf = await chamar(agent, senhaEndpoints.validar, { body: { senha: 'x', cpf: '12345678900' } });
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.json()).toMatchObject({ mensagem: MESSAGES.invalidCpf });
  });
});
