// Web Push subscriptions of the caller's account (issue 42, decision 0053; contract meus-dados/push.ts).
// Only the caller's own account is touched: no family id is in these requests.
import { and, count, eq, ne } from 'drizzle-orm';
import { PUSH_MESSAGES, type AssinaturaPush } from '@portal/domain/contract/meus-dados/push';
import type { Database } from '../../db/client.js';
import { assinaturasPush } from '../../db/schema/push.js';
import { badRequest } from '../../platform/errors.js';
import { destinoPermitido } from '../../platform/push/destino-push.js';

/** How much of the user agent is kept: enough to tell the member which device, no more. */
const USER_AGENT_MAX = 300;

export async function aparelhosComPush(db: Database, contaId: number): Promise<number> {
  const [linha] = await db
    .select({ n: count() })
    .from(assinaturasPush)
    .where(eq(assinaturasPush.contaId, contaId));
  return linha?.n ?? 0;
}

/**
 * Saves this browser's subscription for the account. One row per endpoint (UNIQUE): the same browser again
 * updates its keys and device; an endpoint another account held moves here — one browser, one member signed in,
 * so the previous member's notices stop reaching a device they no longer use. A device holds one subscription:
 * an older endpoint of the same device (the browser made a new one) is dropped in the same transaction.
 */
export async function assinarPush(options: {
  db: Database;
  agora: Date;
  contaId: number;
  dispositivoId: number | null;
  assinatura: AssinaturaPush;
  userAgent: string | undefined;
  origensExtras: readonly string[];
}): Promise<void> {
  const { db, agora, contaId, dispositivoId, assinatura } = options;
  if (!destinoPermitido(assinatura.endpoint, options.origensExtras))
    throw badRequest(PUSH_MESSAGES.endpointRecusado, { endpoint: PUSH_MESSAGES.endpointRecusado });
  const linha = {
    contaId,
    dispositivoId,
    p256dh: assinatura.keys.p256dh,
    auth: assinatura.keys.auth,
    userAgent: options.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ultimoUsoEm: agora,
  };
  await db.transaction(async (tx) => {
    if (dispositivoId !== null)
      await tx
        .delete(assinaturasPush)
        .where(
          and(
            eq(assinaturasPush.dispositivoId, dispositivoId),
            ne(assinaturasPush.endpoint, assinatura.endpoint),
          ),
        );
    await tx
      .insert(assinaturasPush)
      .values({ ...linha, endpoint: assinatura.endpoint, criadaEm: agora })
      .onConflictDoUpdate({ target: assinaturasPush.endpoint, set: linha });
  });
}

/** Forgets the account's subscription of this endpoint; another account's is left alone (204 all the same). */
export async function cancelarPush(db: Database, contaId: number, endpoint: string): Promise<void> {
  await db
    .delete(assinaturasPush)
    .where(and(eq(assinaturasPush.contaId, contaId), eq(assinaturasPush.endpoint, endpoint)));
}
