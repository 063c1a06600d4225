// Serialising work on one key (e.g. one CPF's counters) across connections and instances.
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

type Executor = Pick<Database, 'execute'>;

/**
 * Takes a transaction-scoped advisory lock on `key`: a second transaction asking for the same key waits
 * until the first commits, so "count, then insert" inside it is one step for everybody.
 */
export async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
