// The staff audit (issue 38, decision 0040): every console action — sign-ins, enrolments, and EVERY write
// of every console area — is one row of equipe_auditoria written by this function and nowhere else: who
// (equipe_id), with which role (the role the route needed; null for an action on one's own account), what
// (`acao`, '<area>.<verbo>': 'equipe.convidar', 'parametro.alterar'), on what (`alvo`, '<kind>:<id>'), the
// state before and after a change (JSON, never a secret: no code, token, TOTP secret or key material), when
// and from where (IP, User-Agent). Append-only in the database (migration 0031). Call it inside the
// transaction of the change it records (pass the transaction as `db`), so the change and its row commit
// together or not at all.
import type { FastifyRequest } from 'fastify';
import type { Papel } from '@portal/domain/contract/console/acesso';
import type { Database } from '../../db/client.js';
import { equipeAuditoria } from '../../db/schema/equipe.js';

/** Longest User-Agent kept (like the member audit's AUDIT_DEVICE_MAX). */
const DISPOSITIVO_MAX = 300;

export interface AcaoEquipe {
  /** The staff member who acted (null: a refused sign-in of an unknown e-mail, the admin command). */
  equipeId: number | null;
  /** The role the action needed; null when any staff member may do it to their own account. */
  papel: Papel | null;
  /** '<area>.<verbo>', e.g. 'equipe.convidar', 'sessao.entrar', 'topico.publicar'. */
  acao: string;
  /** What it was on: 'equipe:12', 'parametro:LIMITE_X'; null when nothing but the actor. */
  alvo?: string | null;
  /** The state before a change (JSON; never a secret). */
  antes?: unknown;
  /** The state after a change (JSON; never a secret). */
  depois?: unknown;
  /** Where from: the request (IP and User-Agent), or nothing (the admin command). */
  request?: FastifyRequest | null;
  /** When (default: the app's clock through the request, else now). */
  at?: Date;
}

/** Writes one staff audit row with `db` (the change's transaction, or the database). */
export async function registrarAcaoEquipe(db: Pick<Database, 'insert'>, acao: AcaoEquipe): Promise<void> {
  const { request } = acao;
  await db.insert(equipeAuditoria).values({
    at: acao.at ?? request?.server.ctx.clock() ?? new Date(),
    equipeId: acao.equipeId,
    papel: acao.papel,
    acao: acao.acao,
    alvo: acao.alvo ?? null,
    antes: acao.antes ?? null,
    depois: acao.depois ?? null,
    ip: request?.ip ?? null,
    dispositivo: request?.headers['user-agent']?.slice(0, DISPOSITIVO_MAX) ?? null,
  });
}

/** The acting staff member of a guarded console request, as registrarAcaoEquipe wants them. */
export function autorDe(
  request: FastifyRequest,
  papel: Papel | null,
): Pick<AcaoEquipe, 'equipeId' | 'papel' | 'request'> {
  return { equipeId: request.equipe?.equipeId ?? null, papel, request };
}
