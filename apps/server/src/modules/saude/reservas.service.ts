// Holding and booking a slot (issue 16, decision 0021). The database picks the winner of every race:
// - a hold is ONE transaction that drops the slot's expired hold and the beneficiary's previous hold of the
//   speciality (a new hold replaces it; so does holding one's own held slot again, issue 37), checks the
//   one rule of horario-reservavel.ts (what the grid offers), then INSERTs; unique(horario_id) lets one of any number of racers
//   in (the others: 409 slotTaken), unique(pessoa_id, especialidade_id) keeps one hold per beneficiary and
//   speciality (two of the same person racing: the later one retries and replaces the earlier).
// - booking consumes the caller's own unexpired hold with DELETE … RETURNING (only one request can get the
//   row), then inserts the appointment: the partial unique index on the slot's active appointment and the
//   exclusion constraint on the beneficiary's overlapping ones are the last word (409 slotUnavailable /
//   overlap), whatever was checked before.
import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import {
  AGENDAMENTO_MESSAGES,
  appointmentBooked,
  appointmentDescription,
  formatDate,
  SERVER_MESSAGES,
} from '@portal/domain';
import type { AgendamentoCriado, Reserva } from '@portal/domain/contract/saude/agendamentos';
import type { Database } from '../../db/client.js';
import { isExclusionViolation, isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import {
  AGENDAMENTO_HORARIO_ATIVO_UQ,
  AGENDAMENTO_SEM_SOBREPOSICAO_EX,
  RESERVA_HORARIO_UQ,
  RESERVA_PESSOA_UQ,
  agendaHorarios,
  agendaReservas,
  agendamentos,
  agendamentoTokens,
  especialidades,
  horarioOfertado,
} from '../../db/schema/agendamento.js';
import { cidades } from '../../db/schema/dados-pessoais.js';
import { prestadores } from '../../db/schema/saude.js';
import type { Clock, RandomBytes } from '../../platform/clock.js';
import { contatosDoBeneficiario } from '../../shared-domain/contatos-beneficiario.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { newProtocolo, registrarAndamento } from '../../shared-domain/protocolo.js';
import { novoTokenServico } from '../../platform/token-servico.js';
import { localSelection, toLocal } from '../../shared-domain/local-atendimento.js';
import { quando, selectAgendamentosPorId, toAgendamento } from './agendamento-card.js';
import { MENSAGEM_RECUSA, recusaDoHorario, type ParaQuem } from './horario-reservavel.js';

export const conflito = (mensagem: string) => new HttpError(409, { mensagem });

/** A slot with what the hold's answer shows. */
export async function horarioDe(db: Database, horarioId: string) {
  const [row] = await db
    .select({
      id: agendaHorarios.id,
      inicio: agendaHorarios.inicio,
      fim: agendaHorarios.fim,
      profissional: agendaHorarios.profissional,
      especialidadeId: especialidades.id,
      especialidade: { codigo: especialidades.codigo, nome: especialidades.nome },
      local: localSelection,
    })
    .from(agendaHorarios)
    .innerJoin(especialidades, eq(especialidades.id, agendaHorarios.especialidadeId))
    .innerJoin(prestadores, eq(prestadores.id, agendaHorarios.prestadorId))
    .innerJoin(cidades, eq(cidades.id, prestadores.cidadeId))
    .where(and(eq(agendaHorarios.id, horarioId), eq(prestadores.proprio, true), horarioOfertado));
  return row;
}

/**
 * Inside the transaction, after its deletes: why the beneficiary cannot take the slot (horario-reservavel.ts,
 * the rule the grid offers by), or null; the slot stays offered until the commit (FOR SHARE: the agenda
 * may withdraw it meanwhile; after the deletes, like the insert's foreign-key check — no deadlock,
 * agenda-erp.service.ts).
 */
export async function recusaNaTransacao(
  tx: Database,
  horarioId: string,
  para: ParaQuem,
): Promise<string | null> {
  const [row] = await tx
    .select({ recusa: recusaDoHorario(para) })
    .from(agendaHorarios)
    .where(eq(agendaHorarios.id, horarioId))
    .for('share');
  if (!row) return AGENDAMENTO_MESSAGES.slotUnavailable;
  return row.recusa ? MENSAGEM_RECUSA[row.recusa] : null;
}

const MAX_TENTATIVAS = 3;
/** A hold's slot (the agenda may delete a free slot; the FK check then finds it gone). */
const RESERVA_HORARIO_FK = 'agenda_reservas_horario_id_agenda_horarios_id_fk';

/** POST /reservas: holds the slot for the beneficiary until now + minutosReserva. */
export async function reservar(
  scope: FamilyScope,
  options: { cpf: string; horarioId: string; clock: Clock; minutosReserva: number; diasAntecedencia: number },
): Promise<Reserva> {
  const beneficiario = (await scope.saude(options.cpf, 'AGENDAMENTO'))[0]!;
  const horario = await horarioDe(scope.db, options.horarioId);
  if (!horario) throw notFound(AGENDAMENTO_MESSAGES.slotUnavailable);
  for (let tentativa = 1; ; tentativa += 1) {
    const now = options.clock();
    const expiraEm = new Date(now.getTime() + options.minutosReserva * 60_000);
    try {
      const reservaId = await scope.db.transaction(async (tx) => {
        await tx
          .delete(agendaReservas)
          .where(and(eq(agendaReservas.horarioId, horario.id), lte(agendaReservas.expiraEm, now)));
        await tx
          .delete(agendaReservas)
          .where(
            and(
              eq(agendaReservas.pessoaId, beneficiario.pessoaId),
              eq(agendaReservas.especialidadeId, horario.especialidadeId),
            ),
          );
        const motivo = await recusaNaTransacao(tx, horario.id, {
          pessoaId: beneficiario.pessoaId,
          now,
          diasAntecedencia: options.diasAntecedencia,
        });
        if (motivo) throw conflito(motivo);
        const id = randomUUID();
        await tx.insert(agendaReservas).values({
          id,
          horarioId: horario.id,
          pessoaId: beneficiario.pessoaId,
          especialidadeId: horario.especialidadeId,
          solicitantePessoaId: scope.pessoaId,
          criadaEm: now,
          expiraEm,
        });
        return id;
      });
      return {
        reservaId,
        expiraEm: expiraEm.toISOString(),
        agendamento: {
          prestador: horario.profissional,
          especialidade: horario.especialidade,
          local: toLocal(horario.local),
          ...quando(horario.inicio),
        },
      };
    } catch (error) {
      if (isUniqueViolation(error, RESERVA_HORARIO_UQ)) throw conflito(AGENDAMENTO_MESSAGES.slotTaken);
      // The operator's agenda withdrew the slot while this hold waited on it (decision 0024 §12).
      if (isForeignKeyViolation(error, RESERVA_HORARIO_FK))
        throw conflito(AGENDAMENTO_MESSAGES.slotUnavailable);
      // The same beneficiary holding twice at once: the later hold replaces the earlier (contract rule).
      if (isUniqueViolation(error, RESERVA_PESSOA_UQ) && tentativa < MAX_TENTATIVAS) continue;
      throw error;
    }
  }
}

/** DELETE /reservas: the caller's own hold, or 404. */
export async function liberar(scope: FamilyScope, reservaId: string): Promise<void> {
  const apagadas = await scope.db
    .delete(agendaReservas)
    .where(and(eq(agendaReservas.id, reservaId), eq(agendaReservas.solicitantePessoaId, scope.pessoaId)))
    .returning({ id: agendaReservas.id });
  if (apagadas.length === 0) throw notFound();
}

export interface AgendamentoRegistrado {
  resposta: AgendamentoCriado;
  beneficiario: VisibleBeneficiario;
  /** Where the booking notice goes, and the public link's token it carries. */
  contato: { canal: 'EMAIL' | 'SMS'; destino: string } | null;
  token: string;
  descricao: string;
}

/**
 * The hold's beneficiary, still in the caller's family (else 404, like a hold of another family) and still
 * someone whose appointments the caller may manage (a consent revoked since the hold: 403).
 */
async function beneficiarioDaReserva(scope: FamilyScope, pessoaId: number): Promise<VisibleBeneficiario> {
  return (await scope.saudeByPessoa(pessoaId, 'AGENDAMENTO'))[0]!;
}

type Horario = NonNullable<Awaited<ReturnType<typeof horarioDe>>>;

/** 'Cardiologia em 02/12/2026 às 09:30, Centro Médico Vale Verde Cambuí.' */
export function descricaoDe(horario: Horario): string {
  const { data, hora } = quando(horario.inicio);
  return appointmentDescription({
    especialidade: horario.especialidade.nome,
    data,
    hora,
    local: horario.local.nome,
  });
}

/**
 * Inside the booking's or the reschedule's transaction: the protocol's step (the protocol is the receipt,
 * closed with it: decision 0021), the appointment and its public link's token. The partial unique index
 * on the slot's active appointment and the exclusion constraint on the beneficiary's overlapping ones
 * refuse it when a race was lost (the caller maps them to 409).
 */
export async function registrarConsulta(
  tx: Database,
  c: {
    horario: Horario;
    pessoaId: number;
    solicitantePessoaId: number;
    protocolo: string;
    passo: 'Consulta agendada' | 'Consulta remarcada';
    descricao: string;
    contato: { canal: 'EMAIL' | 'SMS'; destino: string } | null;
    now: Date;
    random: RandomBytes;
  },
): Promise<{ id: string; token: string }> {
  await registrarAndamento(tx, c.protocolo, {
    em: c.now,
    titulo: c.passo,
    descricao: c.descricao,
    situacao: 'FECHADO',
  });
  const id = randomUUID();
  await tx.insert(agendamentos).values({
    id,
    pessoaId: c.pessoaId,
    horarioId: c.horario.id,
    especialidadeId: c.horario.especialidadeId,
    status: 'AGENDADO',
    inicio: c.horario.inicio,
    fim: c.horario.fim,
    protocolo: c.protocolo,
    solicitantePessoaId: c.solicitantePessoaId,
    contatoCanal: c.contato?.canal ?? null,
    contato: c.contato?.destino ?? null,
    criadoEm: c.now,
  });
  const { token, hash } = novoTokenServico(c.random);
  await tx.insert(agendamentoTokens).values({
    tokenHash: hash,
    agendamentoId: id,
    criadoEm: c.now,
    expiraEm: c.horario.inicio,
    motivo: 'AGENDAMENTO',
  });
  return { id, token };
}

/** The database's refusals of a booking or a reschedule that lost a race, as the member reads them. */
export function conflitoDaConsulta(error: unknown): unknown {
  if (isUniqueViolation(error, AGENDAMENTO_HORARIO_ATIVO_UQ))
    return conflito(AGENDAMENTO_MESSAGES.slotUnavailable);
  if (isExclusionViolation(error, AGENDAMENTO_SEM_SOBREPOSICAO_EX))
    return conflito(AGENDAMENTO_MESSAGES.overlap);
  return error;
}

/** POST (book): consumes the caller's hold and books its slot, with a protocol and a public link's token. */
export async function agendar(
  scope: FamilyScope,
  options: {
    reservaId: string;
    codigoContato?: string | undefined;
    clock: Clock;
    random: RandomBytes;
    secret: string;
  },
): Promise<AgendamentoRegistrado> {
  const now = options.clock();
  // Whose hold it is and where to send the notice, read before the transaction (which then touches
  // nothing but its own connection): the DELETE below is what decides.
  const [hold] = await scope.db.select().from(agendaReservas).where(eq(agendaReservas.id, options.reservaId));
  if (!hold) throw conflito(AGENDAMENTO_MESSAGES.holdExpired);
  if (hold.solicitantePessoaId !== scope.pessoaId) throw notFound();
  const beneficiario = await beneficiarioDaReserva(scope, hold.pessoaId);
  const { contatos } = await contatosDoBeneficiario(scope, options.secret, beneficiario.cpf, 'AGENDAMENTO');
  const escolhido =
    options.codigoContato === undefined
      ? contatos.find((c) => c.canal === 'EMAIL')
      : contatos.find((c) => c.codigo === options.codigoContato);
  // The codes are keyed hashes: a foreign, stale or invented one is the same field error (decision 0020).
  if (options.codigoContato !== undefined && !escolhido) {
    throw badRequest(SERVER_MESSAGES.invalidRequest, { codigoContato: SERVER_MESSAGES.invalidRequest });
  }
  try {
    return await scope.db.transaction(async (tx) => {
      // Only one request gets the row: a double submit's twin finds nothing.
      const [reserva] = await tx
        .delete(agendaReservas)
        .where(and(eq(agendaReservas.id, hold.id), eq(agendaReservas.solicitantePessoaId, scope.pessoaId)))
        .returning();
      if (!reserva || reserva.expiraEm <= now) throw conflito(AGENDAMENTO_MESSAGES.holdExpired);

      const horario = (await horarioDe(tx, reserva.horarioId))!;
      const card = quando(horario.inicio);
      const descricao = descricaoDe(horario);
      const protocolo = await newProtocolo(tx, {
        clock: () => now,
        tipo: 'AGENDAMENTO',
        pessoaId: beneficiario.pessoaId,
        solicitantePessoaId: scope.pessoaId,
        prazoResposta: null,
      });
      const { id, token } = await registrarConsulta(tx, {
        horario,
        pessoaId: beneficiario.pessoaId,
        solicitantePessoaId: scope.pessoaId,
        protocolo,
        passo: 'Consulta agendada',
        descricao,
        contato: escolhido ?? null,
        now,
        random: options.random,
      });
      const [row] = await selectAgendamentosPorId(tx, [id]);
      return {
        resposta: {
          mensagem: appointmentBooked(formatDate(card.data), card.hora, protocolo),
          agendamento: toAgendamento(row!, now),
        },
        beneficiario,
        contato: escolhido ? { canal: escolhido.canal, destino: escolhido.destino } : null,
        token,
        descricao,
      };
    });
  } catch (error) {
    throw conflitoDaConsulta(error);
  }
}
