// Rescheduling in one step (issue 37), on PGlite and on PostgreSQL (TEST_DATABASE_URL, as CI runs it):
// the old appointment is released only when the new one is booked, in one transaction; the database
// decides every race — many reschedules to one slot, a reschedule against a booking, one appointment
// rescheduled twice at once — and every loser keeps the appointment it had.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENDAMENTO_MESSAGES, onlyDigits } from '@portal/domain';
import {
  agendamentosEndpoints as E,
  type AgendamentoCriado,
} from '@portal/domain/contract/saude/agendamentos';
import { FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';
import { agendamentos } from '../../db/schema/agendamento.js';
import { auditoria } from '../../db/schema/audit.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { protocoloAndamentos } from '../../db/schema/protocolos.js';
import { addDependentes, agendarPrimeiroLivre, agendas, reservar } from '../../test/agendamento.js';
import { chamar, getJson } from '../../test/contrato.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { eventually, outboxFor } from '../../test/mailbox.js';
import type { TestAgent } from '../../test/test-agent.js';
import { login, withDemo, type TestHarness } from '../../test/test-app.js';

const RACERS = 12;

const demo = withDemo();
let h: TestHarness;
let f: FreshFamily;
let titular: TestAgent;
let cpfTitular: string;
let dependentes: string[];
/** The appointment the first test moved (cancelled by it). */
let remarcadaAntes: string;

beforeAll(async () => {
  h = demo.h;
  f = await insertFreshFamily(h.database.db, 'ativa', 5);
  cpfTitular = onlyDigits(f.titular.cpf);
  dependentes = await addDependentes(h.database.db, cpfTitular, RACERS + 1, '377');
  titular = await login(h.app, cpfTitular, FRESH_PASSWORD);
});

const proximos = async (cpf: string) => (await getJson(titular, E.agendamentos, { query: { cpf } })).proximos;
const remarcar = (agent: TestAgent, id: string, horarioId: string) =>
  chamar(agent, E.remarcar, { body: { id, horarioId } });
const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe('POST /remarcar', () => {
  it('moves the appointment: the old one cancelled, the new one booked with the same protocol, a notice with a new link', async () => {
    const antes = await proximos(cpfTitular);
    const alvo = antes.find((a) => a.especialidade.codigo === 'CARDIOLOGIA')!;
    // The grid for the reschedule: the appointment's own time is no overlap, so a slot at the same time
    // with another professional is offered.
    const dia = alvo.data;
    const semRemarcar = await agendas(titular, cpfTitular, { especialidade: 'CARDIOLOGIA', data: dia });
    const remarcando = await getJson(titular, E.agendas, {
      query: { cpf: cpfTitular, especialidade: 'CARDIOLOGIA', data: dia, remarcando: alvo.id },
    });
    expect(semRemarcar.horarios.some((s) => s.hora === alvo.hora)).toBe(false);
    expect(remarcando.horarios.some((s) => s.hora === alvo.hora)).toBe(true);
    const novo = remarcando.horarios.find((s) => s.hora > alvo.hora)!;

    const response = await remarcar(titular, alvo.id, novo.horarioId);
    expect(response.statusCode, response.body).toBe(200);
    remarcadaAntes = alvo.id;
    const { mensagem, agendamento } = response.json<AgendamentoCriado>();
    expect(agendamento).toMatchObject({
      status: 'AGENDADO',
      data: dia,
      hora: novo.hora,
      prestador: novo.prestador,
      especialidade: { codigo: 'CARDIOLOGIA' },
    });
    expect(mensagem).toMatch(
      /^Consulta remarcada para \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\. Protocolo n° \d+\.$/,
    );

    const depois = await proximos(cpfTitular);
    expect(depois.map((a) => a.id)).not.toContain(alvo.id);
    expect(depois.map((a) => a.id)).toContain(agendamento.id);
    expect(depois).toHaveLength(antes.length);
    const [velho] = await h.database.db.select().from(agendamentos).where(eq(agendamentos.id, alvo.id));
    expect(velho).toMatchObject({ status: 'CANCELADO', canceladoPor: 'BENEFICIARIO' });
    // The old slot is offered again.
    const livres = await agendas(titular, onlyDigits(f.dependente!.cpf), {
      especialidade: 'CARDIOLOGIA',
      data: dia,
    });
    expect(livres.horarios.map((s) => s.horarioId)).toContain(velho!.horarioId);

    // One protocol: the reschedule is a step of the booking's history (a call-centre appointment gets one).
    const passos = await h.database.db
      .select({ titulo: protocoloAndamentos.titulo, descricao: protocoloAndamentos.descricao })
      .from(protocoloAndamentos)
      .where(eq(protocoloAndamentos.protocolo, agendamento.protocolo!));
    expect(passos.at(-1)).toMatchObject({ titulo: 'Consulta remarcada' });
    if (alvo.protocolo) expect(agendamento.protocolo).toBe(alvo.protocolo);

    const aviso = await eventually(
      async () =>
        (await outboxFor(h.database.db, f.titular.email!)).find((m) => m.assunto === 'Consulta remarcada'),
      'aviso de remarcação',
    );
    expect(aviso.texto).toMatch(/\/servicos\/agendamento\/[\w-]{43}/);
    expect(aviso.texto).toContain(`Cardiologia em `);
    const audit = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'REMARCACAO_CONSULTA'));
    expect(audit).toHaveLength(1);
  });

  it('refuses, changing nothing: another speciality (400), a taken slot, a cancelled appointment (409), another family (404)', async () => {
    const [alvo] = await proximos(cpfTitular);
    const outra = (
      await agendas(titular, cpfTitular, {
        especialidade: alvo!.especialidade.codigo === 'PEDIATRIA' ? 'CARDIOLOGIA' : 'PEDIATRIA',
      })
    ).horarios[0]!;
    const especialidade = await remarcar(titular, alvo!.id, outra.horarioId);
    expect(especialidade.statusCode).toBe(400);
    expect(especialidade.json()).toMatchObject({ mensagem: AGENDAMENTO_MESSAGES.rescheduleSameSpeciality });

    // A slot someone else holds (the titular, for a dependant).
    const mesma = (
      await agendas(titular, cpfTitular, { especialidade: alvo!.especialidade.codigo, remarcando: alvo!.id })
    ).horarios.at(-1)!;
    const outroHold = await reservar(titular, dependentes[RACERS]!, mesma.horarioId);
    const tomada = await remarcar(titular, alvo!.id, mesma.horarioId);
    expect(tomada.statusCode).toBe(409);
    expect(tomada.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.slotTaken });
    await chamar(titular, E.liberar, { body: { reservaId: outroHold.reservaId } });

    const maria = await demo.as('maria');
    const alheia = await remarcar(maria, alvo!.id, mesma.horarioId);
    expect(alheia.statusCode).toBe(404);
    expect((await proximos(cpfTitular)).map((a) => a.id)).toContain(alvo!.id);

    const livre = (await agendas(titular, cpfTitular, { especialidade: 'CARDIOLOGIA' })).horarios[0]!;
    const naoPode = await remarcar(titular, remarcadaAntes, livre.horarioId);
    expect(naoPode.statusCode).toBe(409);
    expect(naoPode.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.notReschedulable });
  });
});

