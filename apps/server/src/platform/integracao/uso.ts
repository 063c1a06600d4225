// Calls and refusals of each integration client per hour (issue 39, decision 0044): the integration area's
// answer hook adds one to the client's row of the hour (an upsert: one row per client and hour, never one per
// call); the console reads the last 24 rows. A refusal is an answer ≥ 400 to a caller whose token was valid
// (a missing scope, a bad body, the per-minute limit); calls without a valid token name no client and are
// counted by the address ceiling of guard.ts instead.
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { integracaoUsoHorario } from '../../db/schema/integracao.js';

const HORA_MS = 3_600_000;

/** The start of the (UTC) hour of `instante`: every zone the operator uses is a whole number of hours off. */
export const inicioDaHora = (instante: Date): Date =>
  new Date(Math.floor(instante.getTime() / HORA_MS) * HORA_MS);

export async function contarUso(
  db: Database,
  uso: { clienteId: number; agora: Date; recusada: boolean },
): Promise<void> {
  const recusas = uso.recusada ? 1 : 0;
  await db
    .insert(integracaoUsoHorario)
    .values({ clienteId: uso.clienteId, hora: inicioDaHora(uso.agora), chamadas: 1, recusas })
    .onConflictDoUpdate({
      target: [integracaoUsoHorario.clienteId, integracaoUsoHorario.hora],
      set: {
        chamadas: sql`${integracaoUsoHorario.chamadas} + 1`,
        recusas: sql`${integracaoUsoHorario.recusas} + ${recusas}`,
      },
    });
}

export interface UsoHora {
  /** The hour's start. */
  hora: Date;
  chamadas: number;
  recusas: number;
}

/**
 * The 24 hours up to and including the current one, for each client asked (every hour present: 0 when the
 * client made no call in it), oldest first.
 */
export async function usoUltimas24h(
  db: Database,
  clienteIds: number[],
  agora: Date,
): Promise<Map<number, UsoHora[]>> {
  const atual = inicioDaHora(agora).getTime();
  const primeira = atual - 23 * HORA_MS;
  const linhas =
    clienteIds.length === 0
      ? []
      : await db
          .select()
          .from(integracaoUsoHorario)
          .where(
            and(
              inArray(integracaoUsoHorario.clienteId, clienteIds),
              gt(integracaoUsoHorario.hora, new Date(primeira - 1)),
            ),
          )
          .orderBy(asc(integracaoUsoHorario.hora));
  const resultado = new Map<number, UsoHora[]>();
  for (const id of clienteIds) {
    const deste = new Map(
      linhas.filter((l) => l.clienteId === id).map((l) => [l.hora.getTime(), l] as const),
    );
    resultado.set(
      id,
      Array.from({ length: 24 }, (_, i) => {
        const hora = primeira + i * HORA_MS;
        const linha = deste.get(hora);
        return { hora: new Date(hora), chamadas: linha?.chamadas ?? 0, recusas: linha?.recusas ?? 0 };
      }),
    );
  }
  return resultado;
}
