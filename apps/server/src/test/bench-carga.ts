// What bench:rede and bench:cobertura share (issues 40 and 41, decision 0056): the configuration of the app
// they measure, the server in a process of its own, the HTTP load (autocannon) and how a budget "p99 ≤ 50 ms at
// 50 connections" is read. Decision 0056: the 50 connections are 50 visitors holding a connection each, whose
// calls arrive independently (Poisson) at META.taxa calls a second in all (an open load, the way a peak reaches a
// portal), each timed from the moment it was due, so a call that waited for a free connection counts its wait;
// the same connections back to back (a closed load, autocannon) say how many calls a second the machine answers
// at all, printed as the capacity beside it, never the goal: 50 callers without pause on two cores measure
// queueing, not the search. autocannon's own rate limit is not used for the open load: it lets each connection
// send its share at the start of every second, so all 50 fire at once twice a second — bursts, not arrivals.
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { cpuDoProcesso, processosComCpu } from '@portal/test-support/cpu-processos';
import { loadConfig, type AppConfig } from '../config.js';
import { TEST_SESSION_SECRET } from './test-database.js';

/** The budget both searches answer to (issue 40 §Search, issue 41 §Tests), read as decision 0056 says. */
export const META = {
  p99Ms: 50,
  conexoes: Number(process.env.BENCH_CONEXOES ?? 50),
  /** Calls a second reaching one instance at the peak the decision sizes (BENCH_TAXA to try another). */
  taxa: Number(process.env.BENCH_TAXA ?? 100),
} as const;

/** The app's configuration for a bench: silent, no files, no webhooks, every limit out of reach. */
export function configDeBench(extra: Record<string, string> = {}): AppConfig {
  return loadConfig({
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent/portal-bench-data',
    WEB_DIST: '/nonexistent/portal-web-dist',
    CONSOLE_DIST: '/nonexistent/portal-console-dist',
    INTEGRACAO_WEBHOOK_INTERVALO_MS: '0',
    // The per-address counter counts every call (its cost is part of the answer); no caller reaches it.
    GUIA_MEDICO_MAX_POR_MINUTO: '1000000',
    DB_POOL_MAX: process.env.BENCH_POOL ?? '10',
    ...extra,
  });
}

/** p50/p95/p99 of measured times (ms), sorted here. */
export function percentis(tempos: number[]): { p50: number; p95: number; p99: number; max: number } {
  const ordenados = [...tempos].sort((a, b) => a - b);
  const p = (q: number) => ordenados[Math.min(ordenados.length - 1, Math.floor(q * ordenados.length))]!;
  return { p50: p(0.5), p95: p(0.95), p99: p(0.99), max: ordenados.at(-1)! };
}

export const cargaDaMaquina = (): string =>
  `carga da máquina ${loadavg()
    .map((c) => c.toFixed(1))
    .join(' / ')} (${cpus().length} núcleos)`;

/** The app over HTTP in a process of its own (bench-servidor.ts), so the callers never run on its loop. */
export interface ServidorDeBench {
  porta: number;
  /** The floor's port (bench-servidor.ts, BENCH_PISO), when asked for. */
  portaPiso?: number;
  /** The server process's CPU so far, in ms (utime + stime of /proc/<pid>/stat, 100 ticks a second). */
  cpu(): number;
  fechar(): Promise<void>;
}

