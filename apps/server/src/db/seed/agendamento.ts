// Agendamento demo and test data (issue 16), relative to the day of seeding: three specialities, the free
// agendas of the two own clinics (weekdays of the booking window, 08:00–12:00 every 30 minutes), and each
// family's appointments. An upcoming appointment takes the first free slot of its speciality from its day
// on (as the call centre would), so fresh families never collide; a past one gets a slot of its own.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  appointmentDescription,
  formatIsoDate,
  operatorDate,
  type CalendarDate,
} from '@portal/domain';
import type { SituacaoAgendamento } from '@portal/domain/contract/saude/agendamentos';
import type { Database } from '../client.js';
import {
  agendaHorarios,
  agendamentos,
  agendamentoTokens,
  especialidades,
  PARAMETROS_AGENDAMENTO,
} from '../schema/agendamento.js';
import { pessoaContatos } from '../schema/pessoas.js';
import { prestadores } from '../schema/saude.js';
import { operatorInstant, operatorTime } from '../../shared-domain/horario-operador.js';
import { newProtocolo, registrarAndamento } from '../../shared-domain/protocolo.js';
import { hashTokenServico } from '../../platform/token-servico.js';
import { seedUuid } from './seed-uuid.js';

export const ESPECIALIDADES_SEED = [
  { codigo: 'CLINICA_MEDICA', nome: 'Clínica Médica' },
  { codigo: 'PEDIATRIA', nome: 'Pediatria' },
  { codigo: 'CARDIOLOGIA', nome: 'Cardiologia' },
] as const;
export type EspecialidadeSemeada = (typeof ESPECIALIDADES_SEED)[number]['codigo'];

/** Who attends what at each own clinic (prestador codes of PRESTADORES_SEED). */
export const AGENDAS_SEED: {
  prestador: string;
  especialidade: EspecialidadeSemeada;
  profissionais: string[];
}[] = [
  {
    prestador: '800101',
    especialidade: 'CLINICA_MEDICA',
    profissionais: ['Dra. Ana Lima', 'Dr. Paulo Mendes'],
  },
  { prestador: '800101', especialidade: 'PEDIATRIA', profissionais: ['Dra. Júlia Campos'] },
  {
    prestador: '800101',
    especialidade: 'CARDIOLOGIA',
    profissionais: ['Dr. Ricardo Alves', 'Dra. Beatriz Nogueira'],
  },
  { prestador: '800201', especialidade: 'CLINICA_MEDICA', profissionais: ['Dr. Fernando Rocha'] },
  { prestador: '800201', especialidade: 'PEDIATRIA', profissionais: ['Dr. Tiago Ramos'] },
  { prestador: '800201', especialidade: 'CARDIOLOGIA', profissionais: ['Dra. Carla Menezes'] },
];

/** Slot starts of a clinic day, and each slot's length. */
export const HORAS_AGENDA = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
const DURACAO_MS = 30 * 60_000;

