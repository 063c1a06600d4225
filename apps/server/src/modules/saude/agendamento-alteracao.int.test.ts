// Confirming and cancelling (issue 16) by the member and by the public link, on PGlite with fresh families
// (each titular: two upcoming AGENDADO Cardiologia appointments and one of Clínica Médica, the first
// Cardiologia one with the token e2e also derives): one vs all of the speciality (others untouched), the
// protocol history, the notices, 404 across families, and the token's life cycle (confirm once, cancel
// after confirm, confirm after cancel, expired, unknown, tampered, another appointment's token), audited
// with the origin and no account, and never in the logs.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDAMENTO_MESSAGES, onlyDigits, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import {
  agendamentosEndpoints,
  type Agendamento,
  type AgendamentoAlterado,
} from '@portal/domain/contract/saude/agendamentos';
import {
  agendamentoPublicoEndpoints,
  type AgendamentoPublico,
} from '@portal/domain/contract/saude/agendamento-publico';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { FRESH_PASSWORD, freshAgendamentoToken, type FreshFamily } from '@portal/test-support/fresh-families';
import { agendamentos } from '../../db/schema/agendamento.js';
import { auditoria } from '../../db/schema/audit.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { protocoloAndamentos } from '../../db/schema/protocolos.js';
import { agendarPrimeiroLivre } from '../../test/agendamento.js';
import { chamar, getJson, urlDe } from '../../test/contrato.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { eventually, outboxFor } from '../../test/mailbox.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { TEST_NOW } from '../../test/test-database.js';

const E = agendamentosEndpoints;
const PUBLICO = agendamentoPublicoEndpoints;

let h: TestHarness;
const logLines: string[] = [];
let maria: TestAgent;

interface Familia {
  f: FreshFamily;
  cpf: string;
  agent: TestAgent;
}
let a: Familia;
let b: Familia;

async function familia(n: number): Promise<Familia> {
  const f = await insertFreshFamily(h.database.db, 'ativa', n);
  const cpf = onlyDigits(f.titular.cpf);
  return { f, cpf, agent: await login(h.app, cpf, FRESH_PASSWORD) };
}

