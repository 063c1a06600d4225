// Chaves de Acesso (issue 42, decision 0054) end to end through the API on the real database: adding a passkey
// takes a code sent to a verified contact, the browser's answer is checked by the shared WebAuthn ceremonies
// (a software authenticator built in the test, apps/server/src/test/autenticador.ts), the passkey signs in
// without the CPF — once per challenge, never with a counter that went back, never a blocked account — and
// each step is in the audit trail and in Quem Acessou Meus Dados. Ids are the account's own.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, formatIsoDate, operatorDate, type ACOES_AUDITADAS } from '@portal/domain';
import { loginChaveAcessoEndpoints as entrada } from '@portal/domain/contract/auth/login-chave-acesso';
import { acessosDadosEndpoints } from '@portal/domain/contract/meus-dados/acessos-dados';
import { chavesAcessoEndpoints as chaves } from '@portal/domain/contract/auth/chaves-acesso';
import { CHAVES_ACESSO_MESSAGES } from '@portal/domain/contract/auth/chaves-acesso-mensagens';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { chavesAcesso } from '../../db/schema/chaves-acesso.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { AutenticadorDeTeste } from '../../test/autenticador.js';
import { chamar, getJson } from '../../test/contrato.js';
import {
  MARIA_EMAIL,
  cadastrarChave,
  codigoPorEmail,
  entrarComChave,
  navegadorNovo,
  rpDe,
} from '../../test/chaves-acesso.js';
import { outboxFor } from '../../test/mailbox.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
let rp: { origem: string; rpID: string };
beforeAll(() => {
  h = demo.h;
  rp = rpDe(h);
});
// Every test starts past the CPF's send window (3 codes in 15 minutes).
beforeEach(() => h.clock.advance(16 * 60_000));

const pessoaId = async (cpf: string) => {
  const [linha] = await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  return linha!.id;
};

/** The audit rows of an action about a person, newest first. */
const auditadas = async (acao: keyof typeof ACOES_AUDITADAS, cpf: string) =>
  h.database.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.acao, acao), eq(auditoria.pessoaId, await pessoaId(cpf))))
    .orderBy(desc(auditoria.id));

