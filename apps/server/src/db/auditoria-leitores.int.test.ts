// The audit trail's readers stay indexed by person and time once it is partitioned by month (issue 43, decision
// 0057): the statements "Quem Acessou Meus Dados" and the console's LGPD audit search really send, captured with
// their parameters and explained on PostgreSQL over 45,000 rows in three months, read only the months of the
// period (partition pruning) through the (pessoa_id, at) index — never a sequential scan of a month.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleLgpdEndpoints } from '@portal/domain/contract/console/lgpd';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { acessosDadosEndpoints } from '@portal/domain/contract/meus-dados/acessos-dados';
import { jsonConsole, sessaoConsole } from '../test/console.js';
import { getJson, urlDe } from '../test/contrato.js';
import { pessoaIdDe } from '../test/demo-ids.js';
import { particaoDoMes } from '../test/particao-do-mes.js';
import { testPostgresUrl } from '../test/test-database.js';
import { DEMO, login, QueryCounter, withDemo } from '../test/test-app.js';
import { rowsOf } from './rows.js';

/** Every statement with its parameters (QueryCounter keeps only the text). */
class ComParametros extends QueryCounter {
  parametros: unknown[][] = [];
  override logQuery(query: string, params: unknown[] = []): void {
    super.logQuery(query);
    this.parametros.push(params);
  }
}

const consultas = new ComParametros();

/** The operator's day (São Paulo) `dias` days from now, as the API's periods take it. */
const dia = (dias: number): string =>
  new Date(Date.now() + dias * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);

/** The plans of the statements on auditoria that `acao` sent, on PostgreSQL, with the parameters they had. */
async function planos(db: unknown, acao: () => Promise<unknown>): Promise<string[]> {
  const inicio = consultas.queries.length;
  await acao();
  const pool = (db as { $client: pg.Pool }).$client;
  const resultado: string[] = [];
  for (let i = inicio; i < consultas.queries.length; i++) {
    const texto = consultas.queries[i]!;
    if (!/^\s*(with|select)\b/i.test(texto) || !/"auditoria"/.test(texto)) continue;
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${texto}`, consultas.parametros[i]);
    resultado.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return resultado;
}

describe.runIf(Boolean(testPostgresUrl()))('the audit readers on the partitioned table (PostgreSQL)', () => {
  // Inside the PostgreSQL-only block: on PGlite no database is made for nothing.
  const demo = withDemo({ queryCounter: consultas });
  let mariaId: number;
  beforeAll(async () => {
    const { db } = demo.h.database;
    mariaId = await pessoaIdDe(db, DEMO.maria);
    // 15,000 rows a month for 3,000 people (Maria among them) in the month before, this one and the next.
    await db.execute(sql`select auditoria_criar_meses(3)`);
    await db.execute(sql`
      insert into auditoria (at, conta_id, pessoa_id, acao, recurso, resultado)
      select date_trunc('month', now()) + (m || ' months')::interval + (g % 600) * interval '1 hour',
        g % 3000 + 1, case when g % 3000 = 0 then ${mariaId} else g % 3000 + 100000 end,
        'LEITURA_TITULOS', ${urlDe(situacaoFinanceiraEndpoints.titulos)}, 'SUCESSO'
      from generate_series(-1, 1) m, generate_series(1, 15000) g`);
    await db.execute(sql`analyze auditoria`);
    demo.h.clock.set(new Date());
  });

  const semVarredura = (plano: string) => {
    expect(plano, plano).not.toMatch(/Seq Scan on auditoria/);
    // Each month's copy of the parent's (pessoa_id, at) index (auditoria_anterior keeps its own name for it).
    expect(plano, plano).toMatch(/Index (Only )?Scan( Backward)? using auditoria_\w*pessoa(_id)?_at_idx/);
    // Only the period's months: never the DEFAULT partition, never a month after the period.
    expect(plano, plano).not.toMatch(new RegExp(`auditoria_padrao|${particaoDoMes(2)}|${particaoDoMes(3)}`));
  };

  it('"Quem Acessou Meus Dados" reads the period\'s months through the person and time index', async () => {
    const maria = await login(demo.h.app, DEMO.maria);
    const lidos = await planos(demo.h.database.db, () =>
      getJson(maria, acessosDadosEndpoints.lista, { query: { inicio: dia(-3), fim: dia(0) } }),
    );
    expect(lidos.length).toBeGreaterThanOrEqual(2);
    for (const plano of lidos) semVarredura(plano);
  });

  it("the console's LGPD audit search by member reads them the same way", async () => {
    const lgpd = await sessaoConsole(demo.h.app, { nome: 'Lia Encarregada', papeis: ['encarregado-lgpd'] });
    const lidos = await planos(demo.h.database.db, () =>
      jsonConsole(lgpd.agente, consoleLgpdEndpoints.auditoria, {
        query: { inicio: dia(-3), fim: dia(0), cpf: DEMO.maria },
      }),
    );
    expect(lidos.length).toBeGreaterThanOrEqual(1);
    for (const plano of lidos) semVarredura(plano);
    const [n] = rowsOf<{ n: number }>(
      await demo.h.database.db.execute(
        sql`select count(*)::int as n from auditoria where pessoa_id = ${mariaId}`,
      ),
    );
    expect(n!.n).toBeGreaterThan(0);
  });
});
