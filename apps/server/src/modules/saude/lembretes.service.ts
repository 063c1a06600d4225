// Appointment reminders (issue 16, decision 0021): the command the operator schedules
// (`npm run lembretes -w @portal/server`) finds the active appointments starting within
// AGENDAMENTO_HORAS_LEMBRETE hours that were not reminded yet, and sends each a reminder with a fresh public
// link (token motivo LEMBRETE, valid until the start) to the contact chosen at booking. Each appointment is
// claimed by an UPDATE … WHERE lembrete_enviado_em IS NULL RETURNING in the transaction that records its
// token, so running the command twice — or two runs at once — sends one reminder per appointment. An e-mail
// reminder carries the appointment's .ics, as the booking e-mail does (issue 37).
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { agendamentos, agendamentoTokens } from '../../db/schema/agendamento.js';
import { linkAgendamentoPublico } from '../../shared-domain/link-agendamento.js';
import { novoTokenServico } from '../../platform/token-servico.js';
import { anexoIcs, avisarConsulta } from './agendamento-aviso.js';
import { ATIVAS, selectAgendamentosPorId } from './agendamento-card.js';
import { getConstantesAgendamento } from './agendas.service.js';

/** Sends the due reminders; answers how many went out. */
export async function enviarLembretes(app: FastifyInstance): Promise<number> {
  const { db, clock, random, config } = app.ctx;
  const now = clock();
  const { horasLembrete } = await getConstantesAgendamento(db);
  const ate = new Date(now.getTime() + horasLembrete * 3_600_000);
  const devidos = await db
    .select({ id: agendamentos.id })
    .from(agendamentos)
    .where(
      and(
        inArray(agendamentos.status, [...ATIVAS]),
        gt(agendamentos.inicio, now),
        lte(agendamentos.inicio, ate),
        isNull(agendamentos.lembreteEnviadoEm),
        isNotNull(agendamentos.contato),
      ),
    );
  const tokens = new Map<string, string>();
  for (const { id } of devidos) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(agendamentos)
        .set({ lembreteEnviadoEm: now })
        .where(and(eq(agendamentos.id, id), isNull(agendamentos.lembreteEnviadoEm)))
        .returning({ inicio: agendamentos.inicio });
      if (!claimed) return;
      const { token, hash } = novoTokenServico(random);
      await tx.insert(agendamentoTokens).values({
        tokenHash: hash,
        agendamentoId: id,
        criadoEm: now,
        expiraEm: claimed.inicio,
        motivo: 'LEMBRETE',
      });
      tokens.set(id, token);
    });
  }
  const rows = await selectAgendamentosPorId(db, [...tokens.keys()]);
  for (const row of rows) {
    avisarConsulta(app.notify, row, {
      assunto: 'Lembrete de consulta',
      prefixo: 'Lembrete:',
      lembrete: true,
      link: linkAgendamentoPublico(config.publicUrl, tokens.get(row.id)!),
      calendario: anexoIcs(row, now),
    });
  }
  return rows.length;
}
