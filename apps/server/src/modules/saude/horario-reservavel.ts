// The ONE rule of which slot a beneficiary can take (issue 37): the free-slot grid (GET /agendas) offers
// only the slots where it answers null, and holding (POST /reservas) and rescheduling (POST /remarcar)
// refuse with the reason it answers, read inside their transaction. So the grid never offers what the
// booking then refuses (Maria was offered 08:00 on a day she already had an appointment then). A slot is
// refused when:
// - INDISPONIVEL: withdrawn by the agenda, already started, outside the booking window [tomorrow,
//   tomorrow + diasAntecedencia), or some active appointment has it;
// - RESERVADO: someone else's unexpired hold is on it. The beneficiary's own hold is no obstacle: holding
//   again replaces it (one hold per beneficiary and speciality), so a member who left a session with a slot
//   held finds it offered when they come back instead of hidden until the hold runs out;
// - SOBREPOSICAO: one of the beneficiary's active appointments overlaps it (except the one being
//   rescheduled, which the same transaction cancels).
// The database still has the last word on races (unique index, exclusion constraint: decision 0021).
import { sql, type SQL } from 'drizzle-orm';
import { addDays, AGENDAMENTO_MESSAGES, operatorDate } from '@portal/domain';
import { agendaReservas, agendamentos } from '../../db/schema/agendamento.js';
import { operatorInstant } from '../../shared-domain/horario-operador.js';

export type RecusaHorario = 'INDISPONIVEL' | 'RESERVADO' | 'SOBREPOSICAO';

/** What the member reads for each refusal. */
export const MENSAGEM_RECUSA: Record<RecusaHorario, string> = {
  INDISPONIVEL: AGENDAMENTO_MESSAGES.slotUnavailable,
  RESERVADO: AGENDAMENTO_MESSAGES.slotTaken,
  SOBREPOSICAO: AGENDAMENTO_MESSAGES.overlap,
};

/** The booking window's first instant (tomorrow, 00:00) and the instant after its last day. */
export function janela(now: Date, diasAntecedencia: number): { desde: Date; ate: Date } {
  const amanha = addDays(operatorDate(now), 1);
  return {
    desde: operatorInstant(amanha, '00:00'),
    ate: operatorInstant(addDays(amanha, diasAntecedencia), '00:00'),
  };
}

export interface ParaQuem {
  pessoaId: number;
  now: Date;
  diasAntecedencia: number;
  /** The appointment being rescheduled: its own time is no overlap. */
  remarcando?: string | undefined;
}

const ATIVA = sql.raw(`('SOLICITADO', 'AGENDADO', 'CONFIRMADO')`);
// Qualified by hand: drizzle writes a single-table select's columns bare ("inicio"), which inside the
// subqueries below would read the subquery's own table.
const slot = (coluna: 'id' | 'inicio' | 'fim' | 'removido_em') => sql.raw(`"agenda_horarios"."${coluna}"`);

/** Why `pessoaId` cannot take the agenda_horarios row in scope, or null when they can. */
export function recusaDoHorario({
  pessoaId,
  now,
  diasAntecedencia,
  remarcando,
}: ParaQuem): SQL<RecusaHorario | null> {
  const { desde, ate } = janela(now, diasAntecedencia);
  const outra = remarcando === undefined ? sql`true` : sql`a.id <> ${remarcando}`;
  return sql<RecusaHorario | null>`case
    when ${slot('removido_em')} is not null or ${slot('inicio')} <= ${now}
      or ${slot('inicio')} < ${desde} or ${slot('inicio')} >= ${ate} then 'INDISPONIVEL'
    when exists (select 1 from ${agendamentos} a where a.horario_id = ${slot('id')}
      and a.status in ${ATIVA}) then 'INDISPONIVEL'
    when exists (select 1 from ${agendaReservas} r where r.horario_id = ${slot('id')}
      and r.expira_em > ${now} and r.pessoa_id <> ${pessoaId}) then 'RESERVADO'
    when exists (select 1 from ${agendamentos} a where a.pessoa_id = ${pessoaId} and a.status in ${ATIVA}
      and ${outra}
      and tstzrange(a.inicio, a.fim) && tstzrange(${slot('inicio')}, ${slot('fim')})) then 'SOBREPOSICAO'
    end`;
}

/** The slots `pessoaId` can take (the grid's filter). */
export const reservavel = (para: ParaQuem): SQL => sql`(${recusaDoHorario(para)}) is null`;