describe('races, decided by the database', () => {
  it(`${RACERS} reschedules to one slot at once: one moves, the others keep their appointment`, async () => {
    const racers = dependentes.slice(0, RACERS);
    const marcadas = [];
    for (const cpf of racers)
      marcadas.push((await agendarPrimeiroLivre(titular, cpf, 'PEDIATRIA')).agendamento);
    const alvo = (await agendas(titular, racers[0]!, { especialidade: 'PEDIATRIA' })).horarios.at(-1)!;
    const responses = await Promise.all(marcadas.map((a) => remarcar(titular, a.id, alvo.horarioId)));
    expect(statuses(responses)).toEqual({ 200: 1, 409: RACERS - 1 });
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect([AGENDAMENTO_MESSAGES.slotUnavailable, AGENDAMENTO_MESSAGES.slotTaken]).toContain(
        r.json<{ mensagem: string }>().mensagem,
      );
    }
    const noSlot = await h.database.db
      .select()
      .from(agendamentos)
      .where(and(eq(agendamentos.horarioId, alvo.horarioId), inArray(agendamentos.status, ['AGENDADO'])));
    expect(noSlot).toHaveLength(1);
    // Every loser's appointment is still booked; the winner's old one is cancelled.
    const antigos = await h.database.db
      .select({ status: agendamentos.status })
      .from(agendamentos)
      .where(
        inArray(
          agendamentos.id,
          marcadas.map((a) => a.id),
        ),
      );
    expect(antigos.filter((a) => a.status === 'AGENDADO')).toHaveLength(RACERS - 1);
    expect(antigos.filter((a) => a.status === 'CANCELADO')).toHaveLength(1);
  });

  it('a reschedule and a booking of the same slot at once: exactly one takes it', async () => {
    const cpf = dependentes[RACERS]!;
    const { agendamento } = await agendarPrimeiroLivre(titular, cpf, 'CLINICA_MEDICA');
    // A slot both can take: the titular's grid ∩ the dependant's (for the reschedule).
    const doDependente = await agendas(titular, cpf, {
      especialidade: 'CLINICA_MEDICA',
      remarcando: agendamento.id,
    });
    const doTitular = await agendas(titular, cpfTitular, {
      especialidade: 'CLINICA_MEDICA',
      data: doDependente.data!,
    });
    const alvo = doTitular.horarios.findLast((s) =>
      doDependente.horarios.some((d) => d.horarioId === s.horarioId),
    )!;
    // A booking needs a hold first; race its hold-and-book against the reschedule.
    const booking = (async () => {
      const hold = await chamar(titular, E.reservar, {
        body: { cpf: cpfTitular, horarioId: alvo.horarioId },
      });
      if (hold.statusCode !== 201) return hold;
      return chamar(titular, E.agendar, {
        body: { reservaId: hold.json<{ reservaId: string }>().reservaId },
      });
    })();
    const [reschedule, book] = await Promise.all([
      remarcar(titular, agendamento.id, alvo.horarioId),
      booking,
    ]);
    const ganhou = [reschedule.statusCode === 200, book.statusCode === 201].filter(Boolean);
    expect(ganhou).toHaveLength(1);
    const noSlot = await h.database.db
      .select()
      .from(agendamentos)
      .where(and(eq(agendamentos.horarioId, alvo.horarioId), eq(agendamentos.status, 'AGENDADO')));
    expect(noSlot).toHaveLength(1);
    const [antigo] = await h.database.db
      .select()
      .from(agendamentos)
      .where(eq(agendamentos.id, agendamento.id));
    expect(antigo!.status).toBe(reschedule.statusCode === 200 ? 'CANCELADO' : 'AGENDADO');
  });

  it('one appointment rescheduled twice at once, to two slots: one move, one appointment', async () => {
    const cpf = dependentes[RACERS]!;
    const { agendamento } = await agendarPrimeiroLivre(titular, cpf, 'CARDIOLOGIA');
    const [a, b] = (
      await agendas(titular, cpf, { especialidade: 'CARDIOLOGIA', remarcando: agendamento.id })
    ).horarios.slice(-2);
    const responses = await Promise.all([
      remarcar(titular, agendamento.id, a!.horarioId),
      remarcar(titular, agendamento.id, b!.horarioId),
    ]);
    expect(statuses(responses)).toEqual({ 200: 1, 409: 1 });
    const pessoaId = await pessoaDe(cpf);
    const [velho] = await h.database.db
      .select()
      .from(agendamentos)
      .where(eq(agendamentos.id, agendamento.id));
    const deCardiologia = await h.database.db
      .select({ horarioId: agendamentos.horarioId, status: agendamentos.status })
      .from(agendamentos)
      .where(
        and(eq(agendamentos.pessoaId, pessoaId), eq(agendamentos.especialidadeId, velho!.especialidadeId)),
      );
    expect(deCardiologia.filter((x) => x.status === 'AGENDADO')).toHaveLength(1);
    expect(deCardiologia.filter((x) => x.status === 'CANCELADO')).toHaveLength(1);
  });
});

async function pessoaDe(cpf: string): Promise<number> {
  const [row] = await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  return row!.id;
}
