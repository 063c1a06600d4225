// Environment of the production path (issue 18, README "Produção"): the PostgreSQL pool and how an instance
// stops. Defaults suit one instance on a small machine; an operator sizes the pool so that instances × pool
// stays under PostgreSQL's max_connections.
import { z } from 'zod';

const millis = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);

export const runtimeEnvShape = {
  /** Connections each instance may hold open to PostgreSQL. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** A statement running longer is cancelled by PostgreSQL (the request gets a 503, not a hung socket). */
  DB_STATEMENT_TIMEOUT_MS: millis(15_000, 600_000),
  /** Waiting longer for a connection (database down, pool exhausted) fails the request with a 503. */
  DB_CONNECTION_TIMEOUT_MS: millis(5_000, 120_000),
  /** After SIGTERM the instance answers not-ready this long before it stops accepting (load balancer's turn). */
  SHUTDOWN_DRAIN_MS: millis(0, 60_000),
  /** Requests still running this long after the instance stopped accepting are cut. */
  SHUTDOWN_TIMEOUT_MS: millis(10_000, 120_000),
  /** A PostgreSQL streaming replica for heavy reads (decision 0060); unset: every read on the primary. */
  DATABASE_READ_URL: z.string().min(1).optional(),
  /** Beyond this replica lag, reads go to the primary. */
  DB_READ_MAX_LAG_MS: millis(2_000, 60_000),
  /** How often each instance reads the replica's lag (in the background). */
  DB_READ_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  /** Bearer token of the Prometheus scraper for /api/metrics; without it the path does not exist. */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN precisa de ao menos 24 caracteres').optional(),
};

type RuntimeEnv = z.infer<z.ZodObject<typeof runtimeEnvShape>>;

export interface PoolConfig {
  max: number;
  statementTimeoutMs: number;
  connectionTimeoutMs: number;
}

/** The read replica (decision 0060): where, the lag bound and how often the lag is read. */
export interface ReplicaConfig {
  url: string;
  limiteAtrasoMs: number;
  intervaloMs: number;
}

export interface ShutdownConfig {
  drainMs: number;
  timeoutMs: number;
}

export const poolConfig = (e: RuntimeEnv): PoolConfig => ({
  max: e.DB_POOL_MAX,
  statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
  connectionTimeoutMs: e.DB_CONNECTION_TIMEOUT_MS,
});

export const shutdownConfig = (e: RuntimeEnv): ShutdownConfig => ({
  drainMs: e.SHUTDOWN_DRAIN_MS,
  timeoutMs: e.SHUTDOWN_TIMEOUT_MS,
});

export const replicaConfig = (e: RuntimeEnv): ReplicaConfig | undefined =>
  e.DATABASE_READ_URL
    ? { url: e.DATABASE_READ_URL, limiteAtrasoMs: e.DB_READ_MAX_LAG_MS, intervaloMs: e.DB_READ_CHECK_MS }
    : undefined;
