// `npm run bench:cobertura` (issue 41, decision 0049): "Meu plano cobre?" over a 5,000-procedure table, on
// PostgreSQL. A throwaway database on BENCH_DATABASE_URL (default: TEST_DATABASE_URL, else the local PG 15 at
// 127.0.0.1:55500), migrated and seeded with the demo, then the rest of BENCH_PROCEDIMENTOS (default 5,000)
// procedures from the demo's own generator (procedimentosDemo) with their reimbursement lines, analysed. The app
// answers Maria's calls (her session; each call audited as in production) with a pool of BENCH_POOL connections
// (default 10): first 200 lookups of each kind one at a time through app.inject (the floor), then, after a
// warm-up, BENCH_PEDIDOS (default 1000) of each over HTTP from 50 connections to the app in a process of its own
// (bench-carga.ts, decision 0056): back to back (the capacity) and arriving at BENCH_TAXA (default 100) calls a
// second (the goal).
// The kinds: a TUSS code, a procedure's name with one letter dropped, and a common phrase that resembles many
// ('ressonancia magnetica', 'exame de sangue'). Prints p50/p95/p99 per kind against the goal (p99 ≤ 50 ms at 50
// connections), the machine's load and the plan of the name search; exits 1 when a p99 misses the goal or the name
// search scans `procedimentos` sequentially. A benchmark, not a test: cobertura.int.test.ts is what CI runs.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { coberturaEndpoints, type Cobertura } from '@portal/domain/contract/plano/cobertura';
import { buscaDoProcedimento } from '@portal/domain/contract/plano/procedimentos-codigos';
import { buildApp } from '../app.js';
import { rowsOf } from '../db/rows.js';
import {
  inserirProcedimentos,
  inserirTabelaReembolso,
  procedimentosDemo,
  tabelaReembolsoDemo,
} from '../db/seed/procedimentos-demo.js';
import { sorteio } from '../db/seed/rede/prng.js';
import { LIMIAR_PROCEDIMENTO } from '../modules/plano/cobertura.service.js';
import {
  cargaDaMaquina,
  configDeBench,
  medirContraMeta,
  porHttp,
  servidorDeBench,
  umaPorVez,
  type ServidorDeBench,
} from './bench-carga.js';
import { urlDe, type QueryDeTeste } from './contrato.js';
import { attemptLogin, DEMO } from './test-app.js';
import { createTestDatabase, TEST_NOW } from './test-database.js';

const quantidade = Number(process.env.BENCH_PROCEDIMENTOS ?? 5000);
const pedidos = Number(process.env.BENCH_PEDIDOS ?? 1000);
process.env.TEST_DATABASE_URL ||=
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:55500/postgres';
const log = (linha: string) => console.log(`[bench:cobertura] ${linha}`);

const config = configDeBench();