beforeAll(async () => {
  h = await createTestHarness({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  a = await familia(4);
  b = await familia(5);
  maria = await login(h.app, DEMO.maria);
});
afterAll(() => h.close());

const proximos = async (fam: Familia): Promise<Agendamento[]> =>
  (await getJson(fam.agent, E.agendamentos, { query: { cpf: fam.cpf } })).proximos;
const confirmar = (agent: TestAgent, body: object) => chamar(agent, E.confirmar, { body });
const cancelar = (agent: TestAgent, body: object) => chamar(agent, E.cancelar, { body });

/** An anonymous browser on the public page (its own CSRF token, no session). */
async function publico(): Promise<TestAgent> {
  const agent = new TestAgent(h.app);
  await chamar(agent, parametrosEndpoints.statusManutencao);
  return agent;
}
const header = (token: string) => ({ headers: { 'x-token-servico': token } });

describe('member confirm and cancel', () => {
  it('confirms a future AGENDADO appointment once; a second time is 409 notConfirmable', async () => {
    const criado = await agendarPrimeiroLivre(a.agent, a.cpf, 'PEDIATRIA');
    const id = criado.agendamento.id;
    const response = await confirmar(a.agent, { id });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AgendamentoAlterado>();
    expect(body.mensagem).toBe(AGENDAMENTO_MESSAGES.confirmed);
    expect(body.agendamentos).toMatchObject([
      { id, status: 'CONFIRMADO', podeConfirmar: false, podeCancelar: true },
    ]);
    const again = await confirmar(a.agent, { id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.notConfirmable });
    // The protocol of the booking records the confirmation; the notice went to the chosen e-mail.
    const passos = await h.database.db
      .select({ titulo: protocoloAndamentos.titulo })
      .from(protocoloAndamentos)
      .where(eq(protocoloAndamentos.protocolo, criado.agendamento.protocolo!));
    expect(passos.map((p) => p.titulo)).toEqual([
      'Solicitação registrada',
      'Consulta agendada',
      'Presença confirmada',
    ]);
    await eventually(
      async () =>
        (await outboxFor(h.database.db, a.f.titular.email!)).find((m) => m.assunto === 'Consulta confirmada'),
      'aviso de confirmação',
    );
  });

  it('cancels only the chosen one, or every upcoming one of its speciality, other specialities untouched', async () => {
    const antes = await proximos(b);
    const cardio = antes.filter((x) => x.especialidade.codigo === 'CARDIOLOGIA');
    const clinica = antes.filter((x) => x.especialidade.codigo === 'CLINICA_MEDICA');
    expect(cardio).toHaveLength(2);
    expect(clinica).toHaveLength(1);

    const um = await cancelar(b.agent, { id: clinica[0]!.id, opcao: 'CANCELAR_ATENDIMENTO' });
    expect(um.statusCode, um.body).toBe(200);
    expect(um.json()).toMatchObject({
      dados: { mensagem: 'Consulta cancelada.', agendamentos: [{ id: clinica[0]!.id, status: 'CANCELADO' }] },
    });

    const todos = await cancelar(b.agent, { id: cardio[1]!.id, opcao: 'CANCELAR_TODOS_ATENDIMENTOS' });
    expect(todos.statusCode, todos.body).toBe(200);
    const { dados } = todos.json<{ dados: AgendamentoAlterado }>();
    expect(dados.mensagem).toBe('2 consultas canceladas.');
    expect(dados.agendamentos.map((x) => x.id)).toEqual(cardio.map((x) => x.id));
    expect(await proximos(b)).toEqual([]);

    const denovo = await cancelar(b.agent, { id: cardio[0]!.id, opcao: 'CANCELAR_ATENDIMENTO' });
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json()).toEqual({ dados: null, erro: { mensagem: AGENDAMENTO_MESSAGES.notCancellable } });
    // Maria's appointments of the same specialities are untouched.
    const mariaCardio = (
      await getJson(maria, E.agendamentos, { query: { cpf: DEMO.maria } })
    ).proximos.filter((x) => x.especialidade.codigo === 'CARDIOLOGIA');
    expect(mariaCardio.every((x) => x.status === 'AGENDADO')).toBe(true);
    const audit = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'CANCELAMENTO_CONSULTA'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a past appointment (409) and answers 404 for another family’s id on confirm and cancel', async () => {
    const [minha] = await proximos(a);
    for (const [endpoint, body] of [
      [E.confirmar, { id: minha!.id }],
      [E.cancelar, { id: minha!.id, opcao: 'CANCELAR_ATENDIMENTO' }],
    ] as const) {
      expect((await chamar(maria, endpoint, { body })).statusCode).toBe(404);
      expect((await chamar(maria, endpoint, { body: { ...body, id: crypto.randomUUID() } })).statusCode).toBe(
        404,
      );
    }
    const { historico } = await getJson(maria, E.agendamentos, { query: { cpf: DEMO.maria } });
    const passada = historico.find((x) => x.status === 'REALIZADO')!;
    const cancelada = await cancelar(maria, { id: passada.id, opcao: 'CANCELAR_ATENDIMENTO' });
    expect(cancelada.statusCode).toBe(409);
    expect((await confirmar(maria, { id: passada.id })).statusCode).toBe(409);
  });
});

describe('the public link', () => {
  it('shows only the first name, the speciality, who attends, the place and the time', async () => {
    const agent = await publico();
    const response = await chamar(agent, PUBLICO.listagem, header(freshAgendamentoToken(a.f.titular.cpf)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<AgendamentoPublico>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'data',
        'diaSemana',
        'especialidade',
        'hora',
        'local',
        'podeCancelar',
        'podeConfirmar',
        'prestador',
        'primeiroNome',
        'status',
      ].sort(),
    );
    expect(body).toMatchObject({
      primeiroNome: a.f.titular.primeiroNome,
      especialidade: { codigo: 'CARDIOLOGIA', nome: 'Cardiologia' },
      status: 'AGENDADO',
      podeConfirmar: true,
      podeCancelar: true,
    });
    expect(JSON.stringify(body)).not.toContain(a.cpf);
  });

  it('confirms once; the second confirmation, a cancel after confirm, and a confirm after cancel behave', async () => {
    const token = freshAgendamentoToken(a.f.titular.cpf);
    const [um, dois] = await Promise.all([publico(), publico()]);
    const primeira = await chamar(um, PUBLICO.confirmar, header(token));
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json()).toMatchObject({
      mensagem: AGENDAMENTO_MESSAGES.confirmed,
      agendamento: { status: 'CONFIRMADO', podeConfirmar: false, podeCancelar: true },
    });
    const segunda = await chamar(dois, PUBLICO.confirmar, header(token));
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.linkCannotConfirm });

    const cancel = await chamar(dois, PUBLICO.cancelar, header(token));
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ agendamento: { status: 'CANCELADO', podeCancelar: false } });
    const outra = await chamar(um, PUBLICO.cancelar, header(token));
    expect(outra.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.linkCannotCancel });
    expect((await chamar(um, PUBLICO.confirmar, header(token))).statusCode).toBe(409);

    // Only this appointment changed: the titular's second Cardiologia one is still AGENDADO.
    const restantes = (await proximos(a)).filter((x) => x.especialidade.codigo === 'CARDIOLOGIA');
    expect(restantes.map((x) => x.status)).toEqual(['AGENDADO']);
    // Audited with the origin and no account; the refusals as FALHA.
    const [pessoa] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, a.cpf));
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'CONFIRMACAO_CONSULTA_LINK'));
    expect(rows.map((r) => [r.pessoaId, r.contaId, r.origem, r.resultado])).toEqual([
      [pessoa!.id, null, WEB_ORIGIN_HEADER_VALUE, 'SUCESSO'],
      [null, null, WEB_ORIGIN_HEADER_VALUE, 'FALHA'],
      [null, null, WEB_ORIGIN_HEADER_VALUE, 'FALHA'],
    ]);
    expect(rows[0]!.recurso).toBe(`token:${urlDe(PUBLICO.confirmar)}`);
  });

  it('answers an unknown, tampered, expired or missing token with the same refusal per call', async () => {
    const agent = await publico();
    // b's was cancelled by the member above, its confirmation unused: a confirm after cancel is refused too.
    const token = freshAgendamentoToken(b.f.titular.cpf);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const semelhantes = [tampered, 'x'.repeat(43), 'curto', token];
    for (const t of semelhantes) {
      expect((await chamar(agent, PUBLICO.confirmar, header(t))).json()).toEqual({
        mensagem: AGENDAMENTO_MESSAGES.linkCannotConfirm,
      });
      expect((await chamar(agent, PUBLICO.cancelar, header(t))).json()).toEqual({
        mensagem: AGENDAMENTO_MESSAGES.linkCannotCancel,
      });
    }
    for (const t of [tampered, 'curto']) {
      const response = await chamar(agent, PUBLICO.listagem, header(t));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.linkInvalid });
    }
    expect((await chamar(agent, PUBLICO.listagem)).statusCode).toBe(400);

    // Expired: at the appointment's start the link stops working.
    const c = await familia(6);
    const tokenC = freshAgendamentoToken(c.f.titular.cpf);
    const [alvo] = await h.database.db
      .select()
      .from(agendamentos)
      .innerJoin(pessoas, eq(pessoas.id, agendamentos.pessoaId))
      .where(and(eq(pessoas.cpf, c.cpf)))
      .orderBy(agendamentos.inicio)
      .limit(1);
    h.clock.set(alvo!.agendamentos.inicio);
    try {
      expect((await chamar(agent, PUBLICO.listagem, header(tokenC))).statusCode).toBe(404);
      expect((await chamar(agent, PUBLICO.confirmar, header(tokenC))).statusCode).toBe(409);
    } finally {
      h.clock.set(TEST_NOW);
    }
    // Another appointment's token acts on its own appointment only: c's link confirmed c's, not a's.
    expect((await chamar(agent, PUBLICO.confirmar, header(tokenC))).statusCode).toBe(200);
    const deA = (await proximos(a)).find((x) => x.especialidade.codigo === 'CARDIOLOGIA')!;
    expect(deA.status).toBe('AGENDADO');
  });

  it('never logs a token or a CPF', () => {
    const log = logLines.join('\n');
    for (const fam of [a, b]) {
      expect(log).not.toContain(freshAgendamentoToken(fam.f.titular.cpf));
      expect(log).not.toContain(fam.cpf);
    }
    expect(log).toContain(urlDe(PUBLICO.confirmar));
  });
});
