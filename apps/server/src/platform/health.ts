// Probes for load balancers and orchestrators (issue 18, README "Produção"):
// - GET /api/health — the process is alive and its event loop answers; touches nothing else.
// - GET /api/ready — this instance should get traffic: not stopping, the database answers, its migrations are
//   the ones this build ships, the file storage answers. 503 with the first reason otherwise.
// Both answer any Host and need no x-origin (a probe knows neither), never carry member data, are never cached
// and never audited. The reasons are the operator's, in Portuguese like the rest of the log.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MIGRATIONS_FOLDER } from '../db/client.js';
import { migrationState } from '../db/migration-state.js';
import { METRICS_PATH } from './metrics.js';

export const HEALTH_PATH = '/api/health';
export const READY_PATH = '/api/ready';

const INFRASTRUCTURE_PATHS = new Set([HEALTH_PATH, READY_PATH, METRICS_PATH]);

/**
 * A probe's or the metrics scrape's path, with or without a query: exempt from the Host and x-origin checks
 * (a load balancer or Prometheus reaches an instance by its address and knows nothing of our header).
 */
export const isInfrastructurePath = (url: string): boolean => INFRASTRUCTURE_PATHS.has(url.split('?', 1)[0]!);

/** How long a readiness check may wait for the database or the storage before calling it unreachable. */
const CHECK_TIMEOUT_MS = 2_000;
/**
 * A well-formed key (storage/file-key.ts) that no upload takes — uploads get 128 random bits, never all
 * zeros: reading it proves the storage answers, and writes nothing. A read rather than `exists`: S3 answers
 * a HEAD with a bare 404 whether the key or the whole bucket is missing, while a GET's error names which
 * (a wrong S3_BUCKET made the instance ready).
 */
const STORAGE_PROBE_KEY = `pronto/${'0'.repeat(32)}`;

export const READY_REASONS = {
  stopping: 'instância encerrando',
  database: 'banco de dados inacessível',
  migrationsPending: 'migrações pendentes',
  storage: 'armazenamento de arquivos inacessível',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns /api/ready to 503 for good: the instance is stopping (main.ts, on SIGTERM or SIGINT). */
    markStopping(): void;
  }
}

async function withinTimeout(work: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

function healthPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  let stopping = false;
  app.decorate('markStopping', () => {
    stopping = true;
  });

  async function firstProblem(): Promise<string | null> {
    if (stopping) return READY_REASONS.stopping;
    const { db } = app.ctx;
    let state: Awaited<ReturnType<typeof migrationState>> | undefined;
    const databaseAnswers = await withinTimeout(async () => {
      state = await migrationState(db, MIGRATIONS_FOLDER);
    });
    if (!databaseAnswers || !state) return READY_REASONS.database;
    // A newer release migrating the database during a rolling upgrade does not take this instance out of
    // rotation: migrations are additive (expand, then contract in a later release), so the old code keeps
    // working until it is replaced. Only a start is refused (db/migration-state.ts).
    if (!state.databaseIsNewer && state.applied < state.shipped) return READY_REASONS.migrationsPending;
    const storageAnswers = await withinTimeout(async () => {
      (await app.storage.get(STORAGE_PROBE_KEY))?.stream.destroy();
    });
    if (!storageAnswers) return READY_REASONS.storage;
    return null;
  }

  app.get(HEALTH_PATH, { schema: { hide: true }, config: { access: 'public' } }, (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  app.get(READY_PATH, { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => {
    noStore(reply);
    const motivo = await firstProblem();
    if (motivo) return reply.code(503).send({ pronto: false, motivo });
    return { pronto: true };
  });
  done();
}

export const health = fp(healthPlugin, { name: 'portal-health', dependencies: ['portal-uploads'] });
