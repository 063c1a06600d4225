// Rescheduling in one step (issue 37): POST /remarcar { id, horarioId } moves an upcoming appointment to
// another slot of the same speciality. ONE transaction: the old appointment is cancelled by an UPDATE whose
// WHERE is the cancel rule (active and ahead: two reschedules of it cannot both pass), the new slot is
// checked by the rule the grid offers by (horario-reservavel.ts, the old appointment's time being no
// overlap), and the new appointment is inserted. The partial unique index on the slot's active appointment
// decides a race with another reschedule or a booking: the loser's transaction rolls back, so its old
// appointment is still booked — an appointment is released only when the new one is booked.
// The new appointment keeps the old one's protocol (one request, its history says 'Consulta remarcada') and
// its contact, and gets a new public link; the notice goes after the commit.
import { and, eq, gt, inArray, lte, or } from 'drizzle-orm';
import { AGENDAMENTO_MESSAGES, appointmentRescheduled, formatDate } from '@portal/domain';
import type { AgendamentoCriado } from '@portal/domain/contract/saude/agendamentos';
import type { Database } from '../../db/client.js';
import { agendaReservas, agendamentos } from '../../db/schema/agendamento.js';
import type { Clock, RandomBytes } from '../../platform/clock.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { newProtocolo } from '../../shared-domain/protocolo.js';
import { ATIVAS, quando, selectAgendamentosPorId, toAgendamento } from './agendamento-card.js';
import {
  conflito,
  conflitoDaConsulta,
  descricaoDe,
  horarioDe,
  recusaNaTransacao,
  registrarConsulta,
} from './reservas.service.js';

export interface Remarcada {
  resposta: AgendamentoCriado;
  beneficiario: VisibleBeneficiario;
  contato: { canal: 'EMAIL' | 'SMS'; destino: string } | null;
  token: string;
  descricao: string;
}

export async function remarcar(
  scope: FamilyScope,
  options: {
    id: string;
    horarioId: string;
    clock: Clock;
    random: RandomBytes;
    diasAntecedencia: number;
  },
): Promise<Remarcada> {
  const [antigo] = await scope.db.select().from(agendamentos).where(eq(agendamentos.id, options.id));
  if (!antigo) throw notFound();
  // Another family's appointment: 404; one whose health data the caller may not manage: 403.
  const beneficiario = (await scope.saudeByPessoa(antigo.pessoaId, 'AGENDAMENTO'))[0]!;
  const horario = await horarioDe(scope.db, options.horarioId);
  if (!horario) throw notFound(AGENDAMENTO_MESSAGES.slotUnavailable);
  if (horario.especialidadeId !== antigo.especialidadeId) {
    throw badRequest(AGENDAMENTO_MESSAGES.rescheduleSameSpeciality, {
      horarioId: AGENDAMENTO_MESSAGES.rescheduleSameSpeciality,
    });
  }
  const now = options.clock();
  const descricao = descricaoDe(horario);
  const contato =
    antigo.contatoCanal && antigo.contato ? { canal: antigo.contatoCanal, destino: antigo.contato } : null;
  try {
    return await scope.db.transaction(async (tx: Database) => {
      const [cancelado] = await tx
        .update(agendamentos)
        .set({ status: 'CANCELADO', canceladoEm: now, canceladoPor: 'BENEFICIARIO' })
        .where(
          and(
            eq(agendamentos.id, antigo.id),
            inArray(agendamentos.status, [...ATIVAS]),
            gt(agendamentos.inicio, now),
          ),
        )
        .returning({ id: agendamentos.id });
      if (!cancelado) throw conflito(AGENDAMENTO_MESSAGES.notReschedulable);
      // The slot's expired hold and the beneficiary's own hold on it are no obstacle (as when holding).
      await tx
        .delete(agendaReservas)
        .where(
          and(
            eq(agendaReservas.horarioId, horario.id),
            or(lte(agendaReservas.expiraEm, now), eq(agendaReservas.pessoaId, antigo.pessoaId)),
          ),
        );
      const motivo = await recusaNaTransacao(tx, horario.id, {
        pessoaId: antigo.pessoaId,
        now,
        diasAntecedencia: options.diasAntecedencia,
        remarcando: antigo.id,
      });
      if (motivo) throw conflito(motivo);
      // One made by the call centre has no protocol: the reschedule hands one out, as a booking does.
      const protocolo =
        antigo.protocolo ??
        (await newProtocolo(tx, {
          clock: () => now,
          tipo: 'AGENDAMENTO',
          pessoaId: antigo.pessoaId,
          solicitantePessoaId: scope.pessoaId,
          prazoResposta: null,
        }));
      const { id, token } = await registrarConsulta(tx, {
        horario,
        pessoaId: antigo.pessoaId,
        solicitantePessoaId: scope.pessoaId,
        protocolo,
        passo: 'Consulta remarcada',
        descricao,
        contato,
        now,
        random: options.random,
      });
      const [row] = await selectAgendamentosPorId(tx, [id]);
      const { data, hora } = quando(horario.inicio);
      return {
        resposta: {
          mensagem: appointmentRescheduled(formatDate(data), hora, protocolo),
          agendamento: toAgendamento(row!, now),
        },
        beneficiario,
        contato,
        token,
        descricao,
      };
    });
  } catch (error) {
    throw conflitoDaConsulta(error);
  }
}