describe('adding a passkey', () => {
  it('needs the code sent to a verified contact: a wrong one is refused and audited, nothing kept', async () => {
    const maria = await login(h.app, DEMO.maria);
    const codigo = await codigoPorEmail(h, maria);
    const errado = await chamar(maria, chaves.opcoes, {
      body: { codigo: codigo === '000000' ? '111111' : '000000' },
    });
    expect(errado.statusCode).toBe(400);
    expect(errado.json()).toMatchObject({ mensagem: CHAVES_ACESSO_MESSAGES.codigoInvalido });
    expect((await auditadas('CODIGO_RECUSADO', DEMO.maria))[0]).toMatchObject({
      recurso: 'CHAVE_ACESSO',
      resultado: 'FALHA',
    });
    // A contact that is not one of the listed: 400, no code sent.
    const outro = await chamar(maria, chaves.enviarCodigo, { body: { codigoContato: 'a'.repeat(16) } });
    expect(outro.statusCode).toBe(400);
    // An answer to a challenge nobody issued (no options asked): refused, nothing kept.
    const semDesafio = new AutenticadorDeTeste(rp.origem).criar({ challenge: 'nada' }, rp.rpID);
    const recusada = await chamar(maria, chaves.cadastrar, { body: { resposta: semDesafio, nome: 'X' } });
    expect(recusada.statusCode).toBe(400);
    expect(recusada.json()).toMatchObject({ mensagem: CHAVES_ACESSO_MESSAGES.recusada });
    expect((await getJson(maria, chaves.lista)).chaves).toEqual([]);
  });

  it('a code of another person does not open options for this account', async () => {
    const joao = await login(h.app, DEMO.joao);
    const maria = await login(h.app, DEMO.maria);
    const codigoDaMaria = await codigoPorEmail(h, maria);
    const doJoao = await chamar(joao, chaves.opcoes, { body: { codigo: codigoDaMaria } });
    expect(doJoao.statusCode).toBe(400);
  });

  it('keeps the passkey with its name, lists it, audits it and tells the member by e-mail', async () => {
    const maria = await login(h.app, DEMO.maria);
    const avisosAntes = (await outboxFor(h.database.db, MARIA_EMAIL)).length;
    const { chave, opcoes } = await cadastrarChave(h, maria, '  Celular da Maria  ');
    // Discoverable, verified, no attestation; the user handle is opaque (never the CPF).
    expect(opcoes).toMatchObject({
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      rp: { id: rp.rpID },
    });
    expect(JSON.stringify(opcoes)).not.toContain(DEMO.maria);
    expect(chave).toMatchObject({ nome: 'Celular da Maria', ultimoUsoEm: null });
    expect((await getJson(maria, chaves.lista)).chaves).toEqual([chave]);
    expect(await auditadas('CHAVE_ACESSO_CADASTRADA', DEMO.maria)).toHaveLength(1);
    await h.app.notify.drain();
    const mensagens = await outboxFor(h.database.db, MARIA_EMAIL);
    // The code, then the notice.
    expect(mensagens.length).toBe(avisosAntes + 2);
    expect(mensagens.at(-1)!.texto).toContain('Uma chave de acesso ("Celular da Maria") foi cadastrada');

    // Asked again, the options exclude the passkey already kept (the device would say so).
    const codigo = await codigoPorEmail(h, maria);
    const { opcoes: denovo } = await getJson(maria, chaves.opcoes, { body: { codigo } });
    expect(
      (denovo as unknown as { excludeCredentials: { id: string }[] }).excludeCredentials.map((c) => c.id),
    ).toEqual([
      (await h.database.db.select().from(chavesAcesso).where(eq(chavesAcesso.id, chave.id)))[0]!.credencialId,
    ]);
    await h.database.db.delete(chavesAcesso).where(eq(chavesAcesso.id, chave.id));
  });

  it('without a name, is named after the browser and system that made it', async () => {
    const maria = await login(h.app, DEMO.maria);
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const { chave } = await cadastrarChave(h, maria, null, { 'user-agent': android });
    expect(chave.nome).toBe('Chrome no Android');
    await h.database.db.delete(chavesAcesso).where(eq(chavesAcesso.id, chave.id));
  });
});

