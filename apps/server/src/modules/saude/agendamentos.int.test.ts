// Agendamento (issue 16) on PGlite with the demo (Maria's appointments in every state) and a fresh family
// (titular with two upcoming Cardiologia appointments and one of Clínica Médica): the list and its cards,
// the constants, the specialities and free slots of the window, holding (replace rule, expiry), booking
// (protocol, notice with the public link, the slot leaves the free list), the overlap rule enforced by the
// database, audit rows and resource usage.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENDAMENTO_MESSAGES, onlyDigits } from '@portal/domain';
import { agendamentosEndpoints, type AgendamentoCriado } from '@portal/domain/contract/saude/agendamentos';
import { FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';
import { agendamentos, agendamentoTokens, agendaHorarios } from '../../db/schema/agendamento.js';
import { auditoria } from '../../db/schema/audit.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import { utilizacaoRecursos } from '../../db/schema/contadores-uso.js';
import { sha256Hex } from '../../platform/clock.js';
import { agendas, reservar } from '../../test/agendamento.js';
import { chamar, getJson, urlDe } from '../../test/contrato.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { eventually, outboxFor } from '../../test/mailbox.js';
import type { TestAgent } from '../../test/test-agent.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';
import { TEST_NOW } from '../../test/test-database.js';

const E = agendamentosEndpoints;

const demo = withDemo();
let h: TestHarness;
let maria: TestAgent;
let f: FreshFamily;
let titular: TestAgent;
let cpfTitular: string;

beforeAll(async () => {
  h = demo.h;
  f = await insertFreshFamily(h.database.db, 'ativa', 2);
  cpfTitular = onlyDigits(f.titular.cpf);
  [maria, titular] = await Promise.all([demo.as('maria'), login(h.app, cpfTitular, FRESH_PASSWORD)]);
});

const pessoaId = async (cpf: string) =>
  (await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf)))[0]!.id;

const lista = (agent: TestAgent, cpf: string) => getJson(agent, E.agendamentos, { query: { cpf } });
const agendar = (agent: TestAgent, reservaId: string) => chamar(agent, E.agendar, { body: { reservaId } });

describe('the list (GET ?cpf)', () => {
  it("shows Maria's upcoming appointments soonest first and her history newest first, as cards", async () => {
    const { proximos, historico, nome } = await lista(maria, DEMO.maria);
    expect(nome).toBe('Maria Aparecida Souza');
    expect(proximos.map((a) => [a.especialidade.nome, a.status])).toEqual([
      ['Clínica Médica', 'CONFIRMADO'],
      ['Cardiologia', 'AGENDADO'],
      ['Clínica Médica', 'SOLICITADO'],
      ['Cardiologia', 'AGENDADO'],
    ]);
    expect(proximos.map((a) => a.data)).toEqual([...proximos.map((a) => a.data)].sort());
    expect(historico.map((a) => a.status)).toEqual(['CANCELADO', 'REALIZADO', 'FALTA']);
    const [confirmada, agendada, solicitada] = proximos;
    // The first free Clínica Médica slot from tomorrow: Wednesday 11/03 08:00 at the Cambuí clinic.
    expect(confirmada).toMatchObject({
      data: '2026-03-11',
      diaSemana: 'Quarta-feira',
      hora: '08:00:00',
      prestador: 'Dr. Paulo Mendes',
      local: {
        codigo: '800101',
        nome: 'Centro Médico Vale Verde Cambuí',
        cidade: 'Campinas',
        uf: 'SP',
        latitude: -22.8951,
        longitude: -47.0513,
        telefone: '1932567000',
      },
      podeConfirmar: false,
      podeCancelar: true,
    });
    // Booked through the portal: it has its protocol; the call centre's request has none.
    expect(agendada).toMatchObject({ podeConfirmar: true, podeCancelar: true });
    expect(agendada!.protocolo).toMatch(/^\d{20}$/);
    expect(solicitada).toMatchObject({ podeConfirmar: false, podeCancelar: true, protocolo: null });
    expect(historico.every((a) => !a.podeCancelar && !a.podeConfirmar)).toBe(true);
  });

  it('audits the read per beneficiary and counts the resource usage AGENDAMENTO', async () => {
    const joao = await pessoaId(DEMO.joao);
    await lista(maria, DEMO.joao);
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'LEITURA_AGENDAMENTOS'), eq(auditoria.pessoaId, joao)));
    expect(rows).toHaveLength(1);
    const usos = await h.database.db
      .select()
      .from(utilizacaoRecursos)
      .where(eq(utilizacaoRecursos.recurso, 'AGENDAMENTO'));
    expect(usos.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for a CPF of another family and 401 without a session', async () => {
    expect((await chamar(maria, E.agendamentos, { query: { cpf: DEMO.roberto } })).statusCode).toBe(404);
    expect((await chamar(maria, E.agendamentos, { query: { cpf: cpfTitular } })).statusCode).toBe(404);
    const semSessao = urlDe(E.agendamentos, { query: { cpf: DEMO.maria } });
    expect((await h.app.inject({ url: semSessao, headers: { 'x-origin': 'web' } })).statusCode).toBe(401);
  });
});