export async function servidorDeBench(
  banco: string,
  pool: number,
  { piso = false }: { piso?: boolean } = {},
): Promise<ServidorDeBench> {
  const processo: ChildProcess = fork(fileURLToPath(new URL('./bench-servidor.ts', import.meta.url)), [], {
    execArgv: [
      '--import',
      'tsx/esm',
      '--conditions=portal-source',
      // BENCH_PERFIL=<folder>: the server's CPU profile (Chrome DevTools' format) written there at its end.
      ...(process.env.BENCH_PERFIL ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PERFIL}`] : []),
    ],
    env: {
      ...process.env,
      BENCH_SERVIDOR_BANCO: banco,
      BENCH_POOL: String(pool),
      ...(piso ? { BENCH_PISO: '1' } : {}),
    },
  });
  const { porta, portaPiso } = await new Promise<{ porta: number; portaPiso?: number }>((resolve, reject) => {
    processo.once('message', (m) => resolve(m as { porta: number; portaPiso?: number }));
    processo.once('exit', (codigo) => reject(new Error(`o servidor do bench saiu (${codigo})`)));
  });
  return {
    porta,
    ...(portaPiso ? { portaPiso } : {}),
    cpu: () => (cpuDoProcesso(processo.pid!)?.segundos ?? 0) * 1000,
    async fechar() {
      if (!processo.connected) return;
      const fim = new Promise((resolve) => processo.once('exit', resolve));
      processo.disconnect();
      await fim;
    },
  };
}

/**
 * The CPU of every PostgreSQL process on this machine so far, in ms by process (its backends, WAL writer,
 * checkpointer…): on a bench whose database runs here, what a read costs the database beside what it costs the
 * server. Backends that ended between two readings are lost to it (the pool closes idle ones at the open load's
 * pace).
 */
const cpuDoPostgres = (): Map<number, number> =>
  new Map(processosComCpu().flatMap((p) => (p.nome === 'postgres' ? [[p.pid, p.segundos * 1000]] : [])));

/** The PostgreSQL CPU (ms) spent since `antes`, by the processes alive now (a new backend from 0). */
function cpuDoPostgresDesde(antes: Map<number, number>): number {
  let total = 0;
  for (const [pid, agora] of cpuDoPostgres()) total += agora - (antes.get(pid) ?? 0);
  return total;
}

/** autocannon (the member bench's load generator), untyped. */
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opcoes: Record<string, unknown>,
  feito: (erro: Error | null, resultado: ResultadoAutocannon) => void,
) => unknown;
interface ResultadoAutocannon {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}

export interface MedidaHttp {
  p99: number;
  porSegundo: number;
  texto: string;
}

/** The headers of the `i`-th call: the web's origin header, a visitor of its own, the member's session. */
const cabecalhos = (i: number, cookie?: string): Record<string, string> => ({
  'x-origin': WEB_ORIGIN_HEADER_VALUE,
  'x-forwarded-for': `198.51.100.${(i % META.conexoes) + 1}`,
  ...(cookie ? { cookie } : {}),
});

interface Chamadas {
  /** The `i`-th call's path. */
  caminho: (i: number) => string;
  total: number;
  /** The member's session: one for every call, or the `i`-th call's (members spread over the calls). */
  cookie?: string | ((i: number) => string);
}

const cookieDe = (opcoes: Chamadas, i: number): string | undefined =>
  typeof opcoes.cookie === 'function' ? opcoes.cookie(i) : opcoes.cookie;

/**
 * `total` GETs of `caminho()` from META.conexoes connections: back to back (autocannon) without `taxa`, the
 * capacity; else arriving at `taxa` calls a second (cargaAberta). Each connection a visitor of its own
 * (X-Forwarded-For), with the given cookie (a member's session) when there is one.
 */
export async function porHttp(
  servidor: ServidorDeBench,
  opcoes: Chamadas & { taxa?: number },
): Promise<MedidaHttp> {
  const antes = { servidor: servidor.cpu(), banco: cpuDoPostgres(), cliente: process.cpuUsage() };
  const { p50, p99, max, porSegundo } = opcoes.taxa
    ? await cargaAberta(servidor.porta, { ...opcoes, taxa: opcoes.taxa })
    : await cargaFechada(servidor.porta, opcoes);
  const porChamada = (ms: number) => (ms / opcoes.total).toFixed(2);
  const cliente = process.cpuUsage(antes.cliente);
  // The database's and the caller's share of the machine too: on two cores the three compete, and a read
  // that costs the server little can still cost the database what the floor's select does not.
  const banco = cpuDoPostgresDesde(antes.banco);
  return {
    p99,
    porSegundo,
    texto:
      `p50 ${p50.toFixed(1)} ms · p99 ${p99.toFixed(1)} ms · máx ${max.toFixed(1)} ms · ${Math.round(porSegundo)} chamadas/s · ` +
      `CPU do servidor ${porChamada(servidor.cpu() - antes.servidor)} ms por chamada` +
      (banco > 0 ? `, do PostgreSQL ${porChamada(banco)}` : '') +
      `, do cliente ${porChamada((cliente.user + cliente.system) / 1000)}`,
  };
}

interface Tempos {
  p50: number;
  p99: number;
  max: number;
  porSegundo: number;
}

async function cargaFechada(porta: number, opcoes: Chamadas): Promise<Tempos> {
  let chamada = 0;
  let primeira = 0;
  let ultima = 0;
  const resultado = await new Promise<ResultadoAutocannon>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${porta}`,
        connections: META.conexoes,
        amount: opcoes.total,
        requests: [
          {
            method: 'GET',
            setupRequest: (req: Record<string, unknown>) => {
              const i = chamada++;
              if (i === 0) primeira = performance.now();
              return { ...req, path: opcoes.caminho(i), headers: cabecalhos(i, cookieDe(opcoes, i)) };
            },
            onResponse: () => {
              ultima = performance.now();
            },
          },
        ],
      },
      (erro: Error | null, r: ResultadoAutocannon) => (erro ? reject(erro) : resolve(r)),
    );
  });
  if (resultado.non2xx > 0 || resultado.errors > 0)
    throw new Error(`${resultado.non2xx} respostas não 2xx, ${resultado.errors} erros`);
  // Calls from the first sent to the last answered: autocannon's own average counts whole seconds (with
  // `amount`, its run ends on its one-second tick), which rounds a run of a few seconds to 1/2, 1/3… of it.
  return { ...resultado.latency, porSegundo: (opcoes.total * 1000) / (ultima - primeira) };
}

