// Prometheus metrics (issue 18) at GET /api/metrics, for the operator's monitoring: requests and their latency
// per route *pattern* (never a path with a CPF or token in it), the PostgreSQL pool, and the process' own
// figures (event-loop lag, memory, GC). Served only when METRICS_TOKEN is set, to a scraper that sends it as a
// bearer token; without it the path does not exist. Like the probes it answers any Host and needs no x-origin.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EstadoAuditoria } from '../db/auditoria-particoes.js';
import type { LeituraReplica } from '../db/replica-leitura.js';
import { notFound } from './errors.js';

export const METRICS_PATH = '/api/metrics';

/** What the PostgreSQL pool holds now; absent on the embedded database. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  token: string | undefined;
  poolStats?: () => PoolStats;
  /** The read replica's router (decision 0060): its lag, whether reads use it, where they went. */
  replica?: Pick<LeituraReplica, 'estado'>;
  /** The audit trail's months (decision 0057), read from the database at each scrape. */
  auditoria?: () => Promise<EstadoAuditoria>;
}

/** Latency buckets (seconds) around the budgets: 50 ms p99 for reads, 300 ms under load, PDFs 100 ms. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Requests that matched no route (scanners, typos) share one label instead of one per path. */
const UNKNOWN_ROUTE = 'desconhecida';

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The replica's figures, read from its router at each scrape. */
function metricasReplica(registry: Registry, replica: Pick<LeituraReplica, 'estado'>): void {
  const atraso = new Gauge({
    name: 'portal_db_replica_lag_seconds',
    help: 'Atraso da réplica de leitura na última verificação (+Inf: atrás de tudo o que se sabe; NaN: fora).',
    registers: [registry],
    collect() {
      atraso.set(replica.estado().atrasoMs === null ? NaN : replica.estado().atrasoMs! / 1000);
    },
  });
  const emUso = new Gauge({
    name: 'portal_db_replica_in_use',
    help: 'A réplica recebe as leituras pesadas (1) ou elas vão ao primário (0: fora do ar ou atrasada).',
    registers: [registry],
    collect() {
      emUso.set(replica.estado().emUso ? 1 : 0);
    },
  });
  const leituras = new Counter({
    name: 'portal_db_reads_total',
    help: 'Leituras pesadas por destino: replica, primario (réplica fora ou atrasada), recuo (falhou na réplica e foi ao primário), escrita_recente.',
    labelNames: ['destino'] as const,
    registers: [registry],
    collect() {
      leituras.reset();
      for (const [destino, n] of Object.entries(replica.estado().leituras)) leituras.inc({ destino }, n);
    },
  });
}

/** The alarm of decision 0057 §7: months created ahead, and rows that found no month (the DEFAULT partition). */
function metricasAuditoria(registry: Registry, estado: () => Promise<EstadoAuditoria>): void {
  // Both gauges come from one reading: a scrape collects them one after the other, and each asking the database
  // on its own doubled the query (a count over the DEFAULT partition) on every scrape.
  let leitura: { em: number; estado: Promise<EstadoAuditoria> } | undefined;
  const lido = () => {
    if (!leitura || Date.now() - leitura.em > 1_000) leitura = { em: Date.now(), estado: estado() };
    return leitura.estado;
  };
  const meses = new Gauge({
    name: 'portal_auditoria_meses_a_frente',
    help: 'Meses depois do atual com partição própria na auditoria (npm run lembretes os cria; alerta abaixo de 1).',
    registers: [registry],
    async collect() {
      meses.set((await lido()).mesesAFrente);
    },
  });
  const padrao = new Gauge({
    name: 'portal_auditoria_linhas_padrao',
    help: 'Linhas da auditoria sem mês criado, na partição padrão (até 10.000; alerta acima de 0).',
    registers: [registry],
    async collect() {
      padrao.set((await lido()).naPadrao);
    },
  });
}

function metricsPlugin(app: FastifyInstance, options: MetricsOptions, done: (error?: Error) => void): void {
  const { token } = options;
  if (!token) return done();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requisições atendidas, por método, rota e status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Tempo de resposta, por método e rota.',
    labelNames: ['method', 'route'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const { poolStats } = options;
  if (poolStats) {
    const pool = new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Conexões do pool do PostgreSQL: total, ociosas e requisições esperando uma.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        pool.set({ state: 'total' }, stats.total);
        pool.set({ state: 'idle' }, stats.idle);
        pool.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  if (options.replica) metricasReplica(registry, options.replica);
  if (options.auditoria) metricasAuditoria(registry, options.auditoria);

  app.addHook('onResponse', (request, reply, next) => {
    const route = request.routeOptions.url ?? UNKNOWN_ROUTE;
    if (route !== METRICS_PATH) {
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    }
    next();
  });

  app.get(METRICS_PATH, { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    // Anyone without the token learns nothing, not even that metrics exist here.
    if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token)) throw notFound();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
  done();
}

export const metrics = fp(metricsPlugin, { name: 'portal-metrics' });
