// The Guia Médico's two budgeted searches use the indexes made for them (issue 40, decision 0046): speciality +
// distance walks the GiST index on (servico_id, ll_to_earth(latitude, longitude)) of the speciality's links
// nearest first (KNN; the links carry their location's coordinates, migration 0051), and a misspelt name
// reads the words of the names (the vocabulary's trigram GIN and the names' words GIN) — never a scan of every location. On a network of
// 60,000 locations (20,000 on PGlite) written by SQL on an empty migrated database (PostgreSQL in CI, TEST_DATABASE_URL; PGlite
// otherwise), vacuumed and analysed as autovacuum leaves a loaded network (GIN pending lists merged), with the search's own SQL (paginaSql) inside the search's transaction settings.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buscaRedeQuerySchema } from '@portal/domain/contract/facilidades/guia-medico';
import { rowsOf } from '../../db/rows.js';
import {
  createTestDatabase,
  TEST_NOW,
  testPostgresUrl,
  type TestDatabase,
} from '../../test/test-database.js';
import { agoraDe } from './guia-medico-local.js';
import { LIMIAR_PALAVRA, paginaSql, termoDeBusca } from './guia-medico-busca.service.js';

/** Enough for PostgreSQL to prefer the indexes as it would at the bench's 100,000; PGlite inserts slower. */
const LOCAIS = testPostgresUrl() ? 60_000 : 20_000;
let database: TestDatabase;
let produtoId: number;
let ortopediaId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const { db } = database;
  const agora = new Date(TEST_NOW);
  await db.execute(sql`insert into rede_produtos (registro_ans, nome, segmento, atualizado_em)
    values ('999.100/26-0', 'Plano Índices', 'MEDICO', ${agora.toISOString()}::timestamptz)`);
  await db.execute(sql`insert into rede_servicos (codigo, nome, tipo, atualizado_em)
    select 'S' || g, 'Serviço ' || g, 'ESPECIALIDADE', ${agora.toISOString()}::timestamptz
    from generate_series(1, 40) g`);
  // Names from a few words and a hash (trigram-rich, mostly distinct); one hospital to find by a typo.
  await db.execute(sql`insert into rede_prestadores (id_erp, tipo_pessoa, nome, cnpj, atualizado_em)
    select 'p' || g, 'PJ',
      (array['Clínica','Hospital','Laboratório','Centro Médico'])[1 + g % 4] || ' '
        || (array['Santa','São','Bom','Nova','Vida','Boa'])[1 + g % 6] || ' ' || substr(md5(g::text), 1, 8),
      lpad(g::text, 14, '0'), ${agora.toISOString()}::timestamptz
    from generate_series(1, ${LOCAIS}) g`);
  await db.execute(
    sql`update rede_prestadores set nome = 'Hospital Esperança dos Xavantes' where id_erp = 'p777'`,
  );
  await db.execute(sql`insert into rede_locais (id_erp, prestador_id, tipo, logradouro, numero, bairro, cidade, uf,
      cep, latitude, longitude, atualizado_em)
    select 'l' || p.id, p.id, 'CLINICA', 'Rua', '1', 'Centro', 'Campinas', 'SP',
      lpad((13000000 + p.id * 37 % 99999)::text, 8, '0'),
      -22.9 - (p.id::bigint * 7919 % 1000) / 2000.0, -47.06 - (p.id::bigint * 104729 % 1000) / 2000.0,
      ${agora.toISOString()}::timestamptz
    from rede_prestadores p`);
  await db.execute(sql`insert into rede_local_produtos (produto_id, local_id)
    select pr.id, l.id from rede_produtos pr cross join rede_locais l`);
  // Each location offers 3 of the 40 services.
  await db.execute(sql`insert into rede_local_servicos (servico_id, local_id)
    select distinct s.id, l.id from rede_locais l
      cross join generate_series(0, 2) k
      join rede_servicos s on s.codigo = 'S' || (1 + (l.id + k * 13) % 40)`);
  for (const tabela of [
    'rede_prestadores',
    'rede_nome_palavras',
    'rede_locais',
    'rede_local_produtos',
    'rede_local_servicos',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${tabela}`));
  }
  const [ids] = rowsOf<{ produto: number; servico: number }>(
    await db.execute(sql`select (select id from rede_produtos) as produto,
      (select id from rede_servicos where codigo = 'S1') as servico`),
  );
  produtoId = Number(ids!.produto);
  ortopediaId = Number(ids!.servico);
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

/** The plan of the search's page query, as text, in a transaction with the search's name threshold. */
async function plano(pagina: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LIMIAR_PALAVRA)}, true)`,
    );
    const linhas = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${pagina}`));
    return linhas.map((l) => l['QUERY PLAN']).join('\n');
  });
}

/**
 * The plan PostgreSQL keeps for the name search's page, a named statement planned once without the values
 * (db/sql-nomeado.ts, plan_cache_mode = force_generic_plan in the search's transaction): EXPLAIN EXECUTE of it.
 */
async function planoGenerico(pagina: SQL): Promise<string> {
  const { sql: texto, params } = new PgDialect().sqlToQuery(pagina);
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LIMIAR_PALAVRA)}, true),
        set_config('plan_cache_mode', 'force_generic_plan', true)`,
    );
    await tx.execute(sql.raw(`prepare pagina_generica as ${texto}`));
    const linhas = rowsOf<{ 'QUERY PLAN': string }>(
      await tx.execute(sql.raw(`explain execute pagina_generica(${params.map(literal).join(', ')})`)),
    );
    await tx.execute(sql.raw('deallocate pagina_generica'));
    return linhas.map((l) => l['QUERY PLAN']).join('\n');
  });
}

