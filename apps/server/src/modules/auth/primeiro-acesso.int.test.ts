// First access end to end through the API: contacts (CPF in a header, bot-check), a code to the chosen
// contact, its check, and the account creation under the password policy, with the legal texts accepted
// (their versions recorded) and the new member signed in at once (issue 37).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ALL_TELA, CADASTRO_MESSAGES, MESSAGES, SERVER_MESSAGES, formatDate } from '@portal/domain';
import {
  exportacaoDadosEndpoints,
  exportacaoDadosSchema,
} from '@portal/domain/contract/meus-dados/exportacao-dados';
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
import { aceitesTextosLegais, contas } from '../../db/schema/auth.js';
import { auditoria } from '../../db/schema/audit.js';
import { textosLegaisVersoes } from '../../db/schema/lifecycle.js';
import { pessoas } from '../../db/schema/pessoas.js';
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
      body: { cpf: DEMO.lucas, token, senha: 'lucas1995', aceiteTermos: true },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      dados: null,
      erro: { mensagem: 'Senha inválido', campos: { senha: 'Senha inválido' } },
    });
    const birthDate = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.lucas, token, senha: 'Lucas@09081995', aceiteTermos: true },
    });
    expect(birthDate.json()).toMatchObject({ erro: { mensagem: SERVER_MESSAGES.personalDataPassword } });

    const senha = 'Cerrado#Azul2026';
    const refused = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.lucas, token, senha, aceiteTermos: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      dados: null,
      erro: {
        mensagem: CADASTRO_MESSAGES.termsNotAccepted,
        campos: { aceiteTermos: CADASTRO_MESSAGES.termsNotAccepted },
      },
    });
    const signedOut = await chamar(agent, usuarioEndpoints.usuario);
    expect(signedOut.statusCode).toBe(401);

    // The refusal did not spend the code: the same code creates the account once the terms are accepted.
    const created = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.lucas, token, senha, aceiteTermos: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { dados } = created.json<{ dados: { mensagem: string; usuario: Usuario } }>();
    expect(dados.mensagem).toBe(CADASTRO_MESSAGES.registered);
    expect(dados.usuario).toMatchObject({ nomeCompleto: 'Lucas Martins', credenciaisNaoExpiradas: true });

    // Signed in by the answer itself: the same browser reads its member without logging in.
    const own = await chamar(agent, usuarioEndpoints.usuario);
    expect(own.statusCode).toBe(200);
    expect(own.json<Usuario>()).toEqual(dados.usuario);

    // The acceptance of each legal text, at the version the text had; the audit rows a login writes.
    const db = h.database.db;
    const [conta] = await db
      .select()
      .from(contas)
      .innerJoin(pessoas, eq(pessoas.id, contas.pessoaId))
      .where(eq(pessoas.cpf, DEMO.lucas));
    if (!conta) throw new Error('sem conta');
    // The two texts the checkbox names (not the LGPD notice), each at its current version.
    const textos = await db
      .select()
      .from(textosLegaisVersoes)
      .where(inArray(textosLegaisVersoes.chave, ['POLITICA_DE_PRIVACIDADE', 'TERMOS_DE_USO']))
      .orderBy(asc(textosLegaisVersoes.chave));
    const aceites = await db
      .select()
      .from(aceitesTextosLegais)
      .where(eq(aceitesTextosLegais.contaId, conta.contas.id))
      .orderBy(asc(aceitesTextosLegais.chave));
    expect(textos).toHaveLength(2);
    expect(aceites.map((a) => [a.chave, a.versao.toISOString()])).toEqual(
      textos.map((t) => [t.chave, t.publicadoEm.toISOString()]),
    );
    const rows = await db
      .select({ acao: auditoria.acao, contaId: auditoria.contaId, resultado: auditoria.resultado })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.pessoaId, conta.contas.pessoaId),
          inArray(auditoria.acao, ['CONTA_CRIADA', 'LOGIN']),
        ),
      )
      .orderBy(asc(auditoria.id));
    expect(rows).toEqual([
      { acao: 'CONTA_CRIADA', contaId: conta.contas.id, resultado: 'SUCESSO' },
      { acao: 'LOGIN', contaId: conta.contas.id, resultado: 'SUCESSO' },
    ]);
    // The member's data file lists the acceptances among the consents, with the version accepted.
    const arquivo = await chamar(agent, exportacaoDadosEndpoints.arquivo, {
      params: { cpf: DEMO.lucas },
      query: { formato: 'json' },
    });
    expect(arquivo.statusCode, arquivo.body).toBe(200);
    const { consentimentos } = exportacaoDadosSchema.parse(arquivo.json());
    expect(consentimentos.filter((c) => c.tipo === 'ACEITE_TEXTO_LEGAL')).toEqual(
      textos.map((t) => ({
        tipo: 'ACEITE_TEXTO_LEGAL',
        descricao: `${t.chave === 'TERMOS_DE_USO' ? 'Termos de uso' : 'Política de privacidade'}, versão 1 de ${formatDate(t.publicadoEm.toISOString())}`,
        em: aceites[0]!.aceitoEm.toISOString(),
        ate: null,
        revogadoEm: null,
        quem: 'PROPRIO',
      })),
    );

    const lucas = await login(h.app, DEMO.lucas, senha);
    const usuario = (await chamar(lucas, usuarioEndpoints.usuario)).json<Usuario>();
    expect(usuario).toMatchObject({ nomeCompleto: 'Lucas Martins', credenciaisNaoExpiradas: true });
    expect(usuario.permissionamento.tela).toEqual([...ALL_TELA]);
    const notice = await nthOutboxMessage(h.database.db, LUCAS_EMAIL, 2);
    expect(notice.texto).toContain('Sua conta no Portal do Beneficiário foi criada');

    const reused = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.lucas, token, senha: 'Outra#Senha2026', aceiteTermos: true },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ erro: { mensagem: SERVER_MESSAGES.invalidCode } });
  });

  it('tells someone who already has an account, once they proved the contact is theirs', async () => {
    const agent = new TestAgent(h.app);
    await sendCode(agent, DEMO.maria);
    const token = codeIn((await nthOutboxMessage(h.database.db, MARIA_EMAIL, 1)).texto);
    const response = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: DEMO.maria, token, senha: 'Cerrado#Azul2026', aceiteTermos: true },
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
      body: { cpf: UNKNOWN_CPF, token: '123456', senha: 'Cerrado#Azul2026', aceiteTermos: true },
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
