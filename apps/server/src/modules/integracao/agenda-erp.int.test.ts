// The operator's specialities, providers and own clinics' free slots (issue 19, decision 0024 §12): scope;
// each kind created → unchanged → updated; per-record errors in Portuguese beside applied records; what a
// member then sees (Pontos de Atendimento, the scheduling specialities and free slots); a slot held, booked
// or once booked cannot be moved or withdrawn; reads that do not grow with the batch; and members booking
// while the agenda withdraws or moves the same slots — on PGlite and on PostgreSQL (TEST_DATABASE_URL),
// where a hold committed while the batch waits on the slot's lock is seen by the batch.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_AGENDA_MESSAGES as M, INTEGRACAO_MESSAGES, onlyDigits } from '@portal/domain';
import type { EspecialidadeErp, PrestadorErp } from '@portal/domain/contract/integracao/agenda';
import { agendamentosEndpoints, type Reserva } from '@portal/domain/contract/saude/agendamentos';
import { pontosAtendimentoEndpoints } from '@portal/domain/contract/facilidades/pontos-atendimento';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { agendaHorarios, agendaReservas, agendamentos } from '../../db/schema/agendamento.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { prestadores, prestadorProcedimentos } from '../../db/schema/saude.js';
import { addDependentes, agendas, reservar } from '../../test/agendamento.js';
import { chamar, getJson } from '../../test/contrato.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import {
  alguemEsperandoLock,
  chamadasAuditadas,
  falhasComValoresHostis,
  lotes,
  novoCliente,
  recusado,
  tokenDe,
  transacaoAberta,
} from '../../test/integracao.js';
import type { TestAgent } from '../../test/test-agent.js';
import { login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';
import { testPostgresUrl } from '../../test/test-database.js';
import { importarArquivo } from './importacao.js';

let h: TestHarness;
let token: string;
let titular: TestAgent;
let cpfTitular: string;
let dependentes: string[];
const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });
const A = agendamentosEndpoints;
const RACERS = 20;

type Rota = 'especialidades' | 'prestadores' | 'horarios';
const { put, enviar, resultados, exigeEscopo } = lotes<Rota>(() => ({ app: h.app, token }));

const especialidade = (over: Partial<EspecialidadeErp> = {}): EspecialidadeErp => ({
  codigo: 'GERIATRIA',
  nome: 'Geriatria',
  ...over,
});

const clinica = (over: Partial<PrestadorErp> = {}): PrestadorErp => ({
  codigo: '800301',
  nome: 'Centro Médico Vale Verde Valinhos',
  tipo: 'CLINICA',
  endereco: 'Rua Sete de Setembro, 500',
  bairro: 'Centro',
  cidade: 'Valinhos',
  uf: 'SP',
  telefone: '1938715000',
  latitude: -22.9706,
  longitude: -46.9958,
  proprio: true,
  procedimentos: ['10101012'],
  horarios: [],
  prontoSocorro24h: false,
  ...over,
});

/** A slot at the new clinic on 2026-03-16 (inside the booking window of TEST_NOW). */
const horario = (over: Record<string, unknown> = {}) => ({
  idErp: 'HOR-ERP-1',
  prestadorCodigo: '800301',
  especialidadeCodigo: 'GERIATRIA',
  profissional: 'Dra. Helena Prado',
  inicio: '2026-03-16T09:00:00-03:00',
  fim: '2026-03-16T09:30:00-03:00',
  ...over,
});

const horarioId = async (idErp: string): Promise<string> => {
  const [row] = await h.database.db
    .select({ id: agendaHorarios.id })
    .from(agendaHorarios)
    .where(eq(agendaHorarios.idErp, idErp));
  return row!.id;
};

/** RACERS slots of one day, two an hour from 08:00, twenty minutes each. */
const slotsDoDia = (prefixo: string, dia: string) =>
  Array.from({ length: RACERS }, (_, i) => {
    const hora = `${dia}T${String(8 + Math.floor(i / 2)).padStart(2, '0')}`;
    return horario({
      idErp: `${prefixo}${i}`,
      inicio: `${hora}:${i % 2 ? '30' : '00'}:00-03:00`,
      fim: `${hora}:${i % 2 ? '50' : '20'}:00-03:00`,
    });
  });