describe('the Guia Médico’s indexes', () => {
  it('speciality + distance: nearest first through the GiST index, no sort of every location', async () => {
    const q = buscaRedeQuerySchema.parse({
      produto: '999.100/26-0',
      servico: 'S1',
      latitude: -23,
      longitude: -47.2,
    });
    const texto = await plano(
      paginaSql(q, {
        produtoId,
        servicoId: ortopediaId,
        termo: null,
        servicosDoTermo: [],
        semelhancaDoCatalogo: 0,
        origem: { latitude: -23, longitude: -47.2 },
        agora: agoraDe(new Date(TEST_NOW)),
      }),
    );
    // The speciality's own links, nearest first (0051): not every location of the network filtered one by one.
    expect(texto, texto).toMatch(/Index Scan using rede_local_servicos_geo_idx/);
    expect(texto, texto).not.toMatch(/Seq Scan on rede_locais|Seq Scan on rede_local_servicos/);
  });

  it("a location's links carry its coordinates, copied by the database when they are written and when it moves", async () => {
    const coordenadas = async () =>
      rowsOf<{ iguais: boolean; links: number }>(
        await database.db.execute(sql`select bool_and(ls.latitude = l.latitude and ls.longitude = l.longitude)
            as iguais, count(*)::int as links
          from rede_local_servicos ls join rede_locais l on l.id = ls.local_id where l.id_erp = 'l777'`),
      )[0]!;
    expect(await coordenadas()).toEqual({ iguais: true, links: 3 });
    await database.db.execute(
      sql`update rede_locais set latitude = -23.5, longitude = -46.6 where id_erp = 'l777'`,
    );
    expect(await coordenadas()).toEqual({ iguais: true, links: 3 });
    // An application writing a link's coordinates by itself is overruled by the location's.
    await database.db.execute(sql`update rede_local_servicos set latitude = 0, longitude = 0
      where local_id = (select id from rede_locais where id_erp = 'l777')`);
    expect(await coordenadas()).toEqual({ iguais: true, links: 3 });
  });

  // PGlite (the demo's ~2,000 locations) plans this one with a scan of the providers at this size; the budget
  // and the bench are PostgreSQL's, where CI runs this file.
  it.skipIf(!testPostgresUrl())(
    'a misspelt name: candidates from the words of the names (vocabulary and GIN), no scan of every provider',
    async () => {
      const q = buscaRedeQuerySchema.parse({ produto: '999.100/26-0', termo: 'hospital esperansa xavantes' });
      const termo = termoDeBusca(q.termo!);
      const pagina = paginaSql(q, {
        produtoId,
        servicoId: null,
        termo,
        servicosDoTermo: [],
        semelhancaDoCatalogo: 0,
        origem: null,
        agora: agoraDe(new Date(TEST_NOW)),
      });
      // The plan for these values, and the one kept for every value (the search runs it as a named statement).
      for (const texto of [await plano(pagina), await planoGenerico(pagina)]) {
        // Each word typed against the vocabulary (trigram GIN), the names having one of them (the words' GIN).
        expect(texto, texto).toMatch(/Bitmap Index Scan on rede_nome_palavras_trgm_idx/);
        expect(texto, texto).toMatch(/Bitmap Index Scan on rede_prestadores_palavras_idx/);
        expect(texto, texto).not.toMatch(/Seq Scan on rede_(prestadores|locais)/);
      }
    },
  );
});
