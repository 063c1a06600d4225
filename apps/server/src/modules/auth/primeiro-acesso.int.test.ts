// First access end to end through the API: contacts (CPF in a header, bot-check), a code to the chosen
// contact, its check, and the account creation under the password policy.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_TELA, MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { toBase64 } from '@portal/domain/contract/auth/basic-authorization';
import { type Usuario, usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import {
  PRIMEIRO_ACESSO_CPF_HEADER,
  primeiroAcessoEndpoints,
} from '@portal/domain/contract/auth/primeiro-acesso';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { senhaEndpoints } from '@portal/domain/contract/auth/senha';
import { localCaptcha } from '../../platform/captcha.js';
import { chamar } from '../../test/contrato.js';
import { codeIn, nthOutboxMessage } from '../../test/mailbox.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, withDemo, login, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const LUCAS_EMAIL = 'lucas.martins@email.test';
const MARIA_EMAIL = 'maria.souza@email.test';
const UNKNOWN_CPF = '52998224725';

const contatos = (agent: TestAgent, cpf: string, captcha = 'ok') =>
  chamar(agent, primeiroAcessoEndpoints.contatos, {
    query: { captcha },
    headers: { [PRIMEIRO_ACESSO_CPF_HEADER]: toBase64(cpf) },
  });

async function sendCode(agent: TestAgent, cpf: string) {
  const list = (await contatos(agent, cpf)).json<ContatoMascarado[]>();
  const email = list.find((c) => c.tipo === 'EMAIL');
  if (!email) throw new Error('sem e-mail');
  return chamar(agent, primeiroAcessoEndpoints.enviarCodigo, { body: { cpf, codigoContato: email.codigo } });
}

describe('GET /api/primeiro-acesso/contatos', () => {
  it("lists Lucas's e-mail and mobile, masked", async () => {
    const response = await contatos(new TestAgent(h.app), DEMO.lucas);
    expect(response.statusCode).toBe(200);
    expect(response.json<ContatoMascarado[]>().map((c) => c.valor)).toEqual([
      'lu***********@e****.test',
      '(**) *****-1098',
    ]);
  });

  it('needs the encoded CPF header, a valid CPF and a passing bot-check', async () => {
    const agent = new TestAgent(h.app);
    const missing = await chamar(agent, primeiroAcessoEndpoints.contatos, { query: { captcha: 'ok' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ mensagem: MESSAGES.required });
    const notEncoded = await chamar(agent, primeiroAcessoEndpoints.contatos, {
      query: { captcha: 'ok' },
      headers: { [PRIMEIRO_ACESSO_CPF_HEADER]: '@@@' },
    });
    expect(notEncoded.json()).toMatchObject({ mensagem: MESSAGES.invalidCpf });
    const badCpf = await contatos(agent, '15935725810');
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.json()).toMatchObject({ mensagem: MESSAGES.invalidCpf });
    const rejecting = await h.newApp({ captcha: localCaptcha(true) });
    const refused = await contatos(new TestAgent(rejecting), DEMO.lucas);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ mensagem: SERVER_MESSAGES.captchaRejected });
  });

  it('answers an unknown CPF with made-up contacts, the same as on the recovery door', async () => {
    const agent = new TestAgent(h.app);
    const response = await contatos(agent, UNKNOWN_CPF);
    expect(response.statusCode).toBe(200);
    const list = response.json<ContatoMascarado[]>();
    expect(list.length).toBeGreaterThan(0);
    const recovery = await chamar(agent, recuperarSenhaEndpoints.contatos, {
      query: { cpf: UNKNOWN_CPF, captcha: 'ok' },
    });
    expect(recovery.json()).toEqual(list);
  });
});

describe('first access', () => {
  it('creates the account after the code, under the policy, and the member logs in', async () => {
    const agent = new TestAgent(h.app);
    const sent = await sendCode(agent, DEMO.lucas);
    expect(sent.statusCode).toBe(200);
    const message = await nthOutboxMessage(h.database.db, LUCAS_EMAIL, 1);
    expect(message.texto).toContain('Olá, Lucas!');
    const token = codeIn(message.texto);

    const valid = await chamar(agent, primeiroAcessoEndpoints.validarCodigo, {
      body: { cpf: DEMO.lucas, token },
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valido: true });

    const weak = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.lucas, token, senha: 'lucas1995' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      dados: null,
      erro: { mensagem: 'Senha inválido', campos: { senha: 'Senha inválido' } },
    });
    const birthDate = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.lucas, token, senha: 'Lucas@09081995' },
    });
    expect(birthDate.json()).toMatchObject({ erro: { mensagem: SERVER_MESSAGES.personalDataPassword } });

    const senha = 'Cerrado#Azul2026';
    const created = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.lucas, token, senha },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ dados: { mensagem: SERVER_MESSAGES.registered }, erro: null });

    const lucas = await login(h.app, DEMO.lucas, senha);
    const usuario = (await chamar(lucas, usuarioEndpoints.usuario)).json<Usuario>();
    expect(usuario).toMatchObject({ nomeCompleto: 'Lucas Martins', credenciaisNaoExpiradas: true });
    expect(usuario.permissionamento.tela).toEqual([...ALL_TELA]);
    const notice = await nthOutboxMessage(h.database.db, LUCAS_EMAIL, 2);
    expect(notice.texto).toContain('Sua conta no Portal do Beneficiário foi criada');

    const reused = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.lucas, token, senha: 'Outra#Senha2026' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ erro: { mensagem: SERVER_MESSAGES.invalidCode } });
  });

  it('tells someone who already has an account, once they proved the contact is theirs', async () => {
    const agent = new TestAgent(h.app);
    await sendCode(agent, DEMO.maria);
    const token = codeIn((await nthOutboxMessage(h.database.db, MARIA_EMAIL, 1)).texto);
    const response = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.maria, token, senha: 'Cerrado#Azul2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ erro: { mensagem: SERVER_MESSAGES.alreadyRegistered } });
  });

  it('never creates an account for an unknown CPF', async () => {
    const agent = new TestAgent(h.app);
    expect((await sendCode(agent, UNKNOWN_CPF)).statusCode).toBe(200);
    const validar = await chamar(agent, primeiroAcessoEndpoints.validarCodigo, {
      body: { cpf: UNKNOWN_CPF, token: '123456' },
    });
    expect(validar.statusCode).toBe(400);
    const response = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: UNKNOWN_CPF, token: '123456', senha: 'Cerrado#Azul2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ erro: { mensagem: SERVER_MESSAGES.invalidCode } });
  });

  it('checks the body of every step', async () => {
    const agent = new TestAgent(h.app);
    await chamar(agent, senhaEndpoints.politica);
    const noContact = await chamar(agent, primeiroAcessoEndpoints.enviarCodigo, {
      body: { cpf: DEMO.lucas, codigoContato: 'ffffffffffffffff' },
    });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json()).toMatchObject({ mensagem: SERVER_MESSAGES.invalidRequest });
    const missing = await chamar(agent, primeiroAcessoEndpoints.validarCodigo, { body: { cpf: DEMO.lucas } });
    expect(missing.json()).toMatchObject({ campos: { token: MESSAGES.required } });
    const badCpf = await chamar(agent, primeiroAcessoEndpoints.validarCodigo, {
      body: { cpf: '11111111111', token: '123456' },
    });
    expect(badCpf.json()).toMatchObject({ mensagem: MESSAGES.invalidCpf });
  });
});
