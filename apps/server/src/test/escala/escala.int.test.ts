// bench:escala's generator at 1% (20,000 beneficiaries) and its EXPLAIN check over the member reads, so neither
// rots (issue 43, decision 0059). PostgreSQL only: the generator is set-based SQL for a server (hashes of the
// row numbers, a superuser's session settings), and the plans that matter are PostgreSQL 15's; on PGlite the
// 1% operator would take minutes and its plans would say nothing about production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { formatIsoDate } from '@portal/domain';
import { isValidCpf } from '@portal/domain/validation/cpf';
import { rowsOf } from '../../db/rows.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { hashPassword } from '../../platform/passwords.js';
import { createTestHarness, login, QueryCounter, type TestHarness } from '../test-app.js';
import { createTestDatabase, TEST_TODAY, testPostgresUrl, type TestDatabase } from '../test-database.js';
import { gerarOperadora, type Geracao, type OpcoesGeracao } from './gerar.js';
import { LEITURAS_DO_MEMBRO } from './leituras.js';
import { CapturaDeConsultas, varredurasGrandes } from './planos.js';

/** The harness's query counter, keeping each statement's values too (the plans are explained with them). */
class Captura extends QueryCounter {
  readonly consultas = new CapturaDeConsultas();
  override logQuery(query: string, params: unknown[] = []): void {
    super.logQuery(query);
    this.consultas.logQuery(query, params);
  }
}

/** A client of its own on the database a test database or harness opened. */
async function clienteDe(banco: TestDatabase): Promise<pg.Client> {
  const [{ nome }] = rowsOf<{ nome: string }>(
    await banco.db.execute(sql`select current_database() nome`),
  ) as [{ nome: string }];
  const url = new URL(testPostgresUrl()!);
  url.pathname = `/${nome}`;
  const cliente = new pg.Client({ connectionString: url.toString() });
  await cliente.connect();
  return cliente;
}

const opcoes = async (escala: number): Promise<OpcoesGeracao> => ({
  escala,
  semente: 2026,
  hoje: formatIsoDate(TEST_TODAY),
  senhaHash: await hashPassword(DEMO_PASSWORD),
  log: () => {},
});

describe.runIf(Boolean(testPostgresUrl()))('the synthetic operator at 1%, on PostgreSQL', () => {
  const captura = new Captura();
  let h: TestHarness;
  let cliente: pg.Client;
  let geracao: Geracao;
  beforeAll(async () => {
    h = await createTestHarness({ queryCounter: captura });
    cliente = await clienteDe(h.database);
    geracao = await gerarOperadora(cliente, await opcoes(0.01));
  }, 180_000);
  afterAll(async () => {
    await cliente?.end();
    await h?.close();
  });

  it('has 20,000 beneficiaries in about 8,000 contracts, every table filled, valid CPFs and cards', async () => {
    expect(geracao.beneficiarios).toBe(20_000);
    for (const etapa of geracao.etapas.filter((e) => e.linhas !== null))
      expect(etapa.linhas, etapa.tabela).toBeGreaterThan(0);
    const contratos = geracao.etapas.find((e) => e.tabela === 'contratos')!.linhas;
    expect(contratos).toBeGreaterThan(7_500);
    expect(contratos).toBeLessThan(8_500);
    const { rows } = await cliente.query<{ cpf: string; codigo: string }>(
      `select p.cpf, c.codigo from pessoas p join beneficiarios b on b.pessoa_id = p.id
       join carteiras c on c.beneficiario_id = b.id where p.id > $1 order by p.id limit 500`,
      [geracao.base.pessoas],
    );
    expect(rows).toHaveLength(500);
    for (const { cpf, codigo } of rows) {
      expect(isValidCpf(cpf), cpf).toBe(true);
      const soma = [...codigo].reverse().reduce((acc, ch, i) => {
        const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
        return acc + (d > 9 ? d - 9 : d);
      }, 0);
      expect(soma % 10, codigo).toBe(0);
    }
    expect(geracao.banco).toBeGreaterThan(0);
  });

  it('a generated titular signs in, and no member read scans a large table sequentially', async () => {
    const [{ cpf }] = (
      await cliente.query<{ cpf: string }>(
        `select p.cpf from contas c join pessoas p on p.id = c.pessoa_id where p.id > $1 order by c.id limit 1`,
        [geracao.base.pessoas],
      )
    ).rows as [{ cpf: string }];
    const membro = await login(h.app, cpf);
    for (const leitura of LEITURAS_DO_MEMBRO) {
      const consultas = await captura.consultas.durante(async () => {
        const resposta = await membro.get(leitura.url(cpf));
        expect(resposta.statusCode, `${leitura.nome}: ${resposta.body.slice(0, 200)}`).toBe(200);
      });
      expect(consultas.length, leitura.nome).toBeGreaterThan(0);
      expect(await varredurasGrandes(cliente, consultas), leitura.nome).toEqual([]);
    }
  });
});

describe.runIf(Boolean(testPostgresUrl()))('the same seed gives the same operator, on PostgreSQL', () => {
  const bancos: TestDatabase[] = [];
  const clientes: pg.Client[] = [];
  afterAll(async () => {
    await Promise.all(clientes.map((c) => c.end()));
    await Promise.all(bancos.map((b) => b.dispose()));
  });

  it('two databases generated from seed 2026 hold the same rows', async () => {
    const resumos: string[] = [];
    const mesmas = await opcoes(0.0005);
    for (let i = 0; i < 2; i++) {
      const banco = await createTestDatabase();
      bancos.push(banco);
      const cliente = await clienteDe(banco);
      clientes.push(cliente);
      await gerarOperadora(cliente, mesmas);
      // Every column but the identities' own order: people, bills, uses, appointments and audit rows.
      const { rows } = await cliente.query<{ resumo: string }>(`select md5(
        (select string_agg(p::text, '|' order by id) from pessoas p) ||
        (select string_agg(t::text, '|' order by id) from titulos t) ||
        (select string_agg(u::text, '|' order by id) from utilizacoes u) ||
        (select string_agg(a::text, '|' order by id) from agendamentos a) ||
        (select string_agg(a::text, '|' order by id) from auditoria a)) resumo`);
      resumos.push(rows[0]!.resumo);
    }
    expect(resumos[0]).toBe(resumos[1]);
  }, 120_000);
});
