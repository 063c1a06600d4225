// How many spec §7 resource uses an account has recorded for one resource: the tests of every call that
// counts a use (`uso` on its endpoint) compare this before and after.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { utilizacaoRecursos } from '../db/schema/contadores-uso.js';

export async function usosDoRecurso(db: Database, contaId: number, recurso: string): Promise<number> {
  const linhas = await db
    .select({ id: utilizacaoRecursos.id })
    .from(utilizacaoRecursos)
    .where(and(eq(utilizacaoRecursos.contaId, contaId), eq(utilizacaoRecursos.recurso, recurso)));
  return linhas.length;
}