describe('what a new appointment offers', () => {
  it('reads the constants from the operator parameters', async () => {
    const constantes = await getJson(maria, E.constantes);
    expect(constantes).toEqual({
      minutosReserva: 10,
      diasAntecedencia: 14,
      horasLembrete: 48,
      opcoesCancelamento: [
        { opcao: 'CANCELAR_ATENDIMENTO', nome: 'Cancelar somente esta consulta' },
        { opcao: 'CANCELAR_TODOS_ATENDIMENTOS', nome: 'Cancelar todas as consultas desta especialidade' },
      ],
    });
  });

  it('lists the three specialities and the two own clinics that offer them', async () => {
    const { especialidades, locais } = await getJson(maria, E.especialidades);
    expect(especialidades.map((e) => [e.nome, e.locais])).toEqual([
      ['Cardiologia', ['800101', '800201']],
      ['Clínica Médica', ['800101', '800201']],
      ['Pediatria', ['800101', '800201']],
    ]);
    expect(locais.map((l) => [l.nome, l.cidade])).toEqual([
      ['Centro Médico Vale Verde Cambuí', 'Campinas'],
      ['Centro Médico Vale Verde Paulista', 'São Paulo'],
    ]);
  });

  it('offers the weekdays of [tomorrow, tomorrow + 14) and the free slots of a day, without the booked ones', async () => {
    const cardio = await agendas(maria, DEMO.maria, { especialidade: 'CARDIOLOGIA', local: '800101' });
    expect(cardio.datasDisponiveis).toEqual([
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
    ]);
    expect(cardio.data).toBe('2026-03-11');
    // Maria's Cardiologia appointment (two days after seeding) and the fresh family titular's took two of
    // the three 08:00 slots: the third is offered to someone free then, never to Maria, who has an
    // appointment at that time (issue 37: the grid offers only what the beneficiary can take).
    const dia12 = await agendas(titular, onlyDigits(f.dependente!.cpf), {
      especialidade: 'CARDIOLOGIA',
      data: '2026-03-12',
    });
    const ocupados = await h.database.db
      .select({ horarioId: agendamentos.horarioId })
      .from(agendamentos)
      .where(eq(agendamentos.status, 'AGENDADO'));
    expect(dia12.horarios.filter((s) => s.hora === '08:00:00')).toHaveLength(1);
    expect(dia12.horarios.some((s) => ocupados.some((o) => o.horarioId === s.horarioId))).toBe(false);
    const paraMaria = await agendas(maria, DEMO.maria, { especialidade: 'CARDIOLOGIA', data: '2026-03-12' });
    expect(paraMaria.horarios.filter((s) => s.hora === '08:00:00')).toEqual([]);
    expect(paraMaria.horarios.filter((s) => s.hora === '08:30:00')).toHaveLength(3);
    expect(dia12.horarios.filter((s) => s.hora === '08:30:00')).toHaveLength(3);
    expect(
      (
        await agendas(maria, DEMO.maria, {
          especialidade: 'CARDIOLOGIA',
          local: '800201',
          data: '2026-03-12',
        })
      ).horarios.every((s) => s.local === '800201'),
    ).toBe(true);
    // Outside the window: no slot, even when the agenda has rows.
    expect(
      (await agendas(maria, DEMO.maria, { especialidade: 'CARDIOLOGIA', data: '2026-03-10' })).horarios,
    ).toEqual([]);
    expect((await agendas(maria, DEMO.maria, { especialidade: 'NENHUMA' })).data).toBeNull();
  });
});

