// The demo's day: the operator's calendar day the e2e seed (apps/server/scripts/seed-e2e.ts) seeded every
// date relative to. The seed writes it beside the database; the journeys read it for what they expect of seeded
// rows, so a run that starts before midnight in São Paulo and goes on after it still agrees with the seed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseIsoDate, type CalendarDate } from '@portal/domain';

/** File name inside the portal's DATA_DIR. */
export const DIA_DEMO_FILE = 'dia-demo.txt';

export function lerDiaDemo(dataDir: string): CalendarDate {
  const text = readFileSync(join(dataDir, DIA_DEMO_FILE), 'utf8').trim();
  const dia = parseIsoDate(text);
  if (!dia) throw new Error(`${DIA_DEMO_FILE}: data inválida '${text}'`);
  return dia;
}