/**
 * Creates the slots; then each dependant holds one and books it while five batches of four send
 * `registro(slot)` for them. Answers the slots' ids, each member's statuses and each slot's batch result.
 */
async function corrida(
  slots: ReturnType<typeof horario>[],
  registro: (s: ReturnType<typeof horario>) => unknown,
  antes: (ids: string[]) => Promise<void> = async () => {},
) {
  expect(new Set(await resultados('horarios', slots))).toEqual(new Set(['criado']));
  const ids = await Promise.all(slots.map((s) => horarioId(s.idErp)));
  await antes(ids);
  const membros = dependentes.map(async (cpf, i) => {
    const hold = await chamar(titular, A.reservar, { body: { cpf, horarioId: ids[i] } });
    if (hold.statusCode !== 201) return [hold.statusCode];
    const book = await chamar(titular, A.agendar, { body: { reservaId: hold.json<Reserva>().reservaId } });
    return [201, book.statusCode];
  });
  const lotesDoErp = [0, 1, 2, 3, 4].map((b) =>
    enviar('horarios', slots.slice(b * 4, b * 4 + 4).map(registro)),
  );
  const [membrosR, erp] = await Promise.all([Promise.all(membros), Promise.all(lotesDoErp)]);
  return { ids, membros: membrosR, erp: erp.flatMap((r) => r.resultados) };
}

/** The slots among `ids` with an appointment not cancelled. */
async function agendadosEm(ids: string[]): Promise<Set<string>> {
  const ativos = await h.database.db
    .select({ horarioId: agendamentos.horarioId })
    .from(agendamentos)
    .where(and(inArray(agendamentos.horarioId, ids), sql`${agendamentos.status} <> 'CANCELADO'`));
  return new Set(ativos.map((a) => a.horarioId));
}

/** A racing member's answers: created, gone (404) or taken/withdrawn (409) — never a 500. */
const statusDeCorrida = (membro: number[], i: number) =>
  expect(
    membro.every((status) => [201, 404, 409].includes(status)),
    `${i}: ${membro.join()}`,
  ).toBe(true);

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['agenda:escrita']));
  const f = await insertFreshFamily(h.database.db, 'ativa', 7);
  cpfTitular = onlyDigits(f.titular.cpf);
  dependentes = await addDependentes(h.database.db, cpfTitular, RACERS, '731');
  titular = await login(h.app, cpfTitular, FRESH_PASSWORD);
  expect(await resultados('especialidades', [especialidade()])).toEqual(['criado']);
  expect(await resultados('prestadores', [clinica()])).toEqual(['criado']);
});

