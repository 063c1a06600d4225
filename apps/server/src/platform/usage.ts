// Usage counters of spec §7 (utilizacao-recurso, utilizacao-funcionalidade): what the web reports about
// itself, and what the server records on its own when a call is itself the use (a bill read: 'FATURA').
import type {
  utilizacaoFuncionalidadeBodySchema,
  utilizacaoRecursoBodySchema,
} from '@portal/domain/contract/auth/usuario';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { utilizacaoFuncionalidades, utilizacaoRecursos } from '../db/schema/usage.js';

type UtilizacaoRecursoBody = z.infer<typeof utilizacaoRecursoBodySchema>;
type UtilizacaoFuncionalidadeBody = z.infer<typeof utilizacaoFuncionalidadeBodySchema>;

/** Who reported a usage, and when and from which client. */
export interface UsageContext {
  db: Database;
  contaId: number;
  at: Date;
  origem: string | null;
}

const usageColumns = (context: UsageContext) => ({
  contaId: context.contaId,
  origem: context.origem,
  at: context.at,
});

/** The insert of one resource usage, not yet run (it may travel inside another statement). */
export const resourceUsageInsert = (options: UsageContext & { body: UtilizacaoRecursoBody }) =>
  options.db.insert(utilizacaoRecursos).values({
    ...usageColumns(options),
    recurso: options.body.recurso,
    latitude: options.body.latitude ?? null,
    longitude: options.body.longitude ?? null,
  });

export async function recordResourceUsage(
  options: UsageContext & { body: UtilizacaoRecursoBody },
): Promise<void> {
  await resourceUsageInsert(options);
}

export async function recordFunctionalityUsage(
  options: UsageContext & { body: UtilizacaoFuncionalidadeBody },
): Promise<void> {
  const { body } = options;
  await options.db.insert(utilizacaoFuncionalidades).values({
    ...usageColumns(options),
    recurso: body.recurso,
    complemento: body.complemento ?? null,
    documentoAcessado: body.documentoAcessado ?? null,
  });
}