describe('signing in with a passkey', () => {
  it('opens the session without the CPF, records the counter and the use, and is a strong sign-in', async () => {
    const maria = await login(h.app, DEMO.maria);
    const { autenticador, chave } = await cadastrarChave(h, maria);
    h.clock.advance(60_000);
    const { agente, resultado } = await entrarComChave(h, autenticador);
    expect(resultado.statusCode, resultado.body).toBe(200);
    expect(resultado.json()).toMatchObject({ nrCpf: DEMO.maria });
    // The session works as one opened by the password.
    const { chaves: lista } = await getJson(agente, chaves.lista);
    expect(lista).toEqual([{ ...chave, ultimoUsoEm: h.clock().toISOString() }]);
    const [linha] = await h.database.db.select().from(chavesAcesso).where(eq(chavesAcesso.id, chave.id));
    expect(linha!.contador).toBe(1);

    const [entradaForte] = await auditadas('LOGIN_CHAVE_ACESSO', DEMO.maria);
    expect(entradaForte).toMatchObject({ resultado: 'SUCESSO' });
    // Quem Acessou Meus Dados says so.
    const hoje = formatIsoDate(operatorDate(h.clock()));
    const acessos = await getJson(agente, acessosDadosEndpoints.lista, {
      query: { inicio: hoje, fim: hoje },
    });
    expect(acessos.acessos.map((a) => a.oQue)).toContain(
      'Entrou no portal com chave de acesso (entrada forte)',
    );
    await h.database.db.delete(chavesAcesso).where(eq(chavesAcesso.id, chave.id));
  });

  it('refuses a replayed answer (its challenge is used), a counter that went back, and a removed passkey', async () => {
    const maria = await login(h.app, DEMO.maria);
    const { autenticador, chave } = await cadastrarChave(h, maria);
    const { resposta, resultado } = await entrarComChave(h, autenticador);
    expect(resultado.statusCode).toBe(200);
    const repetida = await chamar(await navegadorNovo(h), entrada.entrar, { body: { resposta } });
    expect(repetida.statusCode).toBe(401);
    expect(repetida.json()).toMatchObject({ mensagem: CHAVES_ACESSO_MESSAGES.entradaRecusada });
    // Listed to the owner: someone tried her passkey.
    expect((await auditadas('LOGIN_CHAVE_ACESSO_FALHA', DEMO.maria))[0]).toMatchObject({
      resultado: 'FALHA',
    });

    // A cloned authenticator: the stored counter is ahead of what the device signs.
    await h.database.db.update(chavesAcesso).set({ contador: 100 }).where(eq(chavesAcesso.id, chave.id));
    expect((await entrarComChave(h, autenticador)).resultado.statusCode).toBe(401);
    await h.database.db.update(chavesAcesso).set({ contador: 0 }).where(eq(chavesAcesso.id, chave.id));

    // Removing the last passkey is allowed; it then opens nothing. The password still does.
    const removida = await chamar(maria, chaves.remover, { params: { id: chave.id } });
    expect(removida.statusCode).toBe(204);
    expect(await auditadas('CHAVE_ACESSO_REMOVIDA', DEMO.maria)).not.toHaveLength(0);
    expect((await entrarComChave(h, autenticador)).resultado.statusCode).toBe(401);
    await login(h.app, DEMO.maria);
  });

  it('a blocked account is refused with the desk’s sentence, only after the passkey proved right', async () => {
    const maria = await login(h.app, DEMO.maria);
    const { autenticador, chave } = await cadastrarChave(h, maria);
    const [linha] = await h.database.db.select().from(chavesAcesso).where(eq(chavesAcesso.id, chave.id));
    await h.database.db.update(contas).set({ bloqueadaEm: h.clock() }).where(eq(contas.id, linha!.contaId));
    try {
      const { resultado } = await entrarComChave(h, autenticador);
      expect(resultado.statusCode).toBe(403);
      expect(resultado.json()).toMatchObject({ mensagem: SERVER_MESSAGES.accountBlocked });
      expect((await auditadas('LOGIN_CHAVE_ACESSO_FALHA', DEMO.maria))[0]).toMatchObject({
        recurso: 'bloqueada',
      });
    } finally {
      await h.database.db.update(contas).set({ bloqueadaEm: null }).where(eq(contas.id, linha!.contaId));
      await h.database.db.delete(chavesAcesso).where(eq(chavesAcesso.id, chave.id));
    }
  });
});

describe('the list is the account’s own', () => {
  it('renames; another account’s id answers 404 as one that does not exist; bad names are 400', async () => {
    const maria = await login(h.app, DEMO.maria);
    const joao = await login(h.app, DEMO.joao);
    const { chave } = await cadastrarChave(h, maria);
    const renomeada = await getJson(maria, chaves.renomear, {
      params: { id: chave.id },
      body: { nome: 'iPhone' },
    });
    expect(renomeada).toMatchObject({ id: chave.id, nome: 'iPhone' });
    expect(await auditadas('CHAVE_ACESSO_RENOMEADA', DEMO.maria)).not.toHaveLength(0);

    const inexistente = await chamar(joao, chaves.renomear, {
      params: { id: 2_000_000 },
      body: { nome: 'x' },
    });
    const alheia = await chamar(joao, chaves.renomear, { params: { id: chave.id }, body: { nome: 'x' } });
    expect(alheia.statusCode).toBe(404);
    expect(alheia.body).toBe(inexistente.body);
    expect((await chamar(joao, chaves.remover, { params: { id: chave.id } })).statusCode).toBe(404);
    expect((await getJson(maria, chaves.lista)).chaves).toEqual([renomeada]);

    const vazio = await chamar(maria, chaves.renomear, { params: { id: chave.id }, body: { nome: '  ' } });
    expect(vazio.statusCode).toBe(400);
    const longo = await chamar(maria, chaves.renomear, {
      params: { id: chave.id },
      body: { nome: 'x'.repeat(61) },
    });
    expect(longo.statusCode).toBe(400);
    expect((await chamar(maria, chaves.remover, { params: { id: chave.id } })).statusCode).toBe(204);
  });
});