describe('specialities, providers and slots from the operator', () => {
  it('needs a token with agenda:escrita (a health system writing prescriptions cannot touch the agendas)', async () => {
    const outro = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['saude:escrita']));
    for (const rota of ['especialidades', 'prestadores', 'horarios'] as const) await exigeEscopo(rota, outro);
  });

  it('specialities: created (before all), unchanged, renamed; bad ones refused at their index', async () => {
    expect(await resultados('especialidades', [especialidade()])).toEqual(['inalterado']);
    expect(await resultados('especialidades', [especialidade({ nome: 'Geriatria e Gerontologia' })])).toEqual(
      ['atualizado'],
    );
    const r = (
      await enviar('especialidades', [
        especialidade({ codigo: 'NEUROLOGIA', nome: 'Neurologia' }),
        especialidade({ codigo: 'neuro' }),
        { ...especialidade({ codigo: 'OUTRA' }), cor: 'azul' },
        especialidade({ codigo: 'NEUROLOGIA', nome: 'Neurologia' }),
      ])
    ).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', 'erro', 'erro', 'erro']);
    recusado(r[1], M.especialidadeInvalida, 'codigo', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[2], M.especialidadeInvalida, 'cor', INTEGRACAO_MESSAGES.campoDesconhecido);
    recusado(r[3], INTEGRACAO_MESSAGES.idErpRepetido, 'codigo');
  });

  it('providers: the own unit shows in Pontos de Atendimento; procedures replaced as a whole; bad ones refused', async () => {
    expect(await resultados('prestadores', [clinica()])).toEqual(['inalterado']);
    const pontos = await getJson(titular, pontosAtendimentoEndpoints.lista);
    expect(pontos.pontos.find((p) => p.codigo === '800301')).toMatchObject({
      nome: 'Centro Médico Vale Verde Valinhos',
      endereco: 'Rua Sete de Setembro, 500 - Centro',
      cidade: 'Valinhos',
      uf: 'SP',
      latitude: -22.9706,
      tipo: 'CLINICA',
    });

    const novos = ['40304361', '10101012', '20104014'];
    expect(await resultados('prestadores', [clinica({ procedimentos: novos })])).toEqual(['atualizado']);
    const [row] = await h.database.db.select().from(prestadores).where(eq(prestadores.codigo, '800301'));
    const procs = await h.database.db
      .select({ codigo: prestadorProcedimentos.codigoTuss })
      .from(prestadorProcedimentos)
      .where(eq(prestadorProcedimentos.prestadorId, row!.id));
    expect(procs.map((p) => p.codigo).sort()).toEqual([...novos].sort());
    expect(await resultados('prestadores', [clinica({ procedimentos: [...novos].reverse() })])).toEqual([
      'inalterado',
    ]);
    expect(await resultados('prestadores', [clinica()])).toEqual(['atualizado']);

    const n = (i: number, over: Partial<PrestadorErp>) => clinica({ codigo: `900400${i}`, ...over });
    const r = (
      await enviar('prestadores', [
        // A contracted lab in São Paulo, named without accents: the city is found all the same.
        n(0, { tipo: 'LABORATORIO', proprio: false, cidade: 'SAO PAULO', latitude: null, longitude: null }),
        n(1, { cidade: 'Atlântida' }),
        n(2, { latitude: null, longitude: null }),
        n(3, { proprio: false, longitude: null }),
        n(4, { procedimentos: ['10101012', '10101012'] }),
        n(5, { tipo: 'FARMACIA' as PrestadorErp['tipo'] }),
        n(6, { telefone: '(19) 3871-5000' }),
      ])
    ).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', ...Array<string>(6).fill('erro')]);
    recusado(r[1], M.cidadeDesconhecida, 'cidade');
    expect(r[2]).toMatchObject({
      mensagem: M.coordenadasObrigatorias,
      campos: { latitude: M.coordenadasObrigatorias, longitude: M.coordenadasObrigatorias },
    });
    recusado(r[3], M.coordenadasIncompletas, 'longitude');
    recusado(r[4], M.procedimentoRepetido, 'procedimentos.1');
    recusado(r[5], M.prestadorInvalido, 'tipo', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[6], M.prestadorInvalido, 'telefone', INTEGRACAO_MESSAGES.valorInvalido);
    const gravados = await h.database.db
      .select({ codigo: prestadores.codigo })
      .from(prestadores)
      .where(like(prestadores.codigo, '900400%'));
    expect(gravados.map((g) => g.codigo)).toEqual(['9004000']);
  });

  it('providers: opening hours and the 24-hour emergency room reach Pontos de Atendimento; bad periods refused', async () => {
    const semana = [
      ...[1, 2, 3, 4, 5].map((dia) => ({ dia, abre: '07:00', fecha: '19:00' })),
      { dia: 6, abre: '07:00', fecha: '12:00' },
    ];
    const ponto = async () =>
      (await getJson(titular, pontosAtendimentoEndpoints.lista)).pontos.find((p) => p.codigo === '800301')!;
    try {
      expect(
        await resultados('prestadores', [clinica({ horarios: semana, prontoSocorro24h: true })]),
      ).toEqual(['atualizado']);
      expect(await ponto()).toMatchObject({ horarios: semana, prontoSocorro24h: true });
      // The same week in another order changes nothing.
      expect(
        await resultados('prestadores', [
          clinica({ horarios: [...semana].reverse(), prontoSocorro24h: true }),
        ]),
      ).toEqual(['inalterado']);
      // Left out, they are none (the record is the provider as a whole, as its procedures are).
      const { horarios: _h, prontoSocorro24h: _p, ...semHorarios } = clinica();
      expect(await resultados('prestadores', [semHorarios as PrestadorErp])).toEqual(['atualizado']);
      expect(await ponto()).toMatchObject({ horarios: [], prontoSocorro24h: false });

      const n = (i: number, horarios: PrestadorErp['horarios']) =>
        clinica({ codigo: `900500${i}`, horarios });
      const r = (
        await enviar('prestadores', [
          n(0, [{ dia: 1, abre: '19:00', fecha: '07:00' }]),
          n(1, [
            { dia: 1, abre: '18:00', fecha: '24:00' },
            { dia: 1, abre: '08:00', fecha: '18:30' },
          ]),
          n(2, [{ dia: 7, abre: '08:00', fecha: '12:00' }]),
          n(3, [{ dia: 1, abre: '8:00', fecha: '12:00' }]),
          n(4, [
            { dia: 1, abre: '00:00', fecha: '24:00' },
            { dia: 2, abre: '00:00', fecha: '06:00' },
          ]),
        ])
      ).resultados;
      expect(r.map((x) => x.resultado)).toEqual(['erro', 'erro', 'erro', 'erro', 'criado']);
      recusado(r[0], M.periodoInvertido, 'horarios.0.fecha');
      recusado(r[1], M.periodoSobreposto, 'horarios.0.abre');
      recusado(r[2], M.prestadorInvalido, 'horarios.0.dia', INTEGRACAO_MESSAGES.valorInvalido);
      recusado(r[3], M.prestadorInvalido, 'horarios.0.abre', INTEGRACAO_MESSAGES.valorInvalido);
    } finally {
      await h.database.db.delete(prestadores).where(like(prestadores.codigo, '900500%'));
    }
  });

  it('a slot: created, unchanged, moved; the member sees the speciality and the free slot', async () => {
    expect(await resultados('horarios', [horario()])).toEqual(['criado']);
    expect(await resultados('horarios', [horario({ inicio: '2026-03-16T12:00:00Z' })])).toEqual([
      'inalterado',
    ]);
    const movido = horario({ inicio: '2026-03-16T10:00:00-03:00', fim: '2026-03-16T10:30:00-03:00' });
    expect(await resultados('horarios', [movido])).toEqual(['atualizado']);

    const { especialidades, locais } = await getJson(titular, A.especialidades);
    expect(especialidades.find((e) => e.codigo === 'GERIATRIA')).toEqual({
      codigo: 'GERIATRIA',
      nome: 'Geriatria e Gerontologia',
      locais: ['800301'],
    });
    expect(locais.find((l) => l.codigo === '800301')).toMatchObject({ cidade: 'Valinhos', uf: 'SP' });
    const livres = await agendas(titular, cpfTitular, { especialidade: 'GERIATRIA' });
    expect(livres).toMatchObject({
      data: '2026-03-16',
      datasDisponiveis: ['2026-03-16'],
      horarios: [{ hora: '10:00:00', prestador: 'Dra. Helena Prado', local: '800301' }],
    });

    // Withdrawn: gone from the member's list; the same withdrawal again changes nothing.
    expect(await resultados('horarios', [{ idErp: 'HOR-ERP-1', removido: true }])).toEqual(['atualizado']);
    expect((await agendas(titular, cpfTitular, { especialidade: 'GERIATRIA' })).horarios).toEqual([]);
    expect(await resultados('horarios', [{ idErp: 'HOR-ERP-1', removido: true }])).toEqual(['inalterado']);

    const audit = await chamadasAuditadas(h.database.db, 'horarios');
    expect(audit.length).toBeGreaterThanOrEqual(5);
    expect(audit.every((a) => a.integracaoClienteId !== null)).toBe(true);
  });

  it('answers each bad slot at its index, in Portuguese with its fields, and applies the valid ones', async () => {
    const n = (i: number, over: Record<string, unknown>) => horario({ idErp: `HOR-ERP-E${i}`, ...over });
    const r = (
      await enviar('horarios', [
        n(0, { inicio: '2026-03-17T09:00:00-03:00', fim: '2026-03-17T09:30:00-03:00' }),
        n(1, { prestadorCodigo: '900102' }),
        n(2, { prestadorCodigo: '999999' }),
        n(3, { especialidadeCodigo: 'ASTROLOGIA' }),
        n(4, { fim: '2026-03-16T09:00:00-03:00' }),
        n(5, { inicio: '2026-03-16T09:00:00' }),
        n(6, { profissional: undefined }),
        // The same professional, clinic and start as record 0 (the table's unique key).
        n(7, { inicio: '2026-03-17T12:00:00Z', fim: '2026-03-17T12:20:00Z' }),
        { idErp: 'HOR-ERP-E8', removido: 'sim' },
      ])
    ).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', ...Array<string>(8).fill('erro')]);
    recusado(r[1], M.prestadorNaoProprio, 'prestadorCodigo');
    recusado(r[2], M.prestadorDesconhecido, 'prestadorCodigo');
    recusado(r[3], M.especialidadeDesconhecida, 'especialidadeCodigo');
    recusado(r[4], M.fimAntesDoInicio, 'fim');
    recusado(r[5], M.horarioInvalido, 'inicio', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[6], M.horarioInvalido, 'profissional', INTEGRACAO_MESSAGES.campoObrigatorio);
    expect(r[7]).toMatchObject({ resultado: 'erro', mensagem: M.horarioOcupadoProfissional });
    recusado(r[8], M.horarioInvalido, 'removido', INTEGRACAO_MESSAGES.valorInvalido);
    const gravados = await h.database.db
      .select({ idErp: agendaHorarios.idErp })
      .from(agendaHorarios)
      .where(like(agendaHorarios.idErp, 'HOR-ERP-E%'));
    expect(gravados.map((g) => g.idErp)).toEqual(['HOR-ERP-E0']);
  });

  it('a slot held or booked is neither moved nor withdrawn, once booked only withdrawn (kept for the card); an expired hold does not count', async () => {
    const dependente = dependentes[0]!;
    const s = horario({
      idErp: 'HOR-ERP-B',
      inicio: '2026-03-18T09:00:00-03:00',
      fim: '2026-03-18T09:30:00-03:00',
    });
    const moverPara = (hora: string) => ({
      ...s,
      inicio: `2026-03-18T${hora}:00-03:00`,
      fim: `2026-03-18T${hora.slice(0, 3)}50:00-03:00`,
    });
    const retirar = { idErp: 'HOR-ERP-B', removido: true };
    expect(await resultados('horarios', [s])).toEqual(['criado']);
    const id = await horarioId('HOR-ERP-B');

    const reserva = await reservar(titular, dependente, id);
    for (const registro of [moverPara('10:00'), retirar]) {
      recusado((await enviar('horarios', [registro])).resultados[0], M.horarioReservado, 'idErp');
    }
    // The same data as stored is still `inalterado`: nothing to move.
    expect(await resultados('horarios', [s])).toEqual(['inalterado']);

    const booked = await chamar(titular, A.agendar, { body: { reservaId: reserva.reservaId } });
    expect(booked.statusCode, booked.body).toBe(201);
    for (const registro of [moverPara('10:00'), retirar]) {
      recusado((await enviar('horarios', [registro])).resultados[0], M.horarioAgendado, 'idErp');
    }
    const [agendamento] = await h.database.db
      .select()
      .from(agendamentos)
      .where(eq(agendamentos.horarioId, id));
    const cancelado = await chamar(titular, A.cancelar, {
      body: { id: agendamento!.id, opcao: 'CANCELAR_ATENDIMENTO' },
    });
    expect(cancelado.statusCode, cancelado.body).toBe(200);
    // Cancelled: the card in the member's history still reads the slot's professional and clinic, so the
    // slot keeps its time and place…
    recusado((await enviar('horarios', [moverPara('10:00')])).resultados[0], M.horarioComHistorico, 'idErp');
    const livresNoDia = async () =>
      (await agendas(titular, cpfTitular, { especialidade: 'GERIATRIA', data: '2026-03-18' })).horarios.map(
        (x) => x.horarioId,
      );
    expect(await livresNoDia()).toContain(id);
    // …but may be withdrawn: the row stays for the card, offered to nobody (migration 0023).
    expect(await resultados('horarios', [retirar])).toEqual(['atualizado']);
    expect(await resultados('horarios', [retirar])).toEqual(['inalterado']);
    const [retirado] = await h.database.db.select().from(agendaHorarios).where(eq(agendaHorarios.id, id));
    expect(retirado?.removidoEm).toBeInstanceOf(Date);
    expect(await livresNoDia()).not.toContain(id);
    const segurar = await chamar(titular, A.reservar, { body: { cpf: dependente, horarioId: id } });
    expect(segurar.statusCode).toBe(404);
    const { historico } = await getJson(titular, A.agendamentos, { query: { cpf: dependente } });
    expect(historico.find((x) => x.id === agendamento!.id)).toMatchObject({ prestador: 'Dra. Helena Prado' });
    // The withdrawn slot leaves its time free: a new one for the same professional and start is accepted;
    // the old one cannot come back while it is there.
    const outro = { ...s, idErp: 'HOR-ERP-B2' };
    expect(await resultados('horarios', [outro])).toEqual(['criado']);
    expect((await enviar('horarios', [s])).resultados[0]).toMatchObject({
      resultado: 'erro',
      mensagem: M.horarioOcupadoProfissional,
    });
    // Without it (no history: deleted), the withdrawn slot sent back as it was is offered again.
    expect(await resultados('horarios', [{ idErp: 'HOR-ERP-B2', removido: true }])).toEqual(['atualizado']);
    expect(
      await h.database.db.select().from(agendaHorarios).where(eq(agendaHorarios.idErp, 'HOR-ERP-B2')),
    ).toEqual([]);
    expect(await resultados('horarios', [s])).toEqual(['atualizado']);
    expect(await livresNoDia()).toContain(id);
    expect(await resultados('horarios', [s])).toEqual(['inalterado']);

    // A hold left to expire: the agenda may then move or withdraw the slot, and the hold goes with it.
    const t = horario({
      idErp: 'HOR-ERP-X',
      inicio: '2026-03-18T11:00:00-03:00',
      fim: '2026-03-18T11:30:00-03:00',
    });
    expect(await resultados('horarios', [t])).toEqual(['criado']);
    const idX = await horarioId('HOR-ERP-X');
    await reservar(titular, dependentes[1]!, idX);
    h.clock.advance(11 * 60_000);
    try {
      expect(await resultados('horarios', [{ idErp: 'HOR-ERP-X', removido: true }])).toEqual(['atualizado']);
      expect(
        await h.database.db.select().from(agendaReservas).where(eq(agendaReservas.horarioId, idX)),
      ).toEqual([]);
    } finally {
      h.clock.advance(-11 * 60_000);
    }
  });

  it('hostile values in every field of each kind: never a 500, every refusal with a message', async () => {
    const modelos: [Rota, Record<string, unknown>, string][] = [
      ['especialidades', especialidade({ codigo: 'HOSTIL' }), 'codigo'],
      ['prestadores', clinica({ codigo: 'HOSTIL' }), 'codigo'],
      ['horarios', horario({ idErp: 'HOR-HOSTIL', inicio: '2026-03-24T09:00:00-03:00' }), 'idErp'],
    ];
    for (const [rota, modelo, chave] of modelos) {
      expect(await falhasComValoresHostis((lote) => put(rota, lote), modelo, chave), rota).toEqual([]);
    }
  });

  it('reads a batch in a fixed number of queries', async () => {
    const esps = Array.from({ length: 20 }, (_, i) => especialidade({ codigo: `QE${i}`, nome: `Q ${i}` }));
    const provs = Array.from({ length: 20 }, (_, i) => clinica({ codigo: `Q${i}` }));
    const slots = slotsDoDia('HOR-ERP-Q', '2026-03-19');
    for (const [rota, lote] of [
      ['especialidades', esps],
      ['prestadores', provs],
      ['horarios', slots],
    ] as const) {
      await enviar(rota, lote);
      const um = await queries.during(() => enviar(rota, lote.slice(0, 1)));
      const vinte = await queries.during(() => enviar(rota, lote));
      expect(vinte.length, rota).toBe(um.length);
    }
  });

  it('members holding and booking while the agenda withdraws the same slots: never both, never a 500', async () => {
    // Five withdrawal batches of four slots, sent while the members are at it.
    const {
      ids,
      membros: membrosR,
      erp: resultadoDe,
    } = await corrida(slotsDoDia('HOR-ERP-R', '2026-03-20'), (slot) => ({
      idErp: slot.idErp,
      removido: true,
    }));
    const restantes = await h.database.db
      .select({ id: agendaHorarios.id })
      .from(agendaHorarios)
      .where(inArray(agendaHorarios.id, ids));
    const vivos = new Set(restantes.map((r) => r.id));
    const agendados = await agendadosEm(ids);
    ids.forEach((id, i) => {
      const membro = membrosR[i]!;
      statusDeCorrida(membro, i);
      const erp = resultadoDe[i]!;
      if (erp.resultado === 'atualizado') {
        // Withdrawn: the member never got the slot.
        expect(vivos.has(id)).toBe(false);
        expect(membro[0]).not.toBe(201);
      } else {
        // Refused: the member's hold (and then booking) came first and the slot is still there.
        expect([M.horarioReservado, M.horarioAgendado]).toContain(erp.mensagem);
        expect(vivos.has(id)).toBe(true);
        expect(membro[0]).toBe(201);
      }
      if (membro[1] === 201) expect(agendados.has(id)).toBe(true);
    });
  });

  it('members holding and booking while the agenda withdraws slots with history: a withdrawn slot is never held', async () => {
    // Each slot booked once and cancelled first: a history the withdrawal keeps (the row stays, not offered).
    const comHistorico = async (ids: string[]) => {
      for (const [i, id] of ids.entries()) {
        const { reservaId } = await reservar(titular, dependentes[i]!, id);
        const booked = await chamar(titular, A.agendar, { body: { reservaId } });
        expect(booked.statusCode, booked.body).toBe(201);
        const [a] = await h.database.db.select().from(agendamentos).where(eq(agendamentos.horarioId, id));
        const cancelado = await chamar(titular, A.cancelar, {
          body: { id: a!.id, opcao: 'CANCELAR_ATENDIMENTO' },
        });
        expect(cancelado.statusCode, cancelado.body).toBe(200);
      }
    };
    const {
      ids,
      membros: membrosR,
      erp: resultadoDe,
    } = await corrida(
      slotsDoDia('HOR-ERP-H', '2026-03-12'),
      (slot) => ({ idErp: slot.idErp, removido: true }),
      comHistorico,
    );
    const linhas = await h.database.db
      .select({ id: agendaHorarios.id, removidoEm: agendaHorarios.removidoEm })
      .from(agendaHorarios)
      .where(inArray(agendaHorarios.id, ids));
    const retirado = new Map(linhas.map((l) => [l.id, l.removidoEm !== null]));
    const agendados = await agendadosEm(ids);
    ids.forEach((id, i) => {
      const membro = membrosR[i]!;
      statusDeCorrida(membro, i);
      // Every row stays: the cancelled appointment's card reads it.
      expect(retirado.has(id)).toBe(true);
      const erp = resultadoDe[i]!;
      if (erp.resultado === 'atualizado') {
        expect(retirado.get(id)).toBe(true);
        expect(membro[0]).not.toBe(201);
        expect(agendados.has(id)).toBe(false);
      } else {
        expect([M.horarioReservado, M.horarioAgendado]).toContain(erp.mensagem);
        expect(retirado.get(id)).toBe(false);
        expect(membro[0]).toBe(201);
      }
    });
  });

  it('members holding and booking while the agenda moves the same slots: each appointment keeps its slot’s time', async () => {
    const slots = dependentes.map((_, i) =>
      horario({
        idErp: `HOR-ERP-M${i}`,
        profissional: `Dr. Corrida ${i}`,
        inicio: '2026-03-13T08:00:00-03:00',
        fim: '2026-03-13T08:30:00-03:00',
      }),
    );
    const {
      ids,
      membros: membrosR,
      erp: resultadoDe,
    } = await corrida(slots, (slot) => ({
      ...slot,
      inicio: '2026-03-13T14:00:00-03:00',
      fim: '2026-03-13T14:30:00-03:00',
    }));
    const linhas = await h.database.db
      .select({ id: agendaHorarios.id, inicio: agendaHorarios.inicio })
      .from(agendaHorarios)
      .where(inArray(agendaHorarios.id, ids));
    const inicioDe = new Map(linhas.map((l) => [l.id, l.inicio.toISOString()]));
    const marcados = await h.database.db
      .select({ horarioId: agendamentos.horarioId, inicio: agendamentos.inicio })
      .from(agendamentos)
      .where(inArray(agendamentos.horarioId, ids));
    ids.forEach((id, i) => {
      const membro = membrosR[i]!;
      expect(
        membro.every((status) => [201, 409].includes(status)),
        `${i}: ${membro.join()}`,
      ).toBe(true);
      const erp = resultadoDe[i]!;
      if (erp.resultado === 'atualizado') {
        expect(inicioDe.get(id)).toBe('2026-03-13T17:00:00.000Z');
      } else {
        expect([M.horarioReservado, M.horarioAgendado]).toContain(erp.mensagem);
        expect(inicioDe.get(id)).toBe('2026-03-13T11:00:00.000Z');
        expect(membro[0]).toBe(201);
      }
    });
    // An appointment copies its slot's period: never the time before a move.
    for (const m of marcados) expect(m.inicio.toISOString()).toBe(inicioDe.get(m.horarioId));
    expect(marcados.length).toBe(membrosR.filter((m) => m[1] === 201).length);
  });
});