describe('holding and booking', () => {
  it('holds a slot (it leaves the free list), replaces it with another, books it with a protocol and a link', async () => {
    const dia = '2026-03-16';
    const antes = await agendas(titular, cpfTitular, { especialidade: 'PEDIATRIA', data: dia });
    // From 09:00: the titular's own Cardiologia appointment that day is at 08:00.
    const [primeiro, segundo] = antes.horarios.filter((s) => s.hora >= '09:00:00');
    const reserva = await reservar(titular, cpfTitular, primeiro!.horarioId);
    expect(reserva.expiraEm).toBe(new Date(Date.parse(TEST_NOW) + 10 * 60_000).toISOString());
    expect(reserva.agendamento).toMatchObject({
      data: dia,
      diaSemana: 'Segunda-feira',
      hora: primeiro!.hora,
    });
    const livres = async () =>
      (await agendas(maria, DEMO.maria, { especialidade: 'PEDIATRIA', data: dia })).horarios;
    expect((await livres()).map((s) => s.horarioId)).not.toContain(primeiro!.horarioId);
    // Its own beneficiary is still offered it: holding it again renews the hold (issue 37).
    const proprios = (await agendas(titular, cpfTitular, { especialidade: 'PEDIATRIA', data: dia })).horarios;
    expect(proprios.map((s) => s.horarioId)).toContain(primeiro!.horarioId);

    // A new hold of the same speciality replaces the first: that slot is free again.
    const outra = await reservar(titular, cpfTitular, segundo!.horarioId);
    expect((await livres()).map((s) => s.horarioId)).toContain(primeiro!.horarioId);
    const antiga = await agendar(titular, reserva.reservaId);
    expect(antiga.statusCode).toBe(409);
    expect(antiga.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.holdExpired });

    const response = await agendar(titular, outra.reservaId);
    expect(response.statusCode, response.body).toBe(201);
    const { mensagem, agendamento } = response.json<AgendamentoCriado>();
    expect(agendamento).toMatchObject({
      status: 'AGENDADO',
      data: dia,
      podeConfirmar: true,
      podeCancelar: true,
    });
    expect(mensagem).toBe(
      `Consulta agendada para 16/03/2026 às ${segundo!.hora.slice(0, 5)}. Protocolo n° ${agendamento.protocolo}.`,
    );
    expect((await livres()).map((s) => s.horarioId)).not.toContain(segundo!.horarioId);

    // The protocol: kind AGENDAMENTO, closed at once with the step 'Consulta agendada'.
    const [protocolo] = await h.database.db
      .select()
      .from(protocolos)
      .where(eq(protocolos.protocolo, agendamento.protocolo!));
    expect(protocolo).toMatchObject({ tipo: 'AGENDAMENTO', situacao: 'FECHADO', prazoResposta: null });
    const passos = await h.database.db
      .select({ titulo: protocoloAndamentos.titulo })
      .from(protocoloAndamentos)
      .where(eq(protocoloAndamentos.protocolo, agendamento.protocolo!));
    expect(passos.map((p) => p.titulo)).toEqual(['Solicitação registrada', 'Consulta agendada']);

    // The notice went to the titular's e-mail with the public link; only the token's hash is stored.
    const aviso = await eventually(
      async () =>
        (await outboxFor(h.database.db, f.titular.email!)).find((m) => m.assunto === 'Consulta agendada'),
      'aviso de agendamento',
    );
    const token = /\/servicos\/agendamento\/([\w-]{43})/.exec(aviso.texto)?.[1];
    expect(token).toBeDefined();
    // What, when and where said once (issue 37: the date was written twice).
    expect(aviso.texto).toContain(
      `Consulta agendada: Pediatria em 16/03/2026 às ${segundo!.hora.slice(0, 5)}, ${agendamento.local.nome}. Protocolo n° ${agendamento.protocolo}.`,
    );
    expect(aviso.texto.match(/16\/03\/2026/g)).toHaveLength(1);
    const [registro] = await h.database.db
      .select()
      .from(agendamentoTokens)
      .where(eq(agendamentoTokens.tokenHash, sha256Hex(token!)));
    expect(registro).toMatchObject({ agendamentoId: agendamento.id, motivo: 'AGENDAMENTO' });
    expect(registro!.expiraEm.toISOString()).toBe(
      (
        await h.database.db.select().from(agendamentos).where(eq(agendamentos.id, agendamento.id))
      )[0]!.inicio.toISOString(),
    );
    const audit = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'AGENDAMENTO_CONSULTA'));
    expect(audit.map((a) => a.pessoaId)).toEqual([await pessoaId(cpfTitular)]);
  });

  it('lets a hold expire: the slot is free again and booking with it is refused', async () => {
    const dia = '2026-03-17';
    const [slot] = (await agendas(titular, cpfTitular, { especialidade: 'PEDIATRIA', data: dia })).horarios;
    const reserva = await reservar(titular, cpfTitular, slot!.horarioId);
    h.clock.advance(10 * 60_000);
    try {
      const livres = (await agendas(maria, DEMO.maria, { especialidade: 'PEDIATRIA', data: dia })).horarios;
      expect(livres.map((s) => s.horarioId)).toContain(slot!.horarioId);
      const response = await agendar(titular, reserva.reservaId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.holdExpired });
      // Someone else may hold it now.
      await reservar(maria, DEMO.joao, slot!.horarioId);
    } finally {
      h.clock.set(TEST_NOW);
    }
  });

  it('refuses a hold or booking that overlaps one of the beneficiary’s appointments, the database having the last word', async () => {
    // The titular's Cardiologia appointment two days after seeding is 12/03 08:00: the grid does not offer
    // the titular that time in any speciality (issue 37), and holding it anyway is refused by the same rule.
    const dia12 = await agendas(titular, cpfTitular, { especialidade: 'CLINICA_MEDICA', data: '2026-03-12' });
    expect(dia12.horarios.filter((s) => s.hora === '08:00:00')).toEqual([]);
    const mesmaHora = (
      await agendas(titular, onlyDigits(f.dependente!.cpf), {
        especialidade: 'CLINICA_MEDICA',
        data: '2026-03-12',
      })
    ).horarios.find((s) => s.hora === '08:00:00')!;
    const recusa = await chamar(titular, E.reservar, {
      body: { cpf: cpfTitular, horarioId: mesmaHora.horarioId },
    });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.overlap });

    // Held while free; then the call centre books the same person at that time: the exclusion constraint
    // refuses the booking.
    const [livre] = (
      await agendas(titular, cpfTitular, { especialidade: 'CLINICA_MEDICA', data: '2026-03-18' })
    ).horarios;
    const reserva = await reservar(titular, cpfTitular, livre!.horarioId);
    const [outro] = (
      await agendas(titular, cpfTitular, { especialidade: 'CARDIOLOGIA', data: '2026-03-18' })
    ).horarios.filter((s) => s.hora === livre!.hora);
    const [slot] = await h.database.db
      .select()
      .from(agendaHorarios)
      .where(eq(agendaHorarios.id, outro!.horarioId));
    await h.database.db.insert(agendamentos).values({
      id: crypto.randomUUID(),
      pessoaId: await pessoaId(cpfTitular),
      horarioId: slot!.id,
      especialidadeId: slot!.especialidadeId,
      status: 'SOLICITADO',
      inicio: slot!.inicio,
      fim: slot!.fim,
      criadoEm: new Date(TEST_NOW),
    });
    const response = await agendar(titular, reserva.reservaId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.overlap });
  });

  it('refuses to book a held slot that the call centre booked meanwhile (partial unique index)', async () => {
    const [livre] = (await agendas(titular, cpfTitular, { especialidade: 'PEDIATRIA', data: '2026-03-19' }))
      .horarios;
    const reserva = await reservar(titular, cpfTitular, livre!.horarioId);
    const [slot] = await h.database.db
      .select()
      .from(agendaHorarios)
      .where(eq(agendaHorarios.id, livre!.horarioId));
    await h.database.db.insert(agendamentos).values({
      id: crypto.randomUUID(),
      pessoaId: await pessoaId(DEMO.roberto),
      horarioId: slot!.id,
      especialidadeId: slot!.especialidadeId,
      status: 'AGENDADO',
      inicio: slot!.inicio,
      fim: slot!.fim,
      criadoEm: new Date(TEST_NOW),
    });
    const response = await agendar(titular, reserva.reservaId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.slotUnavailable });
  });

  it("answers 404 for a slot that does not exist, another family's CPF or hold", async () => {
    const naoExiste = await chamar(titular, E.reservar, {
      body: { cpf: cpfTitular, horarioId: crypto.randomUUID() },
    });
    expect(naoExiste.statusCode).toBe(404);
    const [slot] = (await agendas(titular, cpfTitular, { especialidade: 'PEDIATRIA', data: '2026-03-20' }))
      .horarios;
    expect(
      (await chamar(titular, E.reservar, { body: { cpf: DEMO.maria, horarioId: slot!.horarioId } }))
        .statusCode,
    ).toBe(404);
    const dela = await reservar(maria, DEMO.maria, slot!.horarioId);
    expect((await agendar(titular, dela.reservaId)).statusCode).toBe(404);
    expect((await chamar(titular, E.liberar, { body: { reservaId: dela.reservaId } })).statusCode).toBe(404);
    // Maria's hold survived the foreign attempts; she releases it and the slot is free again.
    expect((await chamar(maria, E.liberar, { body: { reservaId: dela.reservaId } })).statusCode).toBe(204);
    const livres = (await agendas(maria, DEMO.maria, { especialidade: 'PEDIATRIA', data: '2026-03-20' }))
      .horarios;
    expect(livres.map((s) => s.horarioId)).toContain(slot!.horarioId);
  });
});