/**
 * The gaps (ms) between Poisson arrivals at `taxa` a second: exponential, from a uniform number in (0, 1]
 * (xorshift32 from a fixed seed), so the arrivals are the same on every run.
 */
export function intervalosDePoisson(taxa: number, semente = 0x2026): () => number {
  return () => {
    semente ^= semente << 13;
    semente ^= semente >>> 17;
    semente ^= semente << 5;
    return (-Math.log(((semente >>> 0) + 1) / 2 ** 32) / taxa) * 1000;
  };
}

/**
 * The open load: calls due at Poisson arrival times (exponential gaps, a fixed seed) at `taxa` a second, over
 * at most META.conexoes keep-alive connections (node's HTTP agent queues a call that finds them all busy), each
 * timed from when it was due to the end of its answer.
 */
async function cargaAberta(porta: number, opcoes: Chamadas & { taxa: number }): Promise<Tempos> {
  const agente = new Agent({ keepAlive: true, maxSockets: META.conexoes });
  const intervalo = intervalosDePoisson(opcoes.taxa);
  const um = (caminho: string, i: number) =>
    new Promise<void>((resolve, reject) => {
      const pedido = request(
        {
          host: '127.0.0.1',
          port: porta,
          path: caminho,
          agent: agente,
          headers: cabecalhos(i, cookieDe(opcoes, i)),
        },
        (resposta) => {
          resposta.resume();
          resposta.once('end', () =>
            resposta.statusCode === 200
              ? resolve()
              : reject(new Error(`${caminho} → ${resposta.statusCode}`)),
          );
        },
      );
      pedido.once('error', reject);
      pedido.end();
    });
  const tempos: number[] = [];
  const pendentes: Promise<void>[] = [];
  const inicio = performance.now();
  let devido = inicio;
  try {
    for (let i = 0; i < opcoes.total; i++) {
      devido += intervalo();
      const espera = devido - performance.now();
      if (espera > 1) await new Promise((r) => setTimeout(r, espera));
      const devidoEm = devido;
      pendentes.push(um(opcoes.caminho(i), i).then(() => void tempos.push(performance.now() - devidoEm)));
    }
    await Promise.all(pendentes);
  } finally {
    agente.destroy();
  }
  const { p50, p99, max } = percentis(tempos);
  return { p50, p99, max, porSegundo: (opcoes.total * 1000) / (performance.now() - inicio) };
}

/**
 * One kind of call measured as decision 0056 reads the budget: its capacity (closed load, printed) and its
 * p99 at META.taxa (the goal). Answers whether the goal was met.
 */
export async function medirContraMeta(
  servidor: ServidorDeBench,
  opcoes: Chamadas & { tipo: string; log: (l: string) => void },
): Promise<boolean> {
  const { tipo, log, ...chamadas } = opcoes;
  const capacidade = await porHttp(servidor, chamadas);
  log(`${tipo}, ${META.conexoes} conexões sem pausa (capacidade): ${capacidade.texto}`);
  const naTaxa = await porHttp(servidor, { ...chamadas, taxa: META.taxa });
  const atendida = naTaxa.p99 <= META.p99Ms;
  log(
    `${tipo}, ${META.conexoes} conexões a ${META.taxa} chamadas/s: ${naTaxa.texto} — ` +
      `${atendida ? 'meta atendida' : 'META NÃO ATENDIDA'} (p99 ≤ ${META.p99Ms} ms)`,
  );
  return atendida;
}

/**
 * `total` calls one at a time in the bench's own process (app.inject): what a call costs when nothing waits,
 * with this process's CPU per call (the rest is PostgreSQL's) and the three slowest calls (which to look at).
 */
export async function umaPorVez<C>(
  gerar: () => C,
  chamar: (consulta: C) => Promise<unknown>,
  total: number,
): Promise<{ texto: string; lentas: { ms: number; consulta: C }[] }> {
  const medidas: { ms: number; consulta: C }[] = [];
  const cpuAntes = process.cpuUsage();
  for (let i = 0; i < total; i++) {
    const consulta = gerar();
    const t0 = performance.now();
    await chamar(consulta);
    medidas.push({ ms: performance.now() - t0, consulta });
  }
  const cpu = process.cpuUsage(cpuAntes);
  const { p50, p95, p99, max } = percentis(medidas.map((m) => m.ms));
  const lentas = [...medidas].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const cpuPorChamada = (cpu.user + cpu.system) / 1000 / total;
  return {
    texto: `p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · p99 ${p99.toFixed(1)} ms · máx ${max.toFixed(1)} ms · CPU do Node ${cpuPorChamada.toFixed(2)} ms por chamada`,
    lentas,
  };
}
