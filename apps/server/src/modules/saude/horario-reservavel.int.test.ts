// The grid and the booking share one rule (issue 37, horario-reservavel.ts), on PGlite and on PostgreSQL:
// every slot of a day — booked by someone, held by someone else, held by the member in a session they left,
// at the time of one of the beneficiary's appointments, outside the window, free — is offered by GET
// /agendas exactly when POST /reservas accepts it; and the member's abandoned hold is offered again and
// renewed, not hidden until it runs out.
import { and, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENDAMENTO_MESSAGES, onlyDigits } from '@portal/domain';
import { agendamentosEndpoints as E, type Reserva } from '@portal/domain/contract/saude/agendamentos';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { agendaHorarios, agendaReservas, especialidades } from '../../db/schema/agendamento.js';
import { auditoria } from '../../db/schema/audit.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { agendas, reservar } from '../../test/agendamento.js';
import { chamar } from '../../test/contrato.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import type { TestAgent } from '../../test/test-agent.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';
import { TEST_NOW } from '../../test/test-database.js';

const demo = withDemo();
let h: TestHarness;
let maria: TestAgent;
let cpfTitular: string;

beforeAll(async () => {
  h = demo.h;
  const f = await insertFreshFamily(h.database.db, 'ativa', 4);
  cpfTitular = onlyDigits(f.titular.cpf);
  maria = await demo.as('maria');
});

/** Every slot the agenda has for the speciality on the operator's day `dia`. */
async function slotsDoDia(especialidade: string, dia: string) {
  return h.database.db
    .select({ id: agendaHorarios.id, inicio: agendaHorarios.inicio })
    .from(agendaHorarios)
    .innerJoin(especialidades, eq(especialidades.id, agendaHorarios.especialidadeId))
    .where(
      and(
        eq(especialidades.codigo, especialidade),
        gte(agendaHorarios.inicio, new Date(`${dia}T00:00:00-03:00`)),
        lt(agendaHorarios.inicio, new Date(`${dia}T24:00:00-03:00`)),
      ),
    );
}

