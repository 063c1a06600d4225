// Storing a new password: one transaction that writes the argon2id hash, clears the expired flag, ends the
// account's other sessions and resets the login throttle; the member is then told by a security notice.
import { and, eq, lt } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { contas } from '../../db/schema/auth.js';
import { endAccountSessions } from '../../platform/session.js';
import { notifySecurityEvent } from '../../shared-domain/aviso-seguranca.js';
import type { NotifyDispatcher } from '../../platform/notify/notify-plugin.js';
import { cpfAttemptKey, recordAttempt } from './login.service.js';
import { noticeContact, type Subject } from './verificacao.service.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes the new hash inside the caller's transaction. Every session of the account ends except
 * `keepSessionId` (the member's own, on a change while signed in).
 */
export async function storePassword(options: {
  tx: Transaction;
  config: AppConfig;
  contaId: number;
  cpf: string;
  senhaHash: string;
  now: Date;
  ip: string;
  keepSessionId?: number;
}): Promise<void> {
  const { tx, config, contaId, cpf, senhaHash, now, ip, keepSessionId } = options;
  await tx
    .update(contas)
    .set({ senhaHash, credenciaisExpiradas: false, senhaAlteradaEm: now, updatedAt: now })
    .where(eq(contas.id, contaId));
  await endAccountSessions(tx, contaId, { exceptId: keepSessionId });
  // A proven owner starts with a clean slate: earlier failed logins no longer lock the account.
  await recordAttempt({
    db: tx,
    cpfKey: cpfAttemptKey(config.sessionSecret, cpf),
    ip,
    at: now,
    sucesso: true,
  });
}

/**
 * Password expiry by age (PASSWORD_MAX_AGE_DAYS): at login, a password older than the limit is flagged
 * expired, so the member is sent to /senha-expirada until they change it. True when it was flagged now.
 */
export async function expireIfTooOld(options: {
  db: Database;
  config: AppConfig;
  contaId: number;
  now: Date;
}): Promise<boolean> {
  const { db, config, contaId, now } = options;
  if (config.passwordMaxAgeDays <= 0) return false;
  const cutoff = new Date(now.getTime() - config.passwordMaxAgeDays * 86_400_000);
  const flagged = await db
    .update(contas)
    .set({ credenciaisExpiradas: true, updatedAt: now })
    .where(
      and(eq(contas.id, contaId), eq(contas.credenciaisExpiradas, false), lt(contas.senhaAlteradaEm, cutoff)),
    )
    .returning({ id: contas.id });
  return flagged.length > 0;
}

/** Sends the member a security notice about their password (or new account), in the background. */
export async function notifyPasswordEvent(options: {
  db: Database;
  notify: NotifyDispatcher;
  subject: Pick<Subject, 'contatos' | 'nomeCompleto'>;
  what: string;
  at: Date;
}): Promise<void> {
  const { subject, ...rest } = options;
  await notifySecurityEvent({ ...rest, to: noticeContact(subject), nomeCompleto: subject.nomeCompleto });
}
