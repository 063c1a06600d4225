// `npm run bench:filas` (issue 39, decision 0043): the console's request queue at a large operator's size, on
// PostgreSQL. A throwaway database on BENCH_DATABASE_URL (default: TEST_DATABASE_URL, else the local PG 15 at
// 127.0.0.1:55500), migrated and seeded with the demo, then BENCH_FILA (default 50000) open protocols
// (test/fila-carga.ts); the app in this process answers BENCH_PEDIDOS (default 1000) queue calls of a
// signed-in back-office member through app.inject — every filter the screen offers and next pages — after a
// warm-up, and the p50/p95/p99 of the whole answer (routing, guard, session, queries, countdown, JSON) are
// printed, with the goal (p99 under 100 ms). A benchmark, not a test: the plan test (filas-plano.int.test.ts)
// is what CI runs.
import { performance } from 'node:perf_hooks';
import {
  CONSOLE_ABSOLUTE_MS,
  CONSOLE_PREFIX,
  CONSOLE_SESSION_COOKIE,
} from '@portal/domain/contract/console/acesso';
import { consoleFilasEndpoints, type Fila } from '@portal/domain/contract/console/filas';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { equipe, equipeSessoes } from '../db/schema/equipe.js';
import { randomToken, sha256Hex, systemRandom } from '../platform/clock.js';
import { semearFilaGrande } from './fila-carga.js';
import { createTestDatabase, TEST_NOW, TEST_SESSION_SECRET, TEST_TODAY } from './test-database.js';

const quantidade = Number(process.env.BENCH_FILA ?? 50_000);
const pedidos = Number(process.env.BENCH_PEDIDOS ?? 1000);
process.env.TEST_DATABASE_URL ||=
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:55500/postgres';
const log = (linha: string) => console.log(`[bench:filas] ${linha}`);

const inicio = performance.now();
const banco = await createTestDatabase();
log(`banco migrado e semeado (${Math.round(performance.now() - inicio)} ms)`);
try {
  const semear = performance.now();
  await semearFilaGrande(banco.db, TEST_TODAY, quantidade);
  log(`${quantidade} solicitações abertas semeadas (${Math.round(performance.now() - semear)} ms)`);

  const agora = new Date(TEST_NOW);
  const app = await buildApp({
    config: loadConfig({
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent/portal-bench-data',
      WEB_DIST: '/nonexistent/portal-web-dist',
      CONSOLE_DIST: '/nonexistent/portal-console-dist',
      INTEGRACAO_WEBHOOK_INTERVALO_MS: '0',
    }),
    db: banco.db,
    clock: () => agora,
  });
  await app.ready();
  const [pessoa] = await banco.db
    .insert(equipe)
    .values({ nome: 'Bench Retaguarda', email: 'bench@operadora.test', papeis: ['retaguarda'], ativo: true })
    .returning({ id: equipe.id });
  const token = randomToken(systemRandom, 32);
  await banco.db.insert(equipeSessoes).values({
    tokenHash: sha256Hex(token),
    equipeId: pessoa!.id,
    fator: 'totp',
    createdAt: agora,
    lastSeenAt: agora,
    absoluteExpiresAt: new Date(agora.getTime() + CONSOLE_ABSOLUTE_MS),
  });
  const url = `${CONSOLE_PREFIX}${consoleFilasEndpoints.listarFila.path}`;
  const chamar = async (query: string) => {
    const resposta = await app.inject({
      url: `${url}${query}`,
      cookies: { [CONSOLE_SESSION_COOKIE]: token },
    });
    if (resposta.statusCode !== 200) throw new Error(`${query} → ${resposta.statusCode} ${resposta.body}`);
    return resposta.json<Fila>();
  };
  // The screen's filters, and a page further down each (its cursor).
  const filtros = [
    '',
    '?tipo=REEMBOLSO',
    '?tipo=AUTORIZACAO',
    '?prazo=ATRASADAS',
    '?prazo=HOJE',
    '?tipo=SEGUNDA_VIA_CARTAO&prazo=NO_PRAZO',
    '?responsavel=NINGUEM',
  ];
  const consultas: string[] = [];
  for (const filtro of filtros) {
    consultas.push(filtro);
    let pagina = await chamar(filtro);
    for (let i = 0; i < 5 && pagina.proximo; i++) {
      const proxima = `${filtro ? `${filtro}&` : '?'}apos=${pagina.proximo}`;
      consultas.push(proxima);
      pagina = await chamar(proxima);
    }
  }
  const primeira = await chamar('');
  log(
    `fila: ${primeira.itens.length} por página, ${primeira.contagens.atrasadas} atrasadas, ${primeira.contagens.hoje} vencem hoje`,
  );
  for (let i = 0; i < 100; i++) await chamar(consultas[i % consultas.length]!);
  const tempos: number[] = [];
  for (let i = 0; i < pedidos; i++) {
    const t0 = performance.now();
    await chamar(consultas[i % consultas.length]!);
    tempos.push(performance.now() - t0);
  }
  tempos.sort((a, b) => a - b);
  const p = (q: number) => tempos[Math.min(tempos.length - 1, Math.floor(q * tempos.length))]!.toFixed(1);
  log(`${pedidos} chamadas, ${consultas.length} consultas diferentes`);
  log(`p50 ${p(0.5)} ms · p95 ${p(0.95)} ms · p99 ${p(0.99)} ms · máx ${tempos.at(-1)!.toFixed(1)} ms`);
  const p99 = Number(p(0.99));
  log(p99 < 100 ? 'meta atendida: p99 abaixo de 100 ms' : 'META NÃO ATENDIDA: p99 de 100 ms ou mais');
  await app.close();
  process.exitCode = p99 < 100 ? 0 : 1;
} finally {
  await banco.dispose();
}
