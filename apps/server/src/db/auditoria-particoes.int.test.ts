// auditoria partitioned by month (issue 43, decision 0057). Migration 0057 on a database of the previous release
// keeps every row where it was (the old table attached whole, ids going on); rows land in their month's partition,
// or the DEFAULT one when no month takes them; the screen visit's one row holds, also for inserts racing on
// PostgreSQL; the maintenance is idempotent; retention drops only whole months past it and refuses < 6 months.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationTest } from '../test/migrations-before.js';
import { particaoDoMes } from '../test/particao-do-mes.js';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '../test/test-database.js';
import {
  descreverManutencao,
  manterAuditoria,
  MESES_A_FRENTE,
  MIGRACAO_AUDITORIA_POR_MES,
  retencaoDoAmbiente,
  validarLimite,
} from './auditoria-particoes.js';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client.js';
import { rowsOf } from './rows.js';
import { auditoria } from './schema/audit.js';

interface Particao {
  nome: string;
  de: string | null;
  ate: string | null;
  padrao: boolean;
}
const particoes = async (db: Database): Promise<Particao[]> =>
  rowsOf<Particao>(
    await db.execute(
      sql`select nome, de::text, ate::text, padrao from auditoria_particoes() order by de nulls first, nome`,
    ),
  );
const ondeEsta = async (db: Database, id: number): Promise<string> =>
  rowsOf<{ p: string }>(
    await db.execute(sql`select tableoid::regclass::text as p from auditoria where id = ${id}`),
  )[0]!.p;

const inserir = async (db: Database, at: ReturnType<typeof sql>, visita: string | null = null) =>
  db
    .insert(auditoria)
    .values({ at, acao: 'LEITURA_TITULOS', resultado: 'SUCESSO', contaId: 7, pessoaId: 7, visita })
    .onConflictDoNothing()
    .returning({ id: auditoria.id });

