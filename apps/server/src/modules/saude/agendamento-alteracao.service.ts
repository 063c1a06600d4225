// Confirming and cancelling appointments (issue 16), by the member in the portal and by whoever holds a
// public link (modules/servicos). Each change is one UPDATE … RETURNING whose WHERE is the rule itself
// (confirm: AGENDADO and ahead; cancel: active and ahead), so two clicks or two tabs cannot both succeed.
// Every changed appointment gets a step on its protocol (when booked here) and a notice to its chosen
// contact, sent after the commit.
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { AGENDAMENTO_MESSAGES, appointmentsCancelled } from '@portal/domain';
import type { AgendamentoAlterado, OpcaoCancelamento } from '@portal/domain/contract/saude/agendamentos';
import type { Database } from '../../db/client.js';
import { agendamentos, type OrigemCancelamento } from '../../db/schema/agendamento.js';
import { HttpError, notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { registrarAndamento } from '../../shared-domain/protocolo.js';
import { avisarConsulta } from './agendamento-aviso.js';
import {
  ATIVAS,
  CONFIRMAVEIS,
  selectAgendamentosPorId,
  toAgendamento,
  type AgendamentoRow,
} from './agendamento-card.js';

export type Mudanca = { tipo: 'CONFIRMAR' } | { tipo: 'CANCELAR'; origem: OrigemCancelamento };

const PASSOS = {
  CONFIRMAR: { titulo: 'Presença confirmada', assunto: 'Consulta confirmada', aviso: 'Presença confirmada:' },
  CANCELAR: { titulo: 'Consulta cancelada', assunto: 'Consulta cancelada', aviso: 'Consulta cancelada:' },
} as const;

/**
 * Applies the change to the appointments `alvo` selects that the rule still allows, with their protocol
 * steps, inside `tx`. Answers the ids changed (none when the rule refused them all).
 */
export async function aplicarMudanca(
  tx: Database,
  mudanca: Mudanca,
  alvo: SQL | undefined,
  now: Date,
): Promise<string[]> {
  const regra = and(
    alvo,
    inArray(agendamentos.status, [...(mudanca.tipo === 'CONFIRMAR' ? CONFIRMAVEIS : ATIVAS)]),
    gt(agendamentos.inicio, now),
  );
  const set =
    mudanca.tipo === 'CONFIRMAR'
      ? { status: 'CONFIRMADO' as const, confirmadoEm: now }
      : { status: 'CANCELADO' as const, canceladoEm: now, canceladoPor: mudanca.origem };
  const changed = await tx
    .update(agendamentos)
    .set(set)
    .where(regra)
    .returning({ id: agendamentos.id, protocolo: agendamentos.protocolo });
  for (const { protocolo } of changed) {
    if (protocolo) {
      await registrarAndamento(tx, protocolo, {
        em: now,
        titulo: PASSOS[mudanca.tipo].titulo,
        situacao: 'FECHADO',
      });
    }
  }
  return changed.map((c) => c.id);
}

/** The changed appointments as they are now, each one's notice sent to its chosen contact. */
export async function avisarMudanca(
  app: FastifyInstance,
  mudanca: Mudanca,
  ids: readonly string[],
): Promise<AgendamentoRow[]> {
  const rows = await selectAgendamentosPorId(app.ctx.db, ids);
  const passo = PASSOS[mudanca.tipo];
  for (const row of rows) {
    avisarConsulta(app.notify, row, {
      assunto: passo.assunto,
      prefixo: passo.aviso,
    });
  }
  return rows;
}

/**
 * The appointment when its beneficiary is in the caller's family (else 404, like an unknown id) and the health
 * rule lets the caller manage their appointments (else 403 with the reason).
 */
async function agendamentoVisivel(scope: FamilyScope, id: string) {
  const [row] = await scope.db
    .select({
      id: agendamentos.id,
      pessoaId: agendamentos.pessoaId,
      especialidadeId: agendamentos.especialidadeId,
    })
    .from(agendamentos)
    .where(eq(agendamentos.id, id));
  if (!row) throw notFound();
  await scope.saudeByPessoa(row.pessoaId, 'AGENDAMENTO');
  return row;
}

/** The appointment's card row, under the same rule (404 outside the family, 403 without the right). */
export async function agendamentoDaFamilia(scope: FamilyScope, id: string): Promise<AgendamentoRow> {
  const { id: visivel } = await agendamentoVisivel(scope, id);
  const [row] = await selectAgendamentosPorId(scope.db, [visivel]);
  return row!;
}

const ordenados = (rows: AgendamentoRow[], now: Date) =>
  [...rows].sort((a, b) => a.inicio.getTime() - b.inicio.getTime()).map((r) => toAgendamento(r, now));

/** POST /confirmar: only a future AGENDADO appointment of the family (else 409 notConfirmable). */
export async function confirmarAgendamento(
  scope: FamilyScope,
  options: { id: string; app: FastifyInstance },
): Promise<AgendamentoAlterado> {
  const alvo = await agendamentoVisivel(scope, options.id);
  const now = options.app.ctx.clock();
  const mudanca: Mudanca = { tipo: 'CONFIRMAR' };
  const ids = await scope.db.transaction(async (tx) => {
    const changed = await aplicarMudanca(tx, mudanca, eq(agendamentos.id, alvo.id), now);
    if (changed.length === 0) throw new HttpError(409, { mensagem: AGENDAMENTO_MESSAGES.notConfirmable });
    return changed;
  });
  const rows = await avisarMudanca(options.app, mudanca, ids);
  return { mensagem: AGENDAMENTO_MESSAGES.confirmed, agendamentos: ordenados(rows, now) };
}

/**
 * POST /v2/…/cancelar: CANCELAR_ATENDIMENTO this one; CANCELAR_TODOS_ATENDIMENTOS every upcoming
 * cancellable one of the same beneficiary and speciality (agendamentosDaEspecialidade, in one UPDATE).
 * The chosen one must itself be cancellable (else 409 notCancellable, nothing changed).
 */
export async function cancelarAgendamentos(
  scope: FamilyScope,
  options: { id: string; opcao: OpcaoCancelamento; app: FastifyInstance },
): Promise<AgendamentoAlterado> {
  const alvo = await agendamentoVisivel(scope, options.id);
  const now = options.app.ctx.clock();
  const mudanca: Mudanca = { tipo: 'CANCELAR', origem: 'BENEFICIARIO' };
  const selecao =
    options.opcao === 'CANCELAR_ATENDIMENTO'
      ? eq(agendamentos.id, alvo.id)
      : and(eq(agendamentos.pessoaId, alvo.pessoaId), eq(agendamentos.especialidadeId, alvo.especialidadeId));
  const ids = await scope.db.transaction(async (tx) => {
    const changed = await aplicarMudanca(tx, mudanca, selecao, now);
    if (!changed.includes(alvo.id))
      throw new HttpError(409, { mensagem: AGENDAMENTO_MESSAGES.notCancellable });
    return changed;
  });
  const rows = await avisarMudanca(options.app, mudanca, ids);
  return { mensagem: appointmentsCancelled(rows.length), agendamentos: ordenados(rows, now) };
}
