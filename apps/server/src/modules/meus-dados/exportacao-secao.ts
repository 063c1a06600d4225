// What the export's groups of sections share (exportacao-coleta.ts puts them together): the person's
// context, instants as ISO text, the queries of a section in sequence, rows grouped by a key.
import type { QuemExportacao } from '@portal/domain/contract/meus-dados/exportacao-dados';
import type { Database } from '../../db/client.js';

/** What every section's queries need to know about the person exported. */
export interface ContextoColeta {
  db: Database;
  pessoaId: number;
  /** The person's memberships (cards and bill items are per membership). */
  beneficiarioIds: number[];
  /** The contracts whose bills the person pays (none for a dependant). */
  contratosPagos: number[];
  /** Who did something, as the file may say it: never another person's identity. */
  quem: (actor: number | null | undefined) => QuemExportacao;
}

export const iso = (d: Date): string => d.toISOString();
export const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * A section's queries, one after the other: inside the export's transaction they share one connection, which
 * runs one query at a time anyway (node-postgres queues them, PGlite serialises them), and a failed query then
 * leaves none still queued when the transaction rolls back. Drizzle's queries are lazy: each starts when
 * awaited here.
 */
export async function enSequencia<T extends readonly unknown[]>(queries: {
  [K in keyof T]: PromiseLike<T[K]>;
}): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries as readonly PromiseLike<unknown>[]) results.push(await query);
  return results as unknown as T;
}