describe('migration 0057 on a populated database', () => {
  const migracao = migrationTest(MIGRACAO_AUDITORIA_POR_MES);

  it('attaches the old rows whole, keeps their ids, goes on after them and creates the months ahead', async () => {
    await migracao.migrateBefore();
    const { db } = migracao.database;
    await db.execute(sql`insert into auditoria (at, acao, resultado, conta_id, pessoa_id, visita) values
      ('2024-05-02T10:00:00Z', 'LOGIN', 'SUCESSO', 1, 1, null),
      (now() - interval '2 days', 'LEITURA_TITULOS', 'SUCESSO', 7, 7, 'visita-antiga'),
      (now(), 'LOGIN', 'SUCESSO', 1, 1, null)`);
    const antes = rowsOf<{ id: string | number }>(
      await db.execute(sql`select id from auditoria order by id`),
    );

    await migracao.database.migrate();

    const [tipo] = rowsOf<{ relkind: string }>(
      await db.execute(sql`select relkind from pg_class where oid = 'auditoria'::regclass`),
    );
    expect(tipo!.relkind).toBe('p');
    const depois = rowsOf<{ id: string | number; p: string }>(
      await db.execute(sql`select id, tableoid::regclass::text as p from auditoria order by id`),
    );
    expect(depois.map((r) => Number(r.id))).toEqual(antes.map((r) => Number(r.id)));
    expect(new Set(depois.map((r) => r.p))).toEqual(new Set(['auditoria_anterior']));
    // The old table ends at the first month boundary after tomorrow; then months, and the DEFAULT.
    const lista = await particoes(db);
    const limite = lista.find((p) => p.nome === 'auditoria_anterior')!.ate!;
    expect(new Date(limite).getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect(lista.filter((p) => p.padrao).map((p) => p.nome)).toEqual(['auditoria_padrao']);
    expect(lista.map((p) => p.nome)).toContain(particaoDoMes(MESES_A_FRENTE));
    // No CHECK left behind (on PostgreSQL the step before the migration validated one).
    const restricoes = rowsOf<{ conname: string }>(
      await db.execute(sql`select conname from pg_constraint where conname like 'auditoria_antes_de_%'`),
    );
    expect(restricoes).toEqual([]);

    // The ids go on after the old ones; the old visit still holds its one row.
    const [nova] = await inserir(db, sql`now()`);
    expect(nova!.id).toBeGreaterThan(Math.max(...antes.map((r) => Number(r.id))));
    expect(await inserir(db, sql`now() - interval '1 day'`, 'visita-antiga')).toEqual([]);
  });
});

describe('the partitioned auditoria', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('retention: drops only whole months past it, never the DEFAULT, and refuses under 6 months', async () => {
    const { db } = database;
    // A generator's past (bench:escala): the empty auditoria_anterior gives way to 14 months of their own.
    await db.execute(sql`select auditoria_criar_meses(3, now() - interval '14 months')`);
    expect((await particoes(db)).map((p) => p.nome)).toContain(particaoDoMes(-14));
    const [velha] = await inserir(db, sql`now() - interval '13 months'`);
    const [recente] = await inserir(db, sql`now() - interval '5 months'`);
    const [futura] = await inserir(db, sql`now() + interval '20 years'`);
    expect(await ondeEsta(db, velha!.id)).toBe(particaoDoMes(-13));

    const recusa = await db.execute(sql`select * from auditoria_remover_meses(5)`).then(
      () => 'aceita',
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );
    expect(recusa).toMatch(/retenção mínima é de 6 meses/);
    expect(() => retencaoDoAmbiente({ AUDITORIA_RETENCAO_MESES: '5' })).toThrow(/no mínimo 6/);
    expect(() => retencaoDoAmbiente({ AUDITORIA_RETENCAO_MESES: 'doze' })).toThrow(/no mínimo 6/);
    expect(retencaoDoAmbiente({ AUDITORIA_RETENCAO_MESES: '12' })).toBe(12);
    expect(retencaoDoAmbiente({})).toBeNull();

    const antes = await particoes(db);
    const feito = await manterAuditoria(db, 12);
    const corte = new Date();
    corte.setUTCMonth(corte.getUTCMonth() - 12);
    const esperadas = antes.filter((p) => !p.padrao && new Date(p.ate!) <= corte).map((p) => p.nome);
    expect(feito.removidas.sort()).toEqual(esperadas.sort());
    expect(feito.removidas).toContain('auditoria_anterior');
    expect(feito.removidas).toContain(particaoDoMes(-13));
    const depois = await particoes(db);
    expect(depois.filter((p) => !p.padrao).every((p) => new Date(p.ate!) > corte)).toBe(true);
    expect(depois.some((p) => p.padrao)).toBe(true);
    const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from auditoria order by id`)).map((r) =>
      Number(r.id),
    );
    expect(ids).toEqual([recente!.id, futura!.id]);
    expect(descreverManutencao(feito)).toMatch(/além de 12 meses .*auditoria_anterior.*ATENÇÃO: 1 registro/);
  });

  it('puts each row in its month, and a row no month takes in the DEFAULT partition', async () => {
    const { db } = database;
    const [agora] = await inserir(db, sql`now()`);
    const [adiante] = await inserir(db, sql`now() + interval '2 months'`);
    const [longe] = await inserir(db, sql`now() + interval '9 years'`);
    expect(await ondeEsta(db, agora!.id)).toBe(particaoDoMes(0));
    expect(await ondeEsta(db, adiante!.id)).toBe(particaoDoMes(2));
    expect(await ondeEsta(db, longe!.id)).toBe('auditoria_padrao');
  });

  it('keeps one row per screen visit, also for inserts racing on PostgreSQL', async () => {
    const { db } = database;
    const corrida = await Promise.all(
      Array.from({ length: 12 }, () => inserir(db, sql`now()`, 'visita-corrida')),
    );
    expect(corrida.flat()).toHaveLength(1);
    const [n] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from auditoria where visita = 'visita-corrida'`),
    );
    expect(n!.n).toBe(1);
    // Another account's row of the same visit is its own.
    const outra = await db
      .insert(auditoria)
      .values({
        at: sql`now()`,
        acao: 'LEITURA_TITULOS',
        resultado: 'SUCESSO',
        contaId: 8,
        pessoaId: 7,
        visita: 'visita-corrida',
      })
      .onConflictDoNothing()
      .returning({ id: auditoria.id });
    expect(outra).toHaveLength(1);
  });

  it('maintenance is idempotent: a second run creates nothing and changes nothing', async () => {
    const { db } = database;
    const primeira = await manterAuditoria(db, null);
    const lista = await particoes(db);
    const segunda = await manterAuditoria(db, null);
    expect(segunda.criadas).toBe(0);
    expect(await particoes(db)).toEqual(lista);
    expect(segunda.ultimoMes).toBe(primeira.ultimoMes);
    expect(segunda.ultimoMes).toBe(particaoDoMes(MESES_A_FRENTE).slice(10).replace('_', '-'));
    expect(descreverManutencao(segunda)).toMatch(
      /^auditoria: 0 mês\(es\) criado\(s\), .*sem retenção configurada/,
    );
  });

  it('leaves a month whose rows already fell into the DEFAULT partition there, and creates the others', async () => {
    const { db } = database;
    const [perdida] = await inserir(db, sql`now() + interval '8 months'`);
    expect(await ondeEsta(db, perdida!.id)).toBe('auditoria_padrao');
    const [criadas] = rowsOf<{ n: number }>(await db.execute(sql`select auditoria_criar_meses(9) as n`));
    const nomes = (await particoes(db)).map((p) => p.nome);
    expect(nomes).toContain(particaoDoMes(9));
    expect(nomes).not.toContain(particaoDoMes(8));
    expect(criadas!.n).toBe(5); // months 4 to 9 but the 8th
    expect(await ondeEsta(db, perdida!.id)).toBe('auditoria_padrao');
    expect((await manterAuditoria(db, null)).naPadrao).toBeGreaterThanOrEqual(1);
  });

  it.runIf(Boolean(testPostgresUrl()))(
    'waits at most 2 s for a lock a long reader holds, and puts the step off to the next run',
    async () => {
      const { db } = database;
      const leitor = await (db as unknown as { $client: pg.Pool }).$client.connect();
      try {
        // A long reader of the whole table (no pruning): it holds every partition, the DEFAULT one too.
        await leitor.query('begin');
        await leitor.query('select count(*) from auditoria');
        const inicio = Date.now();
        const feito = await manterAuditoria(db, 6);
        expect(Date.now() - inicio).toBeLessThan(8_000);
        expect(feito.retencaoAdiada).toBe(true);
        expect(feito.removidas).toEqual([]);
        expect(descreverManutencao(feito)).toMatch(/retenção de 6 meses adiada/);
        const criar = await db.execute(sql`select auditoria_criar_meses(15)`).then(
          () => 'criou',
          (e: Error & { cause?: { code?: string } }) => e.cause?.code,
        );
        expect(criar).toBe('55P03');
        await leitor.query('commit');
        const depois = await manterAuditoria(db, 6);
        expect(depois.retencaoAdiada).toBe(false);
        expect(depois.removidas.length).toBeGreaterThan(0);
      } finally {
        await leitor.query('rollback').catch(() => undefined);
        leitor.release();
      }
    },
  );

  it.runIf(Boolean(testPostgresUrl()))('two maintenance runs at once create each month once', async () => {
    const { db } = database;
    await db.execute(sql`select auditoria_criar_meses(3, now() - interval '1 month')`);
    const criadas = await Promise.all([
      db.execute(sql`select auditoria_criar_meses(12) as n`),
      db.execute(sql`select auditoria_criar_meses(12) as n`),
    ]);
    const total = criadas.map((r) => rowsOf<{ n: number }>(r)[0]!.n).reduce((a, b) => a + b, 0);
    expect(total).toBe(3);
  });
});

