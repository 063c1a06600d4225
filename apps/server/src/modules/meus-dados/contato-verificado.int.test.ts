// Verified contact changes (issue 33, decision 0006) through the API on the real database: a new e-mail or
// mobile waits for the code sent to it, the code is bound to the person and the exact value, and the old
// contact is told; first access and recovery use only verified contacts.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, formatCpf } from '@portal/domain';
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import {
  CONTATO_MESSAGES,
  type DadosPessoais,
  type DadosPessoaisAlterados,
  dadosPessoaisEndpoints,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { primeiroAcessoEndpoints } from '@portal/domain/contract/auth/primeiro-acesso';
import { dadosPessoaisAlteracoes } from '../../db/schema/dados-pessoais.js';
import { pessoas, pessoaContatos } from '../../db/schema/pessoas.js';
import { chamar, getJson } from '../../test/contrato.js';
import { codeIn, nthOutboxMessage, outboxFor } from '../../test/mailbox.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, withDemo, login, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});
// Every test starts past the CPF's send window (3 codes in 15 minutes), with a session of its own.
beforeEach(() => h.clock.advance(16 * 60_000));

const MARIA_EMAIL = 'maria.souza@email.test';
const MARIA_MOBILE = '19998765432';
const SAC = '0800 777 1500';

const editable = ({ cpf: _c, dataNascimento: _d, alteravel: _a, ...rest }: DadosPessoais) => rest;
const read = (agent: TestAgent, cpf: string): Promise<DadosPessoais> =>
  getJson(agent, dadosPessoaisEndpoints.dados, { params: { cpf } });

async function save(agent: TestAgent, cpf: string, change: Partial<DadosPessoais>) {
  const before = await read(agent, cpf);
  const response = await chamar(agent, dadosPessoaisEndpoints.alterar, {
    params: { cpf },
    body: { ...editable(before), ...change },
  });
  return { before, response };
}

function confirm(agent: TestAgent, cpf: string, body: { tipo: string; valor: string; codigo: string }) {
  return chamar(agent, dadosPessoaisEndpoints.confirmarContato, { params: { cpf }, body });
}

/** The n-th message to `destino` (1-based), once delivered. */
const message = (destino: string, n: number) => nthOutboxMessage(h.database.db, destino, n);
const sentTo = async (destino: string) => {
  await h.app.notify.drain();
  return (await outboxFor(h.database.db, destino)).length;
};

const erro = (response: { json: <T>() => T }) =>
  response.json<{ erro: { mensagem: string; campos?: Record<string, string> } }>().erro;

const history = async (cpf: string, campo: string) => {
  const [pessoa] = await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  return h.database.db
    .select()
    .from(dadosPessoaisAlteracoes)
    .where(and(eq(dadosPessoaisAlteracoes.pessoaId, pessoa!.id), eq(dadosPessoaisAlteracoes.campo, campo)))
    .orderBy(desc(dadosPessoaisAlteracoes.id));
};

const recoveryContacts = async (cpf: string) =>
  (
    await chamar(new TestAgent(h.app), recuperarSenhaEndpoints.contatos, { query: { cpf, captcha: 'ok' } })
  ).json<ContatoMascarado[]>();

describe('a new e-mail on Dados Pessoais', () => {
  it('is saved only with the code sent to it; the rest saves at once; the old address is told', async () => {
    const maria = await login(h.app, DEMO.maria);
    const novo = 'maria.nova@valeverde.test';
    const oldMessages = await sentTo(MARIA_EMAIL);
    const { before, response } = await save(maria, DEMO.maria, { email: novo, nomeMae: 'Josefa Lima' });
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json<{ dados: DadosPessoaisAlterados }>().dados;
    expect(answered.contatosPendentes).toEqual([
      { tipo: 'EMAIL', destino: 'ma********@v********.test', expiraEm: expect.any(String) as string },
    ]);
    // Not saved yet, and not a contact either door uses; the other field is saved.
    expect(answered).toMatchObject({ email: before.email, nomeMae: 'Josefa Lima' });
    expect(await read(maria, DEMO.maria)).toMatchObject({ email: MARIA_EMAIL, nomeMae: 'Josefa Lima' });
    expect((await recoveryContacts(DEMO.maria)).map((c) => c.valor)).toContain('ma*********@e****.test');

    const codeMail = await message(novo, 1);
    expect(codeMail.texto).toContain('confirmar seu novo contato no Portal do Beneficiário');
    const codigo = codeIn(codeMail.texto);

    // A wrong code: a clear 400 on the code field, nothing saved, no notice.
    const wrong = await confirm(maria, DEMO.maria, {
      tipo: 'EMAIL',
      valor: novo,
      codigo: codigo === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(erro(wrong)).toEqual({
      mensagem: CONTATO_MESSAGES.incorreto,
      campos: { codigo: CONTATO_MESSAGES.incorreto },
    });
    // The right code for another value: bound to the exact value it was sent to.
    const otherValue = await confirm(maria, DEMO.maria, { tipo: 'EMAIL', valor: 'outro@x.test', codigo });
    expect(otherValue.statusCode).toBe(400);
    expect(erro(otherValue).mensagem).toBe(CONTATO_MESSAGES.incorreto);
    expect((await read(maria, DEMO.maria)).email).toBe(MARIA_EMAIL);
    expect(await sentTo(MARIA_EMAIL)).toBe(oldMessages);

    h.clock.advance(60_000);
    const ok = await confirm(maria, DEMO.maria, { tipo: 'EMAIL', valor: ` ${novo} `, codigo });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = ok.json<{ dados: DadosPessoais }>().dados;
    expect(saved).toEqual(await read(maria, DEMO.maria));
    expect(saved.email).toBe(novo);
    const [row] = await history(DEMO.maria, 'email');
    expect(row).toMatchObject({ valorAnterior: MARIA_EMAIL, valorNovo: novo });

    // The old address hears of it, with the operator's phone; the new one now opens the doors.
    const notice = await message(MARIA_EMAIL, oldMessages + 1);
    expect(notice.assunto).toBe('Aviso de segurança - Portal do Beneficiário');
    expect(notice.texto).toContain('O e-mail do seu cadastro no Portal do Beneficiário foi alterado');
    expect(notice.texto).toContain(`Se não foi você, ligue agora para ${SAC}.`);
    expect(notice.texto).not.toContain(novo);
    expect((await recoveryContacts(DEMO.maria)).map((c) => c.valor)).toContain('ma********@v********.test');

    // A code works once.
    const again = await confirm(maria, DEMO.maria, { tipo: 'EMAIL', valor: novo, codigo });
    expect(again.statusCode).toBe(400);
    expect(erro(again).mensagem).toBe(CONTATO_MESSAGES.nenhum);
  });

  it('refuses an expired code and a code after 5 wrong tries, saving nothing', async () => {
    const joao = await login(h.app, DEMO.joao);
    const { before } = await save(joao, DEMO.joao, { email: 'joao.expira@valeverde.test' });
    const codigo = codeIn((await message('joao.expira@valeverde.test', 1)).texto);
    h.clock.advance(10 * 60_000 + 1);
    const expired = await confirm(joao, DEMO.joao, {
      tipo: 'EMAIL',
      valor: 'joao.expira@valeverde.test',
      codigo,
    });
    expect(expired.statusCode).toBe(400);
    expect(erro(expired).mensagem).toBe(CONTATO_MESSAGES.expirado);

    const novo = 'joao.tentativas@valeverde.test';
    await save(joao, DEMO.joao, { email: novo });
    const right = codeIn((await message(novo, 1)).texto);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        erro(await confirm(joao, DEMO.joao, { tipo: 'EMAIL', valor: novo, codigo: wrongCode })).mensagem,
      );
    }
    expect(answers).toEqual([
      ...Array<string>(4).fill(CONTATO_MESSAGES.incorreto),
      CONTATO_MESSAGES.tentativas,
    ]);
    const late = await confirm(joao, DEMO.joao, { tipo: 'EMAIL', valor: novo, codigo: right });
    expect(late.statusCode).toBe(400);
    expect(erro(late).mensagem).toBe(CONTATO_MESSAGES.tentativas);
    expect((await read(joao, DEMO.joao)).email).toBe(before.email);
  });

  it('binds the code to the person: not for a dependant, not across families', async () => {
    const maria = await login(h.app, DEMO.maria);
    const roberto = await login(h.app, DEMO.roberto);
    const novo = 'ana.clara.nova@valeverde.test';
    // Maria (titular) changes Ana's e-mail: the code goes to Ana's new address, bound to Ana.
    // (Ana has no phone yet, and the form needs one.)
    const { response } = await save(maria, DEMO.ana, { email: novo, telefone: '(19) 3232-2222' });
    expect(response.statusCode, response.body).toBe(200);
    const codigo = codeIn((await message(novo, 1)).texto);
    const onMaria = await confirm(maria, DEMO.maria, { tipo: 'EMAIL', valor: novo, codigo });
    expect(onMaria.statusCode).toBe(400);
    expect(erro(onMaria).mensagem).toBe(CONTATO_MESSAGES.nenhum);
    const otherFamily = await confirm(roberto, DEMO.ana, { tipo: 'EMAIL', valor: novo, codigo });
    expect(otherFamily.statusCode).toBe(404);
    const ok = await confirm(maria, DEMO.ana, { tipo: 'EMAIL', valor: novo, codigo });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ dados: DadosPessoais }>().dados.email).toBe(novo);
  });

  it('answers 429 past 3 codes in 15 minutes for the CPF, saving nothing of that save', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    for (const n of [1, 2, 3]) {
      const { response } = await save(roberto, DEMO.roberto, { email: `roberto.${n}@valeverde.test` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const { before, response } = await save(roberto, DEMO.roberto, {
      email: 'roberto.4@valeverde.test',
      nomeMae: 'Outra Mae',
    });
    expect(response.statusCode).toBe(429);
    expect(erro(response).mensagem).toBe(SERVER_MESSAGES.tooManyCodes);
    expect(await read(roberto, DEMO.roberto)).toEqual(before);
    // Only the latest code of the channel counts: the first address's code no longer works.
    const first = codeIn((await message('roberto.1@valeverde.test', 1)).texto);
    const stale = await confirm(roberto, DEMO.roberto, {
      tipo: 'EMAIL',
      valor: 'roberto.1@valeverde.test',
      codigo: first,
    });
    expect(stale.statusCode).toBe(400);
  });

  it('saves once when one code is confirmed twice at the same time', async () => {
    const joao = await login(h.app, DEMO.joao);
    const novo = 'joao.junto@valeverde.test';
    await save(joao, DEMO.joao, { email: novo });
    const codigo = codeIn((await message(novo, 1)).texto);
    const answers = await Promise.all(
      [1, 2].map(() => confirm(joao, DEMO.joao, { tipo: 'EMAIL', valor: novo, codigo })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await history(DEMO.joao, 'email')).filter((r) => r.valorNovo === novo)).toHaveLength(1);
  });

  it('refuses a malformed value or code with the field message', async () => {
    const joao = await login(h.app, DEMO.joao);
    const badEmail = await confirm(joao, DEMO.joao, { tipo: 'EMAIL', valor: 'joao@', codigo: '123456' });
    expect(badEmail.statusCode).toBe(400);
    expect(erro(badEmail).campos).toEqual({ valor: 'Informe um e-mail válido.' });
    const landline = await confirm(joao, DEMO.joao, {
      tipo: 'TELEFONE',
      valor: '1932324567',
      codigo: '123456',
    });
    expect(landline.statusCode).toBe(400);
    expect(erro(landline).campos).toHaveProperty('valor');
    const shortCode = await confirm(joao, DEMO.joao, { tipo: 'EMAIL', valor: 'a@b.com', codigo: '12' });
    expect(shortCode.statusCode).toBe(400);
    expect(erro(shortCode).campos).toHaveProperty('codigo');
  });
});

describe('a new mobile on Dados Pessoais', () => {
  it('gets its code by SMS, and once confirmed the old mobile is told by SMS', async () => {
    const maria = await login(h.app, DEMO.maria);
    const novo = '19991112233';
    const oldSms = await sentTo(MARIA_MOBILE);
    const { response } = await save(maria, DEMO.maria, {
      telefone: '(19) 99111-2233',
      tipoTelefone: 'PESSOAL',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ dados: DadosPessoaisAlterados }>().dados.contatosPendentes).toMatchObject([
      { tipo: 'TELEFONE', destino: '(**) *****-2233' },
    ]);
    expect((await read(maria, DEMO.maria)).telefone).toBe('(19) 99876-5432');
    const sms = await message(novo, 1);
    expect(sms.canal).toBe('SMS');
    const ok = await confirm(maria, DEMO.maria, {
      tipo: 'TELEFONE',
      valor: '(19) 99111-2233',
      codigo: codeIn(sms.texto),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ dados: DadosPessoais }>().dados.telefone).toBe('(19) 99111-2233');
    const notice = await message(MARIA_MOBILE, oldSms + 1);
    expect(notice.canal).toBe('SMS');
    expect(notice.texto).toMatch(/O celular do seu cadastro .* foi alterado para \(\*\*\) \*\*\*\*\*-2233/);
    expect(notice.texto).toContain(SAC);
    expect((await recoveryContacts(DEMO.maria)).map((c) => c.valor)).toContain('(**) *****-2233');
  });

  it('saves a landline at once as unverified and tells the old mobile', async () => {
    const joao = await login(h.app, DEMO.joao);
    const before = await read(joao, DEMO.joao);
    const oldDigits = before.telefone.replace(/\D/g, '');
    const told = await sentTo(oldDigits);
    const { response } = await save(joao, DEMO.joao, { telefone: '(19) 3232-1111' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ dados: DadosPessoaisAlterados }>().dados).toMatchObject({
      telefone: '(19) 3232-1111',
      contatosPendentes: [],
    });
    const notice = await message(oldDigits, told + 1);
    expect(notice.texto).toContain('O telefone do seu cadastro');
  });
});

describe('first access and recovery', () => {
  it('never list an unverified contact', async () => {
    const [lucas] = await h.database.db
      .select({ id: pessoas.id })
      .from(pessoas)
      .where(eq(pessoas.cpf, DEMO.lucas));
    await h.database.db.insert(pessoaContatos).values({
      pessoaId: lucas!.id,
      tipo: 'TELEFONE_CELULAR',
      valor: '19987654321',
      principal: true,
      verificado: false,
    });
    const agent = new TestAgent(h.app);
    const primeiroAcesso = await chamar(agent, primeiroAcessoEndpoints.contatos, {
      query: { captcha: 'ok' },
      headers: { 'x-cpf': Buffer.from(DEMO.lucas).toString('base64') },
    });
    expect(primeiroAcesso.statusCode, primeiroAcesso.body).toBe(200);
    const valores = primeiroAcesso.json<ContatoMascarado[]>().map((c) => c.valor);
    expect(valores).not.toContain('(**) *****-4321');
    expect(valores).toContain('(**) *****-1098');
  });
});

describe('logs', () => {
  it('never carry the contact, the code or the CPF', async () => {
    const lines: string[] = [];
    const app = await h.newApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const roberto = await login(app, DEMO.roberto);
      const novo = 'roberto.logs@valeverde.test';
      const { before } = await save(roberto, DEMO.roberto, { email: novo });
      const codigo = codeIn((await message(novo, 1)).texto);
      const ok = await confirm(roberto, DEMO.roberto, { tipo: 'EMAIL', valor: novo, codigo });
      expect(ok.statusCode, ok.body).toBe(200);
      await app.notify.drain();
      const log = lines.join('');
      expect(log).toContain('confirmar-contato');
      for (const secret of [novo, before.email, codigo, DEMO.roberto, formatCpf(DEMO.roberto)]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
