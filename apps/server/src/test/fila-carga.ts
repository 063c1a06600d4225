// A large operator's open requests for the console's queues (issue 39, decision 0043): `quantidade` open
// protocols in one INSERT … SELECT generate_series (plus their first history step), spread over the kinds,
// the last 10 days and deadlines 7 to 14 days after filing (a few overdue, some due today, one in fifty
// immediate) — each about a seeded person.
// Used by the plan test (filas-plano.int.test.ts) and by `npm run bench:filas`. No vitest here.
import { sql } from 'drizzle-orm';
import { formatIsoDate, type CalendarDate } from '@portal/domain';
import type { Database } from '../db/client.js';

const TIPOS = [
  'REEMBOLSO',
  'AUTORIZACAO',
  'DEBITO_CONTA_ATIVACAO',
  'SEGUNDA_VIA_CARTAO',
  'CERTIDAO_OBITO',
  'CANCELAMENTO_CONTRATO',
];

/** Inserts `quantidade` open protocols (sequences from 500000 up, so they never meet the seed's numbers). */
export async function semearFilaGrande(db: Database, hoje: CalendarDate, quantidade: number): Promise<void> {
  const tipos = sql.raw(`array[${TIPOS.map((t) => `'${t}'`).join(',')}]`);
  await db.execute(sql`
    insert into protocolos (protocolo, dia, sequencia, tipo, criado_em, pessoa_id, solicitante_pessoa_id, situacao, prazo_resposta)
    select '345678' || to_char(d.dia, 'YYYYMMDD') || lpad((500000 + g.i)::text, 6, '0'),
           d.dia, 500000 + g.i, (${tipos})[1 + g.i % 6], d.dia + time '13:00',
           p.ids[1 + g.i % array_length(p.ids, 1)], p.ids[1 + g.i % array_length(p.ids, 1)],
           'EM_ANDAMENTO',
           case when g.i % 50 = 0 then null else d.dia + (7 + g.i % 8) end
    from generate_series(1, ${quantidade}) as g(i)
    cross join lateral (select (${formatIsoDate(hoje)}::date - (g.i % 10)) as dia) d
    cross join (select array_agg(id order by id) as ids from pessoas) p`);
  await db.execute(sql`
    insert into protocolo_andamentos (protocolo, em, titulo, situacao)
    select protocolo, criado_em, 'Solicitação registrada', 'EM_ANDAMENTO'
    from protocolos where sequencia > 500000`);
  // As autovacuum would after such a load: statistics for the planner, the visibility map for index-only counts.
  await db.execute(sql`vacuum analyze protocolos`);
  await db.execute(sql`vacuum analyze protocolo_andamentos`);
}