describe('the bulk load of the network and agendas', () => {
  it('loads a speciality, a provider and its slot from one export through the same upserts', async () => {
    const pasta = await mkdtemp(join(tmpdir(), 'agenda-'));
    try {
      const arquivo = join(pasta, 'agenda.jsonl');
      const linhas = [
        { tipo: 'especialidades', registro: especialidade({ codigo: 'IMP_DERMATO', nome: 'Dermatologia' }) },
        { tipo: 'prestadores', registro: clinica({ codigo: 'IMP-1' }) },
        {
          tipo: 'horarios',
          registro: horario({
            idErp: 'HOR-IMP-1',
            prestadorCodigo: 'IMP-1',
            especialidadeCodigo: 'IMP_DERMATO',
          }),
        },
      ];
      await writeFile(arquivo, linhas.map((l) => JSON.stringify(l)).join('\n') + '\n');
      const fim = await importarArquivo({ db: h.database.db, arquivo });
      expect(fim).toMatchObject({ linhas: 3, criados: 3, erros: 0 });
      const denovo = await importarArquivo({ db: h.database.db, arquivo, recomecar: true });
      expect(denovo).toMatchObject({ linhas: 3, criados: 0, inalterados: 3, erros: 0 });
    } finally {
      await rm(pasta, { recursive: true, force: true });
    }
  });
});

