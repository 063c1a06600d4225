// The maintenance notice's rule (issue 38): whether it is up at an instant, from the maintenance parameters as
// stored — read by GET /bemmais/status and the page's start-up answers (modules/shell) and by the console's
// maintenance screen (modules/console), per request from the database, so every instance agrees.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  MAINTENANCE_END,
  MAINTENANCE_FLAG,
  MAINTENANCE_START,
  PARAMETROS_MANUTENCAO,
  parametrosOperadora,
} from '../db/schema/operator.js';

/**
 * Whether the notice is up at `agora` (issue 38): switched on (`EM_MANUTENCAO` true) or its scheduled start
 * (`MANUTENCAO_INICIO`) reached — and its end (`MANUTENCAO_FIM`), if any, not yet reached. A start or end that
 * does not parse counts as absent. Read from the database for every request (no cache in the process), so
 * every instance switches at the same instant.
 */
export function manutencaoAtiva(stored: ReadonlyMap<string, string>, agora: Date): boolean {
  const instante = (nome: string) => {
    const ms = Date.parse(stored.get(nome) ?? '');
    return Number.isNaN(ms) ? null : ms;
  };
  const inicio = instante(MAINTENANCE_START);
  const fim = instante(MAINTENANCE_END);
  const ligada =
    stored.get(MAINTENANCE_FLAG)?.trim().toLowerCase() === 'true' ||
    (inicio !== null && agora.getTime() >= inicio);
  return ligada && (fim === null || agora.getTime() < fim);
}

/** The maintenance rows as stored (name → value). */
export async function lerParametrosManutencao(db: Pick<Database, 'select'>): Promise<Map<string, string>> {
  const rows = await db
    .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, [...PARAMETROS_MANUTENCAO]));
  return new Map(rows.map((r) => [r.nome, r.valor]));
}