const isWeekday = (dia: CalendarDate): boolean => {
  const weekday = new Date(Date.UTC(dia.year, dia.month - 1, dia.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * The specialities and the free agendas of the window [hoje + 1, hoje + diasAntecedencia]. Idempotent (the
 * slots' ids are deterministic): fresh families seeded for another day than the demo add that day's window.
 */
export async function seedAgendas(db: Database, hoje: CalendarDate): Promise<void> {
  await db
    .insert(especialidades)
    .values([...ESPECIALIDADES_SEED])
    .onConflictDoNothing();
  const esp = await db.select().from(especialidades);
  const clinicas = await db
    .select({ id: prestadores.id, codigo: prestadores.codigo })
    .from(prestadores)
    .where(inArray(prestadores.codigo, [...new Set(AGENDAS_SEED.map((a) => a.prestador))]));
  const dias = Number(PARAMETROS_AGENDAMENTO.AGENDAMENTO_DIAS_ANTECEDENCIA);
  const rows: (typeof agendaHorarios.$inferInsert)[] = [];
  for (let d = 1; d <= dias; d += 1) {
    const dia = addDays(hoje, d);
    if (!isWeekday(dia)) continue;
    for (const agenda of AGENDAS_SEED) {
      const prestadorId = clinicas.find((c) => c.codigo === agenda.prestador)!.id;
      const especialidadeId = esp.find((e) => e.codigo === agenda.especialidade)!.id;
      for (const profissional of agenda.profissionais) {
        for (const hora of HORAS_AGENDA) {
          const inicio = operatorInstant(dia, hora);
          rows.push({
            id: seedUuid(`horario:${agenda.prestador}:${profissional}:${inicio.toISOString()}`),
            prestadorId,
            especialidadeId,
            profissional,
            inicio,
            fim: new Date(inicio.getTime() + DURACAO_MS),
          });
        }
      }
    }
  }
  if (rows.length > 0) await db.insert(agendaHorarios).values(rows).onConflictDoNothing();
}

/** One appointment of a family member. */
export interface AgendamentoSemeado {
  cpf: string;
  especialidade: EspecialidadeSemeada;
  status: SituacaoAgendamento;
  /**
   * Upcoming (> 0): the first free slot of the speciality from that many days after the day of seeding.
   * Past (< 0): a slot of its own at 09:00 that many days before (the weekday before, on a weekend).
   */
  dias: number;
  /** A public link's token to record for it (fresh families: e2e derives the same one). */
  token?: string;
  /**
   * Booked through the portal: it gets its protocol as a booking does (closed with 'Consulta agendada'), plus
   * the step of its confirmation or cancellation. Others came from the call centre and have none.
   */
  peloPortal?: true;
}

interface Horario {
  id: string;
  especialidadeId: number;
  inicio: Date;
  fim: Date;
}

/** The first slot of the speciality from `desde` that nobody booked and that `pessoaId` is free at. */
async function primeiroHorarioLivre(
  db: Database,
  especialidade: EspecialidadeSemeada,
  desde: Date,
  pessoaId: number,
): Promise<Horario> {
  const [row] = await db
    .select({
      id: agendaHorarios.id,
      especialidadeId: agendaHorarios.especialidadeId,
      inicio: agendaHorarios.inicio,
      fim: agendaHorarios.fim,
    })
    .from(agendaHorarios)
    .innerJoin(especialidades, eq(especialidades.id, agendaHorarios.especialidadeId))
    .where(
      and(
        eq(especialidades.codigo, especialidade),
        gte(agendaHorarios.inicio, desde),
        sql`not exists (select 1 from ${agendamentos} a where a.status in ('SOLICITADO', 'AGENDADO', 'CONFIRMADO')
              and (a.horario_id = ${agendaHorarios.id}
                   or (a.pessoa_id = ${pessoaId} and tstzrange(a.inicio, a.fim) && tstzrange(${agendaHorarios.inicio}, ${agendaHorarios.fim}))))`,
      ),
    )
    .orderBy(asc(agendaHorarios.inicio), asc(agendaHorarios.id))
    .limit(1);
  if (!row) throw new Error(`sem horário livre de ${especialidade} para semear`);
  return row;
}

/** The day itself when the clinics open then (weekdays), else the weekday before it (issue 37). */
export function diaDeAtendimento(dia: CalendarDate): CalendarDate {
  let atual = dia;
  while (!isWeekday(atual)) atual = addDays(atual, -1);
  return atual;
}

/**
 * A past slot of the speciality's first professional, 09:00 of that day — or of the weekday before, as the
 * clinics open on weekdays only (a "Não compareceu" on a Sunday was impossible: issue 37).
 */
async function horarioPassado(db: Database, item: AgendamentoSemeado, dia: CalendarDate): Promise<Horario> {
  const agenda = AGENDAS_SEED.find((a) => a.especialidade === item.especialidade)!;
  const [esp] = await db
    .select({ id: especialidades.id })
    .from(especialidades)
    .where(eq(especialidades.codigo, item.especialidade));
  const [clinica] = await db
    .select({ id: prestadores.id })
    .from(prestadores)
    .where(eq(prestadores.codigo, agenda.prestador));
  const inicio = operatorInstant(dia, '09:00');
  const [row] = await db
    .insert(agendaHorarios)
    .values({
      id: seedUuid(`horario-passado:${item.cpf}:${formatIsoDate(dia)}:${item.especialidade}`),
      prestadorId: clinica!.id,
      especialidadeId: esp!.id,
      profissional: agenda.profissionais[0]!,
      inicio,
      fim: new Date(inicio.getTime() + DURACAO_MS),
    })
    .returning();
  return row!;
}

export async function insertAgendamentos(
  db: Database,
  options: {
    membros: readonly { pessoaId: number; cpf: string }[];
    hoje: CalendarDate;
    at: Date;
    agendamentos: readonly AgendamentoSemeado[];
  },
): Promise<void> {
  for (const item of options.agendamentos) {
    const membro = options.membros.find((m) => m.cpf === item.cpf);
    if (!membro) throw new Error(`consulta semeada de quem não é da família: ${item.cpf}`);
    const dia = addDays(options.hoje, item.dias);
    const horario =
      item.dias > 0
        ? await primeiroHorarioLivre(db, item.especialidade, operatorInstant(dia, '00:00'), membro.pessoaId)
        : await horarioPassado(db, item, diaDeAtendimento(dia));
    const [email] = await db
      .select({ valor: pessoaContatos.valor })
      .from(pessoaContatos)
      .where(and(eq(pessoaContatos.pessoaId, membro.pessoaId), eq(pessoaContatos.tipo, 'EMAIL')))
      .limit(1);
    const id = seedUuid(`agendamento:${item.cpf}:${horario.id}`);
    const cancelado = item.status === 'CANCELADO';
    await db.insert(agendamentos).values({
      id,
      pessoaId: membro.pessoaId,
      horarioId: horario.id,
      especialidadeId: horario.especialidadeId,
      status: item.status,
      inicio: horario.inicio,
      fim: horario.fim,
      contatoCanal: email ? 'EMAIL' : null,
      contato: email?.valor ?? null,
      criadoEm: options.at,
      confirmadoEm: item.status === 'CONFIRMADO' ? options.at : null,
      canceladoEm: cancelado ? options.at : null,
      canceladoPor: cancelado ? 'BENEFICIARIO' : null,
      protocolo: item.peloPortal
        ? await protocoloDaReserva(db, {
            item,
            pessoaId: membro.pessoaId,
            horarioId: horario.id,
            at: options.at,
          })
        : null,
    });
    if (item.token) await recordToken(db, { agendamentoId: id, token: item.token, at: options.at });
  }
}

/** The booking's protocol, with the steps the member's later actions add (decision 0021). */
async function protocoloDaReserva(
  db: Database,
  options: { item: AgendamentoSemeado; pessoaId: number; horarioId: string; at: Date },
): Promise<string> {
  const [slot] = await db
    .select({ inicio: agendaHorarios.inicio, especialidade: especialidades.nome, local: prestadores.nome })
    .from(agendaHorarios)
    .innerJoin(especialidades, eq(especialidades.id, agendaHorarios.especialidadeId))
    .innerJoin(prestadores, eq(prestadores.id, agendaHorarios.prestadorId))
    .where(eq(agendaHorarios.id, options.horarioId));
  const dia = operatorDate(slot!.inicio);
  const descricao = appointmentDescription({
    especialidade: slot!.especialidade,
    data: formatIsoDate(dia),
    hora: operatorTime(slot!.inicio),
    local: slot!.local,
  });
  // A past appointment was booked a week before it; an upcoming one at the seeding.
  const reservadoEm =
    slot!.inicio < options.at ? new Date(slot!.inicio.getTime() - 7 * 86_400_000) : options.at;
  const protocolo = await newProtocolo(db, {
    clock: () => reservadoEm,
    tipo: 'AGENDAMENTO',
    pessoaId: options.pessoaId,
    solicitantePessoaId: options.pessoaId,
    prazoResposta: null,
  });
  await registrarAndamento(db, protocolo, {
    em: reservadoEm,
    titulo: 'Consulta agendada',
    descricao,
    situacao: 'FECHADO',
  });
  const depois = { CONFIRMADO: 'Presença confirmada', CANCELADO: 'Consulta cancelada' } as const;
  const status = options.item.status;
  if (status === 'CONFIRMADO' || status === 'CANCELADO') {
    const em = new Date(Math.min(reservadoEm.getTime() + 86_400_000, options.at.getTime()));
    await registrarAndamento(db, protocolo, { em, titulo: depois[status], descricao, situacao: 'FECHADO' });
  }
  return protocolo;
}

async function recordToken(
  db: Database,
  options: { agendamentoId: string; token: string; at: Date },
): Promise<void> {
  const [row] = await db
    .select({ inicio: agendamentos.inicio })
    .from(agendamentos)
    .where(eq(agendamentos.id, options.agendamentoId));
  await db.insert(agendamentoTokens).values({
    tokenHash: hashTokenServico(options.token)!,
    agendamentoId: options.agendamentoId,
    criadoEm: options.at,
    expiraEm: row!.inicio,
    motivo: 'DEMO',
  });
}

/**
 * A DEMO token for the soonest upcoming AGENDADO appointment of `pessoaId` (the seed prints its link so a
 * tester can open the public page); false when the person has none.
 */
export async function tokenDemo(
  db: Database,
  options: { pessoaId: number; token: string; now: Date },
): Promise<boolean> {
  const [alvo] = await db
    .select({ id: agendamentos.id })
    .from(agendamentos)
    .where(
      and(
        eq(agendamentos.pessoaId, options.pessoaId),
        eq(agendamentos.status, 'AGENDADO'),
        gte(agendamentos.inicio, options.now),
      ),
    )
    .orderBy(asc(agendamentos.inicio))
    .limit(1);
  if (alvo) await recordToken(db, { agendamentoId: alvo.id, token: options.token, at: options.now });
  return alvo !== undefined;
}

/**
 * Maria: one upcoming in each active state, a second upcoming Cardiologia one (so "cancel all of the
 * speciality" has two), and her history (done, missed, cancelled); João: one upcoming.
 */
export const agendamentosFamiliaA = (maria: string, joao: string): AgendamentoSemeado[] => [
  { cpf: maria, especialidade: 'CARDIOLOGIA', status: 'AGENDADO', dias: 2, peloPortal: true },
  { cpf: maria, especialidade: 'CLINICA_MEDICA', status: 'SOLICITADO', dias: 3 },
  { cpf: maria, especialidade: 'CLINICA_MEDICA', status: 'CONFIRMADO', dias: 1, peloPortal: true },
  { cpf: maria, especialidade: 'CARDIOLOGIA', status: 'AGENDADO', dias: 8 },
  { cpf: maria, especialidade: 'CLINICA_MEDICA', status: 'REALIZADO', dias: -40 },
  { cpf: maria, especialidade: 'CARDIOLOGIA', status: 'FALTA', dias: -90 },
  // An adult's: Clínica Médica (a Pediatria appointment for adult Maria made no sense: issue 37).
  { cpf: maria, especialidade: 'CLINICA_MEDICA', status: 'CANCELADO', dias: -12, peloPortal: true },
  { cpf: joao, especialidade: 'CLINICA_MEDICA', status: 'AGENDADO', dias: 4 },
];

export const agendamentosFamiliaB = (roberto: string): AgendamentoSemeado[] => [
  { cpf: roberto, especialidade: 'CLINICA_MEDICA', status: 'AGENDADO', dias: 5, peloPortal: true },
  { cpf: roberto, especialidade: 'CARDIOLOGIA', status: 'REALIZADO', dias: -20 },
];

/**
 * A fresh family's titular: two upcoming AGENDADO Cardiologia appointments and one of Clínica Médica; the
 * first carries `token` (a public link e2e can open without reading the database).
 */
export const agendamentosFamiliaNova = (titular: string, token: string): AgendamentoSemeado[] => [
  { cpf: titular, especialidade: 'CARDIOLOGIA', status: 'AGENDADO', dias: 2, token },
  { cpf: titular, especialidade: 'CARDIOLOGIA', status: 'AGENDADO', dias: 6 },
  { cpf: titular, especialidade: 'CLINICA_MEDICA', status: 'AGENDADO', dias: 3 },
];
