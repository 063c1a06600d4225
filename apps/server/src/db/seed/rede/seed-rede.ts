// The demo's network (issue 40) in the demo seed: the generated network (gerar.ts) with its well-known rows,
// the operator's own units and the changes dated from the day of seeding, written in a few statements
// (inserir.ts). After seedPrestadores: the own units point at their `prestadores` rows.
import type { CalendarDate } from '@portal/domain';
import type { Database } from '../../client.js';
import { gerarRede, LOCAIS_DEMO } from './gerar.js';
import { inserirRede } from './inserir.js';

export async function seedRede(
  db: Database,
  hoje: CalendarDate,
  at: Date,
  locais: number = LOCAIS_DEMO,
): Promise<void> {
  await inserirRede(db, gerarRede({ locais, hoje }), at);
}