const inicio = performance.now();
const banco = await createTestDatabase({ pool: config.pool });
log(`banco migrado e semeado com a demonstração (${Math.round(performance.now() - inicio)} ms)`);
let falhou = false;
let servidor: ServidorDeBench | undefined;
try {
  const todos = procedimentosDemo(quantidade);
  const demo = procedimentosDemo();
  const extras = todos.slice(demo.length);
  const agora = new Date(TEST_NOW);
  const ids = await inserirProcedimentos(banco.db, extras, agora);
  await inserirTabelaReembolso(banco.db, tabelaReembolsoDemo(extras), ids, agora);
  await banco.db.execute(sql`vacuum analyze`);
  const [contagem] = rowsOf<{ n: number }>(
    await banco.db.execute(sql`select count(*)::int as n from procedimentos`),
  );
  log(`${contagem!.n} procedimentos na tabela`);

  const app = await buildApp({ config, db: banco.db, clock: () => agora });
  await app.ready();
  const { agent, response } = await attemptLogin(app, DEMO.maria);
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);

  const s = sorteio(41);
  // Names a member would type (a few are as short as 'T3' or 'LH': those are asked by code).
  const nomeados = todos.filter((p) => buscaDoProcedimento(p.nome, []).length >= 5);
  const comErro = (): QueryDeTeste => {
    const p = s.um(nomeados);
    const palavras = buscaDoProcedimento(p.nome, []).split(' ');
    const longa = palavras.reduce((a, b) => (b.length > a.length ? b : a));
    // A letter of its longest word dropped (a word of 5+ letters: a shorter one is kept as it is).
    const i = s.inteiro(1, Math.max(1, longa.length - 2));
    const errada = longa.length >= 5 ? longa.slice(0, i) + longa.slice(i + 1) : longa;
    return { cpf: DEMO.maria, termo: palavras.map((w) => (w === longa ? errada : w)).join(' ') };
  };
  const comuns = [
    'ressonancia magnetica',
    'exame de sangue',
    'tomografia',
    'consulta',
    'cirurgia',
    'biopsia',
  ];
  const tipos = {
    'código TUSS': (): QueryDeTeste => ({ cpf: DEMO.maria, codigo: s.um(todos).codigo }),
    'nome com erro de digitação': comErro,
    'termo comum (muitos parecidos)': (): QueryDeTeste => ({ cpf: DEMO.maria, termo: s.um(comuns) }),
  } satisfies Record<string, () => QueryDeTeste>;

  const chamar = async (query: QueryDeTeste): Promise<Cobertura> => {
    const resposta = await agent.get(urlDe(coberturaEndpoints.cobertura, { query }));
    if (resposta.statusCode !== 200) throw new Error(`${JSON.stringify(query)} → ${resposta.statusCode}`);
    return resposta.json<Cobertura>();
  };

  // How often the misspelt name finds its procedure first.
  let achados = 0;
  for (let i = 0; i < 100; i++) {
    const p = s.um(nomeados);
    const palavras = buscaDoProcedimento(p.nome, []).split(' ');
    const longa = palavras.reduce((a, b) => (b.length > a.length ? b : a));
    const termo = palavras.map((w) => (w === longa ? w.slice(0, 1) + w.slice(2) : w)).join(' ');
    const r = await chamar({ cpf: DEMO.maria, termo });
    if (r.procedimento?.codigo === p.codigo || r.sugestoes.some((x) => x.codigo === p.codigo)) achados++;
  }
  log(`nome com erro: o procedimento vem na resposta (o escolhido ou uma sugestão) em ${achados} de 100`);

  // The name search's plans (the service's settings: no sequential scan, then the lower threshold): the GIN
  // index, never a sequential scan of the table, for a common phrase and for a long misspelt name.
  for (const termo of ['resonancia magnetica', String(comErro().termo), 'dosagem de creatnina unilateral']) {
    for (const limiar of ['0.6', String(LIMIAR_PROCEDIMENTO)]) {
      const plano = rowsOf<{ 'QUERY PLAN': string }>(
        await banco.db.transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('enable_seqscan', 'off', true), set_config('pg_trgm.word_similarity_threshold', ${limiar}, true)`,
          );
          return tx.execute(
            sql`explain (analyze, buffers) select * from procedimentos where busca %> ${termo}
                order by word_similarity(${termo}, busca) desc, similarity(${termo}, busca) desc, nome limit 7`,
          );
        }),
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      const varre = /Seq Scan on procedimentos\b/.test(plano);
      if (varre) falhou = true;
      const tempo = /Execution Time: ([\d.]+) ms/.exec(plano)?.[1];
      log(`EXPLAIN '${termo}' a ${limiar}: ${tempo} ms${varre ? ' — VARREDURA SEQUENCIAL' : ''}`);
    }
  }

  log(cargaDaMaquina());
  for (const [tipo, gerar] of Object.entries(tipos)) {
    log(`${tipo}, uma chamada por vez: ${(await umaPorVez(gerar, chamar, 200)).texto}`);
  }
  await app.close();

  // The session Maria signed in with, sent by every connection (the server shares the database and secret).
  const cookie = [...agent.cookies].map(([nome, valor]) => `${nome}=${valor}`).join('; ');
  const [{ banco: nomeBanco } = { banco: '' }] = rowsOf<{ banco: string }>(
    await banco.db.execute(sql`select current_database() as banco`),
  );
  const endereco = new URL(process.env.TEST_DATABASE_URL);
  endereco.pathname = `/${nomeBanco}`;
  servidor = await servidorDeBench(endereco.toString(), config.pool.max);
  const emProcesso = servidor;
  const caminhoDe = (gerar: () => QueryDeTeste) => () =>
    urlDe(coberturaEndpoints.cobertura, { query: gerar() });
  for (const gerar of Object.values(tipos))
    await porHttp(emProcesso, { caminho: caminhoDe(gerar), total: 200, cookie }); // warm-up
  log(`servidor num processo, pool de ${config.pool.max} conexões, ${pedidos} chamadas de cada medida`);
  for (const [tipo, gerar] of Object.entries(tipos)) {
    const atendida = await medirContraMeta(emProcesso, {
      tipo,
      caminho: caminhoDe(gerar),
      total: pedidos,
      cookie,
      log,
    });
    if (!atendida) falhou = true;
  }
  log(cargaDaMaquina());
} finally {
  await servidor?.fechar();
  await banco.dispose();
}
process.exit(falhou ? 1 : 0);
