// One appointment as the screens show it (spec §2 "Appointment card"): one select with its slot's
// professional, its clinic (spec §3 Place) and its speciality, and the mapping to the contract's shape.
// The day and time are the operator's calendar; what the member may still do is decided here, once, from
// the status and the clock (the confirm and cancel statements apply the same rule in their WHERE).
import { eq, inArray, type SQL } from 'drizzle-orm';
import { formatIsoDate, operatorDate } from '@portal/domain';
import {
  SITUACOES_AGENDAMENTO_ATIVAS,
  SITUACOES_AGENDAMENTO_CONFIRMAVEIS,
  type Agendamento,
  type SituacaoAgendamento,
} from '@portal/domain/contract/saude/agendamentos';
import type { Database } from '../../db/client.js';
import { agendaHorarios, agendamentos, especialidades } from '../../db/schema/agendamento.js';
import { cidades } from '../../db/schema/dados-pessoais.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { prestadores } from '../../db/schema/saude.js';
import { diaSemana, operatorTime } from '../../shared-domain/horario-operador.js';
import { localSelection, toLocal } from '../../shared-domain/local-atendimento.js';

export const ATIVAS: readonly SituacaoAgendamento[] = SITUACOES_AGENDAMENTO_ATIVAS;
export const CONFIRMAVEIS: readonly SituacaoAgendamento[] = SITUACOES_AGENDAMENTO_CONFIRMAVEIS;

/** The appointments matching `where`, with everything their card shows. */
export function selectAgendamentos(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: agendamentos.id,
      pessoaId: agendamentos.pessoaId,
      status: agendamentos.status,
      inicio: agendamentos.inicio,
      fim: agendamentos.fim,
      protocolo: agendamentos.protocolo,
      contatoCanal: agendamentos.contatoCanal,
      contato: agendamentos.contato,
      nomeCompleto: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
      profissional: agendaHorarios.profissional,
      especialidadeCodigo: especialidades.codigo,
      especialidadeNome: especialidades.nome,
      local: localSelection,
    })
    .from(agendamentos)
    .innerJoin(agendaHorarios, eq(agendaHorarios.id, agendamentos.horarioId))
    .innerJoin(especialidades, eq(especialidades.id, agendamentos.especialidadeId))
    .innerJoin(prestadores, eq(prestadores.id, agendaHorarios.prestadorId))
    .innerJoin(cidades, eq(cidades.id, prestadores.cidadeId))
    .innerJoin(pessoas, eq(pessoas.id, agendamentos.pessoaId))
    .where(where);
}
export type AgendamentoRow = Awaited<ReturnType<typeof selectAgendamentos>>[number];

export const selectAgendamentosPorId = (db: Database, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : selectAgendamentos(db, inArray(agendamentos.id, [...ids]));

/** Day, weekday and time of an instant in the operator's calendar. */
export function quando(inicio: Date): Pick<Agendamento, 'data' | 'diaSemana' | 'hora'> {
  const dia = operatorDate(inicio);
  return { data: formatIsoDate(dia), diaSemana: diaSemana(dia), hora: operatorTime(inicio) };
}

/** Still ahead and holding its slot. */
export const podeCancelar = (row: Pick<AgendamentoRow, 'status' | 'inicio'>, now: Date): boolean =>
  ATIVAS.includes(row.status) && row.inicio > now;

/** Booked (not merely requested) and still ahead. */
export const podeConfirmar = (row: Pick<AgendamentoRow, 'status' | 'inicio'>, now: Date): boolean =>
  CONFIRMAVEIS.includes(row.status) && row.inicio > now;

export function toAgendamento(row: AgendamentoRow, now: Date): Agendamento {
  return {
    id: row.id,
    prestador: row.profissional,
    especialidade: { codigo: row.especialidadeCodigo, nome: row.especialidadeNome },
    local: toLocal(row.local),
    ...quando(row.inicio),
    status: row.status,
    protocolo: row.protocolo,
    podeConfirmar: podeConfirmar(row, now),
    podeCancelar: podeCancelar(row, now),
  };
}