describe.runIf(Boolean(testPostgresUrl()))(
  'a member’s hold committed while the batch waits, on PostgreSQL',
  () => {
    it('the batch waits on the slot’s lock, then sees the hold and refuses to withdraw the slot', async () => {
      expect(
        await resultados('horarios', [
          horario({
            idErp: 'HOR-ERP-L',
            inicio: '2026-03-23T09:00:00-03:00',
            fim: '2026-03-23T09:30:00-03:00',
          }),
        ]),
      ).toEqual(['criado']);
      const id = await horarioId('HOR-ERP-L');
      const [pessoa] = await h.database.db
        .select({ id: pessoas.id })
        .from(pessoas)
        .where(eq(pessoas.cpf, dependentes[RACERS - 1]!));
      await h.database.db.delete(agendaReservas).where(eq(agendaReservas.pessoaId, pessoa!.id));
      // A member's hold, inserted and not yet committed: its foreign key check holds the slot's row.
      const membro = await transacaoAberta(h.database.db, async (tx) => {
        const [slot] = await tx.select().from(agendaHorarios).where(eq(agendaHorarios.id, id));
        const now = h.clock();
        await tx.insert(agendaReservas).values({
          id: randomUUID(),
          horarioId: id,
          pessoaId: pessoa!.id,
          especialidadeId: slot!.especialidadeId,
          solicitantePessoaId: pessoa!.id,
          criadaEm: now,
          expiraEm: new Date(now.getTime() + 10 * 60_000),
        });
      });
      const lote = enviar('horarios', [{ idErp: 'HOR-ERP-L', removido: true }]);
      await alguemEsperandoLock(h.database.db, 'o lote esperando a reserva');
      membro.soltar();
      await membro.fim;
      recusado((await lote).resultados[0], M.horarioReservado, 'idErp');
      expect(
        await h.database.db.select().from(agendaReservas).where(eq(agendaReservas.horarioId, id)),
      ).toHaveLength(1);
    });
  },
);
