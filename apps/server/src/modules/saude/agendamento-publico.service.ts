// The public link of one appointment (spec §2 /servicos/agendamento/:token, §7 "Token-based
// appointments", decision 0021): the token (x-token-servico) is looked up by its SHA-256 and is valid while
// now < expira_em (the appointment's start). Each action is used once: the token row's
// confirmacao_usada_em / cancelamento_usado_em is set by an UPDATE whose WHERE requires it unset, in the same
// transaction as the appointment's change — two tabs cannot both succeed. An unknown, tampered, expired or
// used token, or an appointment the rule no longer allows, all get the same refusal per call.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AGENDAMENTO_MESSAGES, firstName } from '@portal/domain';
import type { AgendamentoPublico } from '@portal/domain/contract/saude/agendamento-publico';
import type { Database } from '../../db/client.js';
import { agendamentos, agendamentoTokens } from '../../db/schema/agendamento.js';
import { HttpError } from '../../platform/errors.js';
import { hashTokenServico } from '../../platform/token-servico.js';
import { aplicarMudanca, type Mudanca } from './agendamento-alteracao.service.js';
import {
  podeCancelar,
  podeConfirmar,
  selectAgendamentos,
  toAgendamento,
  type AgendamentoRow,
} from './agendamento-card.js';

interface TokenValido {
  hash: string;
  row: AgendamentoRow;
  confirmacaoUsada: boolean;
  cancelamentoUsado: boolean;
}

/** The appointment a live token is bound to; null for an unknown, malformed or expired one alike. */
export async function abrirToken(db: Database, token: string, now: Date): Promise<TokenValido | null> {
  const hash = hashTokenServico(token);
  if (!hash) return null;
  const [registro] = await db
    .select()
    .from(agendamentoTokens)
    .where(and(eq(agendamentoTokens.tokenHash, hash), gt(agendamentoTokens.expiraEm, now)));
  if (!registro) return null;
  const [row] = await selectAgendamentos(db, eq(agendamentos.id, registro.agendamentoId));
  return row
    ? {
        hash,
        row,
        confirmacaoUsada: registro.confirmacaoUsadaEm !== null,
        cancelamentoUsado: registro.cancelamentoUsadoEm !== null,
      }
    : null;
}

/** Only the first name, the speciality, who attends, the place and the time (issues 16, 37). */
export function agendamentoPublico(valido: TokenValido, now: Date): AgendamentoPublico {
  const { row } = valido;
  const { especialidade, prestador, local, data, diaSemana, hora, status } = toAgendamento(row, now);
  return {
    primeiroNome: firstName(row.nomeCompleto, row.nomeSocial),
    especialidade,
    prestador,
    local: {
      nome: local.nome,
      endereco: local.endereco,
      cidade: local.cidade,
      uf: local.uf,
      telefone: local.telefone,
      latitude: local.latitude,
      longitude: local.longitude,
    },
    data,
    diaSemana,
    hora,
    status,
    podeConfirmar: !valido.confirmacaoUsada && podeConfirmar(row, now),
    podeCancelar: !valido.cancelamentoUsado && podeCancelar(row, now),
  };
}

/**
 * Confirms or cancels (this appointment only) with the token: marks the action used and changes the
 * appointment in one transaction, or refuses with the call's one message. Answers the appointment's id.
 */
export async function agirComToken(
  db: Database,
  options: { token: string; mudanca: Mudanca; now: Date },
): Promise<{ agendamentoId: string; pessoaId: number }> {
  const { mudanca, now } = options;
  const recusa = new HttpError(409, {
    mensagem:
      mudanca.tipo === 'CONFIRMAR'
        ? AGENDAMENTO_MESSAGES.linkCannotConfirm
        : AGENDAMENTO_MESSAGES.linkCannotCancel,
  });
  const hash = hashTokenServico(options.token);
  if (!hash) throw recusa;
  const naoUsada =
    mudanca.tipo === 'CONFIRMAR'
      ? isNull(agendamentoTokens.confirmacaoUsadaEm)
      : isNull(agendamentoTokens.cancelamentoUsadoEm);
  const uso = mudanca.tipo === 'CONFIRMAR' ? { confirmacaoUsadaEm: now } : { cancelamentoUsadoEm: now };
  return db.transaction(async (tx) => {
    const [registro] = await tx
      .update(agendamentoTokens)
      .set(uso)
      .where(and(eq(agendamentoTokens.tokenHash, hash), gt(agendamentoTokens.expiraEm, now), naoUsada))
      .returning({ agendamentoId: agendamentoTokens.agendamentoId });
    if (!registro) throw recusa;
    const [changed] = await aplicarMudanca(tx, mudanca, eq(agendamentos.id, registro.agendamentoId), now);
    // Rolls the token's use back too: a refused action leaves the token as it was.
    if (!changed) throw recusa;
    const [row] = await tx
      .select({ pessoaId: agendamentos.pessoaId })
      .from(agendamentos)
      .where(eq(agendamentos.id, changed));
    return { agendamentoId: changed, pessoaId: row!.pessoaId };
  });
}