describe('one rule for the grid and the booking', () => {
  it('offers a slot exactly when holding it is accepted, whatever makes it untakeable', async () => {
    // The titular's own Cardiologia appointment is 12/03 08:00 and Maria's takes another 08:00 slot.
    const sessaoDeixada = await login(h.app, cpfTitular, FRESH_PASSWORD);
    const titular = await login(h.app, cpfTitular, FRESH_PASSWORD);
    const dia = '2026-03-12';
    const inicial = await agendas(titular, cpfTitular, { especialidade: 'CARDIOLOGIA', data: dia });
    const [abandonado, outro] = inicial.horarios.filter((s) => s.hora >= '10:00:00');
    // Someone else's hold, and the titular's own hold from a session they left without releasing it.
    const deMaria = await reservar(maria, DEMO.maria, outro!.horarioId);
    const deixada = await reservar(sessaoDeixada, cpfTitular, abandonado!.horarioId);

    const oferta = (await agendas(titular, cpfTitular, { especialidade: 'CARDIOLOGIA', data: dia })).horarios;
    const ofertados = new Set(oferta.map((s) => s.horarioId));
    expect(ofertados.has(abandonado!.horarioId)).toBe(true);
    expect(ofertados.has(outro!.horarioId)).toBe(false);
    expect(oferta.some((s) => s.hora === '08:00:00')).toBe(false);

    const todos = [
      ...(await slotsDoDia('CARDIOLOGIA', dia)),
      ...(await slotsDoDia('CARDIOLOGIA', '2026-03-10')),
    ];
    expect(todos.length).toBeGreaterThan(oferta.length + 3);
    const recusas = new Set<string>();
    for (const slot of todos) {
      const r = await chamar(titular, E.reservar, { body: { cpf: cpfTitular, horarioId: slot.id } });
      expect([201, 409], r.body).toContain(r.statusCode);
      expect(r.statusCode === 201, `${slot.inicio.toISOString()} ${r.body}`).toBe(ofertados.has(slot.id));
      if (r.statusCode === 409) recusas.add(r.json<{ mensagem: string }>().mensagem);
    }
    // Every kind of refusal was met: booked, someone else's hold, the beneficiary's own appointment.
    expect([...recusas].sort()).toEqual(
      [
        AGENDAMENTO_MESSAGES.slotUnavailable,
        AGENDAMENTO_MESSAGES.slotTaken,
        AGENDAMENTO_MESSAGES.overlap,
      ].sort(),
    );
    // Maria's hold survived the attempts.
    const [holdDeMaria] = await h.database.db
      .select()
      .from(agendaReservas)
      .where(eq(agendaReservas.id, deMaria.reservaId));
    expect(holdDeMaria).toBeDefined();
    expect(deixada.reservaId).not.toBe(deMaria.reservaId);
  });

  it("renews the member's own hold from a session they left: offered again, one hold, the old one void", async () => {
    const sessaoDeixada = await login(h.app, cpfTitular, FRESH_PASSWORD);
    const dia = '2026-03-13';
    const [slot] = (await agendas(sessaoDeixada, cpfTitular, { especialidade: 'PEDIATRIA', data: dia }))
      .horarios;
    const antiga = await reservar(sessaoDeixada, cpfTitular, slot!.horarioId);

    // Back in a new session a minute later: the slot is offered to them (to nobody else) and holding it
    // again gives a fresh hold with the full time.
    h.clock.advance(60_000);
    try {
      const titular = await login(h.app, cpfTitular, FRESH_PASSWORD);
      const oferta = await agendas(titular, cpfTitular, { especialidade: 'PEDIATRIA', data: dia });
      expect(oferta.horarios.map((s) => s.horarioId)).toContain(slot!.horarioId);
      const deMaria = await agendas(maria, DEMO.maria, { especialidade: 'PEDIATRIA', data: dia });
      expect(deMaria.horarios.map((s) => s.horarioId)).not.toContain(slot!.horarioId);

      const nova: Reserva = await reservar(titular, cpfTitular, slot!.horarioId);
      expect(nova.reservaId).not.toBe(antiga.reservaId);
      expect(Date.parse(nova.expiraEm)).toBe(Date.parse(antiga.expiraEm) + 60_000);
      const holds = await h.database.db
        .select()
        .from(agendaReservas)
        .where(eq(agendaReservas.horarioId, slot!.horarioId));
      expect(holds.map((x) => x.id)).toEqual([nova.reservaId]);
      const comAntiga = await chamar(sessaoDeixada, E.agendar, { body: { reservaId: antiga.reservaId } });
      expect(comAntiga.statusCode).toBe(409);
      expect(comAntiga.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.holdExpired });
      const agendado = await chamar(titular, E.agendar, { body: { reservaId: nova.reservaId } });
      expect(agendado.statusCode, agendado.body).toBe(201);
    } finally {
      h.clock.set(TEST_NOW);
    }
  });

  it('answers 404 for the slots of a beneficiary of another family, and audits the read per beneficiary', async () => {
    const titular = await login(h.app, cpfTitular, FRESH_PASSWORD);
    const alheio = await chamar(titular, E.agendas, {
      query: { cpf: DEMO.maria, especialidade: 'PEDIATRIA' },
    });
    expect(alheio.statusCode).toBe(404);
    const semCpf = await chamar(titular, E.agendas, { query: { especialidade: 'PEDIATRIA' } });
    expect(semCpf.statusCode).toBe(400);
    await agendas(titular, cpfTitular, { especialidade: 'PEDIATRIA' });
    const [pessoa] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, cpfTitular));
    const lidas = await h.database.db
      .select({ pessoaId: auditoria.pessoaId })
      .from(auditoria)
      .where(eq(auditoria.acao, 'LEITURA_HORARIOS_LIVRES'));
    expect(lidas.filter((a) => a.pessoaId === pessoa!.id).length).toBeGreaterThan(0);
  });
});
