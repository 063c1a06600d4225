// `npm run bench:rede` (issue 40, decision 0046): the Guia Médico's search at a large operator's size, on
// PostgreSQL. A throwaway database on BENCH_DATABASE_URL (default: TEST_DATABASE_URL, else the local PG 15 at
// 127.0.0.1:55500), migrated and seeded with the demo, then BENCH_REDE (default 100,000) more locations from
// the demo's own generator (db/seed/rede/gerar.ts, another seed) written as the seed writes them, vacuumed and
// analysed. The kinds: a speciality near a CEP (every medical product, frequent specialities, CEPs of every
// neighbourhood, pages 1 and 2) and a provider's name with a typo (one letter dropped, in one of its products).
// - One call at a time through app.inject in this process: 200 of each kind (what a search costs when nothing
//   waits, the three slowest named), and the plan (EXPLAIN ANALYZE) of every statement one search of each kind
//   runs.
// - 50 HTTP connections from autocannon to the app in a process of its own (bench-carga.ts, decision 0056):
//   BENCH_PEDIDOS (default 1000) calls of the floor (GET produtos, the smallest public call) and of each kind,
//   after a warm-up, each connection a visitor of its own (the per-address counter on, its limit raised): back to
//   back (the capacity, calls a second) and arriving at BENCH_TAXA (default 100) calls a second (the goal).
//   Prints p50/p99, calls per second and the server's CPU per call.
// Exits 1 when a kind's p99 misses the goal (≤ 50 ms at 50 connections, decision 0056) or a plan scans rede_locais or
// rede_prestadores sequentially. A benchmark, not a test: guia-medico-indices.int.test.ts is what CI runs.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { guiaMedicoEndpoints, type BuscaRede } from '@portal/domain/contract/facilidades/guia-medico';
import { PRODUTOS_REDE_DEMO } from '@portal/domain/contract/facilidades/rede-demo';
import { normalizarNomeBusca } from '@portal/domain/contract/console/atendimento';
import { WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { buildApp } from '../app.js';
import { rowsOf } from '../db/rows.js';
import { gerarRede, type PrestadorGerado } from '../db/seed/rede/gerar.js';
import { REGIAO_DEMO } from '../db/seed/rede/geografia.js';
import { inserirRede } from '../db/seed/rede/inserir.js';
import { sorteio } from '../db/seed/rede/prng.js';
import {
  cargaDaMaquina,
  configDeBench,
  META,
  medirContraMeta,
  porHttp,
  servidorDeBench,
  type ServidorDeBench,
  umaPorVez,
} from './bench-carga.js';
import { urlDe, type QueryDeTeste } from './contrato.js';
import { createTestDatabase, TEST_NOW, TEST_TODAY } from './test-database.js';

const quantidade = Number(process.env.BENCH_REDE ?? 100_000);
const pedidos = Number(process.env.BENCH_PEDIDOS ?? 1000);
process.env.TEST_DATABASE_URL ||=
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:55500/postgres';
const log = (linha: string) => console.log(`[bench:rede] ${linha}`);

/** Every statement the app runs while `ativo` (the plans of one search of each kind). */
const captura = {
  ativo: false,
  consultas: [] as { sql: string; params: unknown[] }[],
  logQuery(sql: string, params: unknown[]) {
    if (this.ativo) this.consultas.push({ sql, params });
  },
};

const config = configDeBench();

const inicio = performance.now();
const banco = await createTestDatabase({ logger: captura, pool: config.pool });
let cliente: pg.Client | undefined;
let servidor: ServidorDeBench | undefined;
log(`banco migrado e semeado com a demonstração (${Math.round(performance.now() - inicio)} ms)`);
try {
  const gerar = performance.now();
  const rede = gerarRede({
    locais: quantidade,
    hoje: TEST_TODAY,
    semente: 2026,
    prefixo: 'B',
    soGerados: true,
  });
  const gerada = performance.now();
  await inserirRede(banco.db, rede, new Date(TEST_NOW));
  // A client of its own on the bench's database, for ANALYZE, counts and the plans (EXPLAIN with parameters).
  const [{ banco: nomeBanco } = { banco: '' }] = rowsOf<{ banco: string }>(
    await banco.db.execute(sql`select current_database() as banco`),
  );
  const endereco = new URL(process.env.TEST_DATABASE_URL);
  endereco.pathname = `/${nomeBanco}`;
  cliente = new pg.Client({ connectionString: endereco.toString() });
  await cliente.connect();
  // As autovacuum leaves a network the integration loaded: statistics and the visibility map (index-only scans).
  await cliente.query('vacuum analyze');
  const [contagem] = (
    await cliente.query<{ locais: number; prestadores: number }>(
      'select (select count(*)::int from rede_locais) locais, (select count(*)::int from rede_prestadores) prestadores',
    )
  ).rows;
  log(
    `${rede.locais.length} locais de ${rede.prestadores.length} prestadores gerados em ${Math.round(gerada - gerar)} ms, ` +
      `gravados em ${Math.round(performance.now() - gerada)} ms (${contagem!.locais} locais e ${contagem!.prestadores} prestadores no banco)`,
  );

  const agora = new Date(TEST_NOW);
  const app = await buildApp({ config, db: banco.db, clock: () => agora });
  await app.ready();

  // ─── the searches ───────────────────────────────────────────────────────────────────────────────
  const s = sorteio(40);
  const medicos = Object.values(PRODUTOS_REDE_DEMO).filter((p) => p.segmento === 'MEDICO');
  const especialidades = [
    'PEDIATRIA',
    'ORTOPEDIA',
    'CARDIOLOGIA',
    'GINECOLOGIA',
    'DERMATOLOGIA',
    'CLINICA_MEDICA',
    'OFTALMOLOGIA',
    'OTORRINO',
    'ULTRASSONOGRAFIA',
    'RAIO_X',
  ];
  const setores = REGIAO_DEMO.flatMap((c) => c.bairros.map((b) => b.setor));
  const especialidadePerto = (): QueryDeTeste => ({
    produto: s.um(medicos).registroAns,
    servico: s.um(especialidades),
    cep: `${s.um(setores)}-${String(s.inteiro(1, 999)).padStart(3, '0')}`,
    ...(s.chance(0.2) ? { pagina: 2 } : {}),
  });
  const prestadores = new Map(rede.prestadores.map((p) => [p.idErp, p]));
  /** A provider's name with one letter of its longest word dropped, searched in one of its products. */
  const nomeComErro = (): QueryDeTeste & { alvo: string } => {
    const local = s.um(rede.locais);
    const prestador: PrestadorGerado = prestadores.get(local.prestadorIdErp)!;
    const nome = prestador.nomeFantasia ?? prestador.nome;
    const palavras = normalizarNomeBusca(nome).split(' ');
    const longa = palavras.reduce((a, b) => (b.length > a.length ? b : a));
    const i = s.inteiro(1, longa.length - 2);
    const termo = palavras.map((p) => (p === longa ? p.slice(0, i) + p.slice(i + 1) : p)).join(' ');
    return { produto: s.um(local.produtos), termo, alvo: normalizarNomeBusca(nome) };
  };

  const url = (query: QueryDeTeste) => urlDe(guiaMedicoEndpoints.busca, { query });
  /** A visitor's call; each caller has an address of its own, as 50 visitors do (one counter row each). */
  const chamar = async (query: QueryDeTeste, endereco = '198.51.100.1'): Promise<BuscaRede> => {
    const resposta = await app.inject({
      url: url(query),
      remoteAddress: endereco,
      headers: { 'x-origin': WEB_ORIGIN_HEADER_VALUE },
    });
    if (resposta.statusCode !== 200)
      throw new Error(`${url(query)} → ${resposta.statusCode} ${resposta.body}`);
    return resposta.json<BuscaRede>();
  };

  const tipos = {
    'especialidade + distância de um CEP': () => especialidadePerto(),
    'nome com erro de digitação': () => {
      const { alvo: _alvo, ...query } = nomeComErro();
      return query;
    },
  } satisfies Record<string, () => QueryDeTeste>;

  // Does the misspelt name find its provider on the first page? (The search is meant to.)
  let achados = 0;
  for (let i = 0; i < 100; i++) {
    const { alvo, ...query } = nomeComErro();
    const busca = await chamar(query);
    if (busca.itens.some((r) => [r.nome, r.prestadorNome].some((n) => normalizarNomeBusca(n) === alvo)))
      achados++;
  }
  log(`nome com erro: o prestador está na primeira página em ${achados} de 100 buscas`);

  // ─── plans ──────────────────────────────────────────────────────────────────────────────────────
  let varreduras = 0;
  for (const [tipo, consulta] of Object.entries(tipos)) {
    captura.consultas = [];
    captura.ativo = true;
    await chamar(consulta());
    captura.ativo = false;
    try {
      await cliente.query('begin');
      for (const { sql: texto, params } of captura.consultas) {
        if (!/rede_/.test(texto) || !/^\s*(select|with)\b/i.test(texto)) continue;
        // Run first (the preparation sets the transaction's name threshold), then explain with the times.
        await cliente.query(texto, params);
        const plano = (
          await cliente.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${texto}`, params)
        ).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        const varre = /Seq Scan on rede_(locais|prestadores)\b/.test(plano);
        if (varre) varreduras++;
        log(`EXPLAIN (${tipo})${varre ? ' — VARREDURA SEQUENCIAL' : ''}:\n${plano}\n`);
        // The name search's page runs as a named statement with a generic plan (db/sql-nomeado.ts): that plan,
        // made without the values, must not scan either.
        if (/rede_nome_palavras/.test(texto)) {
          await cliente.query(`prepare generico as ${texto}`);
          await cliente.query('set local plan_cache_mode = force_generic_plan');
          const valores = params.map((v) =>
            typeof v === 'number' ? String(v) : cliente!.escapeLiteral(String(v)),
          );
          const generico = (
            await cliente.query<{ 'QUERY PLAN': string }>(
              `explain analyze execute generico(${valores.join(', ')})`,
            )
          ).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n');
          await cliente.query('deallocate generico');
          const varreGenerico = /Seq Scan on rede_(locais|prestadores)\b/.test(generico);
          if (varreGenerico) varreduras++;
          log(
            `EXPLAIN (${tipo}, plano genérico)${varreGenerico ? ' — VARREDURA SEQUENCIAL' : ''}:\n${generico}\n`,
          );
        }
      }
    } finally {
      await cliente.query('rollback');
    }
  }

  // ─── one caller at a time: what a search costs when nothing waits (the floor under the 50 callers) ──
  log(cargaDaMaquina());
  for (const [tipo, consulta] of Object.entries(tipos)) {
    const { texto, lentas } = await umaPorVez(consulta, (q) => chamar(q), 200);
    log(`${tipo}, uma chamada por vez: ${texto}`);
    for (const { ms, consulta: lenta } of lentas) log(`  ${ms.toFixed(0)} ms: ${JSON.stringify(lenta)}`);
  }
  await app.close();
  let falhou = varreduras > 0;

  // ─── 50 connections over HTTP (decision 0056) ───────────────────────────────────────────────────
  servidor = await servidorDeBench(endereco.toString(), config.pool.max);
  const emProcesso = servidor;
  const caminhoDe = (gerarConsulta: () => QueryDeTeste) => () => url(gerarConsulta());
  for (const consulta of Object.values(tipos))
    await porHttp(emProcesso, { caminho: caminhoDe(consulta), total: 200 }); // warm-up
  log(
    `${META.conexoes} conexões HTTP (autocannon), servidor num processo, pool de ${config.pool.max} conexões, ${pedidos} chamadas de cada medida`,
  );
  // The same run's floor: the smallest public call (the products, one indexed read of a few rows) through the
  // same hooks and per-address counter — what the connections cost on this machine before any search work.
  const produtos = urlDe(guiaMedicoEndpoints.produtos, {});
  await medirContraMeta(emProcesso, {
    tipo: 'piso (GET produtos)',
    caminho: () => produtos,
    total: pedidos,
    log,
  });
  for (const [tipo, consulta] of Object.entries(tipos)) {
    const atendida = await medirContraMeta(emProcesso, {
      tipo,
      caminho: caminhoDe(consulta),
      total: pedidos,
      log,
    });
    if (!atendida) falhou = true;
  }
  log(cargaDaMaquina());
  if (varreduras > 0) log(`${varreduras} plano(s) com varredura sequencial de rede_locais/rede_prestadores`);
  process.exitCode = falhou ? 1 : 0;
} finally {
  await servidor?.fechar();
  await cliente?.end();
  // BENCH_MANTER_BANCO=1 keeps the database to look into (its name is printed); it is dropped otherwise.
  if (process.env.BENCH_MANTER_BANCO === '1') {
    log(`banco mantido: ${cliente?.database ?? '?'}`);
    process.exit(process.exitCode ?? 0); // the kept database's pool would hold the process open
  } else await banco.dispose();
}
