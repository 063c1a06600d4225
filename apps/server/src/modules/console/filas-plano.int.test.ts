// The queues stay fast at a large operator's size (issue 39: 50,000 open requests under 100 ms p99, measured
// by `npm run bench:filas`): here, with 20,000 open protocols seeded and the table analysed, the database's
// plan of every queue query — each filter, the next page, the counts — reads protocolos through the queue's
// indexes (protocolos_fila_idx, protocolos_fila_tipo_idx), never by a sequential scan, and the page stops
// after its rows (a Limit over an index in the queue's order, no sort of the whole queue). The test fails when
// a change of the query or the indexes makes the database read the table or sort the whole queue. Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL 15.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, operatorDate } from '@portal/domain';
import type { FilaQuery } from '@portal/domain/contract/console/filas';
import { semearFilaGrande } from '../../test/fila-carga.js';
import { withDemo } from '../../test/test-app.js';
import { consultasFila } from './filas.service.js';

const demo = withDemo();

interface No {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: No[];
}

const nos = (no: No): No[] => [no, ...(no.Plans ?? []).flatMap(nos)];

beforeAll(async () => {
  await semearFilaGrande(demo.h.database.db, operatorDate(demo.h.clock()), 20_000);
}, 120_000);

async function plano(consulta: Parameters<typeof sql>[1]): Promise<No[]> {
  const resultado = await demo.h.database.db.execute(sql`explain (format json) ${consulta}`);
  const linha = (resultado as { rows: Record<string, unknown>[] }).rows[0]!;
  const json = Object.values(linha)[0];
  const [raiz] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: No }];
  return nos(raiz.Plan);
}

const FILTROS: FilaQuery[] = [
  {},
  { tipo: 'REEMBOLSO' },
  { prazo: 'ATRASADAS' },
  { tipo: 'AUTORIZACAO', prazo: 'HOJE' },
  { responsavel: 'NINGUEM' },
  { apos: '2026-03-05_34567820260301500123' },
  { tipo: 'SEGUNDA_VIA_CARTAO', apos: '2026-03-05_34567820260301500123' },
];

describe('the queue’s plan at 20,000 open requests', () => {
  it.each(FILTROS.map((f) => [JSON.stringify(f), f] as const))(
    'page %s: an index range of protocolos in the queue’s order, no sequential scan, no sort',
    async (_nome, filtro) => {
      const hoje = formatIsoDate(operatorDate(demo.h.clock()));
      const { pagina, contagens } = consultasFila(demo.h.database.db, filtro, hoje, 1);
      const nosPagina = await plano(pagina);
      const deProtocolos = nosPagina.filter((n) => n['Relation Name'] === 'protocolos');
      const explicado = JSON.stringify(nosPagina.map((n) => [n['Node Type'], n['Index Name']]));
      expect(
        deProtocolos.map((n) => n['Node Type']),
        explicado,
      ).not.toContain('Seq Scan');
      const indices = nosPagina.map((n) => n['Index Name']).filter((n) => n?.startsWith('protocolos_'));
      expect(indices, explicado).toEqual([expect.stringMatching(/^protocolos_fila(_tipo)?_idx$/)]);
      expect(nosPagina[0]!['Node Type'], explicado).toBe('Limit');
      // Over a whole queue the page is read in the index's order and stops at the limit; a deadline filter
      // (one day, or the overdue) may instead sort its narrow range.
      if (!filtro.prazo)
        expect(
          nosPagina.map((n) => n['Node Type']),
          explicado,
        ).not.toContain('Sort');

      const nosContagens = await plano(contagens);
      const contados = nosContagens.filter((n) => n['Relation Name'] === 'protocolos');
      const contagem = JSON.stringify(nosContagens.map((n) => [n['Node Type'], n['Index Name']]));
      expect(
        contados.map((n) => n['Node Type']),
        contagem,
      ).not.toContain('Seq Scan');
      const indicesContagem = nosContagens.map((n) => n['Index Name']).filter(Boolean);
      expect(indicesContagem, contagem).toEqual([expect.stringMatching(/^protocolos_fila(_tipo)?_idx$/)]);
    },
  );
});
