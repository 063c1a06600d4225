// "A SIGKILL of an instance loses no audit row of an answered request" (issue 43): every audited read the load
// got a 2xx for carried a visit id of its own (x-visita, load.ts), which its audit row keeps (the column the
// web's screen visits use, decision 0035) — no member data ties a request to its row. The audit row is written
// before the answer leaves (platform/route.ts), so each such visit must be in the trail, whatever died after.
import pg from 'pg';

export interface AuditCheck {
  answered: number;
  missing: string[];
}

export async function checkAuditRows(databaseUrl: string, visits: string[]): Promise<AuditCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ visita: string }>(
      'select distinct visita from auditoria where visita = any($1)',
      [visits],
    );
    const found = new Set(rows.map((r) => r.visita));
    return { answered: visits.length, missing: visits.filter((v) => !found.has(v)) };
  } finally {
    await client.end();
  }
}
