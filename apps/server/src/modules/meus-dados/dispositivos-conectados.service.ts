// Dispositivos conectados (issue 42, decision 0055): the account's live sessions and ending the others. The
// rule of which sessions end lives in platform/session.ts (endAccountSessions); here, that a member acts on
// their own account only (another account's session id is a 404, as one that does not exist) and never ends
// the session of the call itself (409: "Sair" does).
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { resumoDispositivo } from '@portal/domain';
import type { DispositivosConectados } from '@portal/domain/contract/meus-dados/dispositivos-conectados';
import { DISPOSITIVOS_MESSAGES } from '@portal/domain/contract/meus-dados/dispositivos-conectados-mensagens';
import { sessoes } from '../../db/schema/auth.js';
import type { Database } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { esquecerPushDosDispositivos } from '../../platform/push/esquecer-push.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { currentSession, endAccountSessions, sessionRemainingMs } from '../../platform/session.js';

/** Live sessions of the caller's account: this one first, then by last activity, newest first. */
export async function listarDispositivosConectados(request: FastifyRequest): Promise<DispositivosConectados> {
  const { ctx } = request.server;
  const session = currentSession(request);
  const now = ctx.clock();
  const durationMs = ctx.config.sessionDurationMs;
  // An idle or absolute limit passed is a session over: its row waits for the next call to remove it.
  const rows = await ctx.db
    .select({
      id: sessoes.id,
      userAgent: sessoes.userAgent,
      createdAt: sessoes.createdAt,
      lastSeenAt: sessoes.lastSeenAt,
    })
    .from(sessoes)
    .where(
      and(
        eq(sessoes.contaId, session.contaId),
        gt(sessoes.absoluteExpiresAt, now),
        gt(sessoes.lastSeenAt, new Date(now.getTime() - durationMs)),
      ),
    )
    .orderBy(desc(sessoes.lastSeenAt), desc(sessoes.id));
  const atualPrimeiro = [
    ...rows.filter((row) => row.id === session.sessionId),
    ...rows.filter((row) => row.id !== session.sessionId),
  ];
  return {
    sessoes: atualPrimeiro.map((row) => ({
      id: row.id,
      dispositivo: resumoDispositivo(row.userAgent),
      entrouEm: row.createdAt.toISOString(),
      ultimaAtividadeEm: row.lastSeenAt.toISOString(),
      atual: row.id === session.sessionId,
    })),
  };
}

/**
 * The devices of ended sessions that have no session left (a device may hold an older session whose cookie it
 * lost): a signed-out browser stops receiving the account's push notices (decision 0053), in the same
 * transaction as the end.
 */
async function esquecerPushDosEncerrados(
  tx: Database,
  contaId: number,
  encerradas: readonly { dispositivoId: number | null }[],
): Promise<void> {
  const ids = [...new Set(encerradas.flatMap((s) => (s.dispositivoId === null ? [] : [s.dispositivoId])))];
  if (ids.length === 0) return;
  const ainda = await tx
    .selectDistinct({ id: sessoes.dispositivoId })
    .from(sessoes)
    .where(inArray(sessoes.dispositivoId, ids));
  const comSessao = new Set(ainda.map((s) => s.id));
  await esquecerPushDosDispositivos(
    tx,
    contaId,
    ids.filter((id) => !comSessao.has(id)),
  );
}

/** Ends one other session of the caller's account, with its audit row in the same transaction. */
export async function encerrarDispositivo(request: FastifyRequest, id: number): Promise<void> {
  const session = currentSession(request);
  if (id === session.sessionId) throw new HttpError(409, { mensagem: DISPOSITIVOS_MESSAGES.atualNaoEncerra });
  await request.server.ctx.db.transaction(async (tx) => {
    const [encerrada] = await endAccountSessions(tx, session.contaId, { onlyId: id });
    if (!encerrada) throw notFound();
    await esquecerPushDosEncerrados(tx, session.contaId, [encerrada]);
    await audit({ request, db: tx, action: 'ENCERRAMENTO_DISPOSITIVO', subjectPessoaId: session.pessoaId });
  });
}

/** Ends every other session of the caller's account; how many were still live. */
export async function encerrarOutrosDispositivos(request: FastifyRequest): Promise<{ encerradas: number }> {
  const { ctx } = request.server;
  const session = currentSession(request);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const encerradas = await endAccountSessions(tx, session.contaId, { exceptId: session.sessionId });
    await esquecerPushDosEncerrados(tx, session.contaId, encerradas);
    await audit({
      request,
      db: tx,
      action: 'ENCERRAMENTO_OUTROS_DISPOSITIVOS',
      subjectPessoaId: session.pessoaId,
    });
    return {
      encerradas: encerradas.filter((row) => sessionRemainingMs(row, now, ctx.config.sessionDurationMs) > 0)
        .length,
    };
  });
}
