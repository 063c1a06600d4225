// Devices that no longer get push (issue 42, decisions 0053 and 0055): a device the member ended from
// "Dispositivos conectados" is signed out, and a signed-out browser must not keep showing the account's notices
// on its lock screen. Called inside the transaction that ends the devices' sessions, so both happen or neither.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assinaturasPush } from '../../db/schema/push.js';

export async function esquecerPushDosDispositivos(
  tx: Database,
  contaId: number,
  dispositivoIds: readonly number[],
): Promise<void> {
  if (dispositivoIds.length === 0) return;
  await tx
    .delete(assinaturasPush)
    .where(
      and(eq(assinaturasPush.contaId, contaId), inArray(assinaturasPush.dispositivoId, [...dispositivoIds])),
    );
}
