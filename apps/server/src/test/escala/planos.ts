// The EXPLAIN check of issue 43 (decision 0059): every statement a member read runs, captured from the
// drizzle logger while the read is answered, is explained (FORMAT JSON, with the values it ran with; EXPLAIN
// without ANALYZE runs nothing, so the audit row's insert is explained, not written twice) and fails on a
// sequential scan of a large table — one the synthetic operator fills, whose size grows with the members.
import type pg from 'pg';
import { TABELAS_GERADAS } from './gerar.js';

export interface Consulta {
  sql: string;
  params: unknown[];
}

/** A drizzle logger that keeps the statements run while `ativo`. */
export class CapturaDeConsultas {
  ativo = false;
  consultas: Consulta[] = [];
  logQuery(sql: string, params: unknown[]): void {
    if (this.ativo) this.consultas.push({ sql, params });
  }
  /** The statements `acao` runs. */
  async durante(acao: () => Promise<unknown>): Promise<Consulta[]> {
    this.consultas = [];
    this.ativo = true;
    try {
      await acao();
    } finally {
      this.ativo = false;
    }
    return this.consultas;
  }
}

interface NoDoPlano {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: NoDoPlano[];
}

/** The relations a plan reads sequentially. */
function varridas(no: NoDoPlano, achadas: string[] = []): string[] {
  if (no['Node Type'] === 'Seq Scan' && no['Relation Name']) achadas.push(no['Relation Name']);
  for (const filho of no.Plans ?? []) varridas(filho, achadas);
  return achadas;
}

/** A table the operator's size grows (a partition by its parent's name: auditoria_2026_03 is auditoria's). */
const grande = (relacao: string): boolean =>
  TABELAS_GERADAS.some((t) => relacao === t || relacao.startsWith(`${t}_`));

export interface Varredura {
  tabela: string;
  sql: string;
}

/** Sequential scans of large tables in the plans of `consultas`; transaction control and SET are skipped. */
export async function varredurasGrandes(
  cliente: pg.ClientBase,
  consultas: readonly Consulta[],
): Promise<Varredura[]> {
  const achadas: Varredura[] = [];
  for (const { sql, params } of consultas) {
    if (!/^\s*(select|with|insert|update|delete)\b/i.test(sql)) continue;
    const [linha] = (
      await cliente.query<{ 'QUERY PLAN': [{ Plan: NoDoPlano }] }>(`explain (format json) ${sql}`, params)
    ).rows;
    for (const tabela of varridas(linha!['QUERY PLAN'][0].Plan))
      if (grande(tabela)) achadas.push({ tabela, sql });
  }
  return achadas;
}