describe.runIf(Boolean(testPostgresUrl()))('migration 0057 online on PostgreSQL', () => {
  /** The test database's URL, its connections named so the test can wait for them to end. */
  const urlDe = (nome: string, aplicacao: string): string => {
    const url = new URL(testPostgresUrl()!);
    url.pathname = `/${nome}`;
    url.searchParams.set('application_name', aplicacao);
    return url.toString();
  };
  /** Sequential scans of the table so far: read once the named connections have ended (a backend's exit flushes its counts). */
  async function varreduras(nome: string, aplicacao: string, relid: number): Promise<number> {
    const leitor = new pg.Client({ connectionString: urlDe(nome, 'a43-leitor') });
    await leitor.connect();
    try {
      for (let i = 0; i < 100; i++) {
        const { rows } = await leitor.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2',
          [nome, aplicacao],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const { rows } = await leitor.query<{ n: string }>(
        'select seq_scan as n from pg_stat_user_tables where relid = $1',
        [relid],
      );
      return Number(rows[0]!.n);
    } finally {
      await leitor.end();
    }
  }

  it("validates the old rows before the migrations' transaction, which then reads none of them", async () => {
    const base = await createTestDatabase({ migrate: false });
    const pasta = migrationsBefore(MIGRACAO_AUDITORIA_POR_MES);
    try {
      await base.migrate(pasta);
      await base.db.execute(sql`insert into auditoria (at, acao, resultado)
        select now() - g * interval '1 minute', 'LOGIN', 'SUCESSO' from generate_series(1, 5000) g`);
      const [info] = rowsOf<{ nome: string; relid: number }>(
        await base.db.execute(
          sql`select current_database() as nome, 'auditoria'::regclass::oid::int as relid`,
        ),
      );
      const { nome, relid } = info!;
      const inicio = await varreduras(nome, 'a43-antes', relid);

      // The step client.ts runs before the migrations, on a connection of its own.
      const antes = new pg.Client({ connectionString: urlDe(nome, 'a43-antes') });
      await antes.connect();
      const limite = await validarLimite(antes, MIGRATIONS_FOLDER);
      await antes.end();
      expect(limite).toMatch(/^auditoria_antes_de_\d{4}_\d{2}$/);
      const validado = await varreduras(nome, 'a43-antes', relid);
      expect(validado).toBeGreaterThan(inicio);

      // An instance of the previous release, its audit insert prepared before the migration (a rolling upgrade).
      const velha = new pg.Client({ connectionString: urlDe(nome, 'a43-velha') });
      await velha.connect();
      const inserirVelha = () =>
        velha.query<{ id: string }>({
          name: 'portal_audit_insert',
          text: `insert into auditoria (at, acao, resultado) values (now(), 'LOGIN', 'SUCESSO') on conflict do nothing returning id`,
        });
      await inserirVelha();

      // The migrations' transaction: renames, attaches, creates — and reads no old row (no scan of the old table).
      const migracao = openDatabase({ databaseUrl: urlDe(nome, 'a43-migracao') });
      await migracao.migrate();
      await migracao.close();
      // The old instance's prepared insert goes on, now through the partitioned parent (PostgreSQL re-plans it).
      const { rows: depoisDaMigracao } = await inserirVelha();
      expect(Number(depoisDaMigracao[0]!.id)).toBeGreaterThan(5001);
      await velha.end();
      expect(await varreduras(nome, 'a43-migracao', relid)).toBe(validado);
      const [n] = rowsOf<{ n: number; p: string }>(
        await base.db.execute(
          sql`select count(*)::int as n, min(tableoid::regclass::text) as p from auditoria`,
        ),
      );
      expect(n).toEqual({ n: 5002, p: 'auditoria_anterior' });
    } finally {
      rmSync(pasta, { recursive: true, force: true });
      await base.dispose();
    }
  });
  it('takes its CHECK away again when the migrations fail, so no row is ever refused for its date', async () => {
    const base = await createTestDatabase({ migrate: false });
    const antes = migrationsBefore(MIGRACAO_AUDITORIA_POR_MES);
    // Every migration, then one that fails: the transaction rolls back, 0057 included.
    const comFalha = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
    cpSync(MIGRATIONS_FOLDER, comFalha, { recursive: true });
    writeFileSync(join(comFalha, '9999_falha.sql'), 'select 1 / 0;');
    const journal = join(comFalha, 'meta', '_journal.json');
    const conteudo = JSON.parse(readFileSync(journal, 'utf8')) as {
      entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
    };
    const ultima = conteudo.entries.at(-1)!;
    conteudo.entries.push({ ...ultima, idx: ultima.idx + 1, when: ultima.when + 1, tag: '9999_falha' });
    writeFileSync(journal, JSON.stringify(conteudo));
    try {
      await base.migrate(antes);
      await base.db.execute(
        sql`insert into auditoria (at, acao, resultado) values (now(), 'LOGIN', 'SUCESSO')`,
      );
      await expect(base.migrate(comFalha)).rejects.toThrow();
      const [estado] = rowsOf<{ relkind: string; restricoes: number }>(
        await base.db.execute(sql`select relkind,
          (select count(*)::int from pg_constraint where conrelid = c.oid) as restricoes
          from pg_class c where oid = 'auditoria'::regclass`),
      );
      // Still the old plain table, with only its key: the CHECK of the step before is gone.
      expect(estado).toEqual({ relkind: 'r', restricoes: 1 });
      await base.migrate();
      const [depois] = rowsOf<{ relkind: string }>(
        await base.db.execute(sql`select relkind from pg_class where oid = 'auditoria'::regclass`),
      );
      expect(depois!.relkind).toBe('p');
    } finally {
      rmSync(antes, { recursive: true, force: true });
      rmSync(comFalha, { recursive: true, force: true });
      await base.dispose();
    }
  });
});
