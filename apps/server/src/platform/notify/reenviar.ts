// Sends a message of the outbox again, as it was (issue 37): its address, subject, text and attachments from
// its row — the appointment's .ics included — through the channels configured now (SMTP/SMS, or the outbox
// again in local use). The operator's `npm run reenviar-mensagem -w @portal/server -- <id>` (reenviar-mensagem.ts),
// e.g. for a message written while the portal ran without SMTP.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';

/** Hands the stored message to the notifier again; false when no row has that id. */
export async function reenviarMensagem(app: FastifyInstance, id: number): Promise<boolean> {
  const [row] = await app.ctx.db
    .select()
    .from(caixaSaidaNotificacoes)
    .where(eq(caixaSaidaNotificacoes.id, id));
  if (!row) return false;
  const { canal, destino, assunto, texto, anexos } = row;
  app.notify.dispatch({ canal, destino, assunto, texto, ...(anexos.length > 0 ? { anexos } : {}) });
  return true;
}
