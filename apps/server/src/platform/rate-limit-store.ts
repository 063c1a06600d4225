// The store behind @fastify/rate-limit (issue 18): the per-IP ceilings (platform/rate-limits.ts) counted in
// PostgreSQL, so every instance behind the load balancer sees the same count — with the in-memory store each
// instance allowed LOGIN_MAX_PER_IP of its own and three instances tripled it. One atomic upsert per request
// (decision 0023): concurrent requests on any instance each get their own number, so no burst slips past.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { limitesTaxa } from '../db/schema/limites.js';
import type { Clock } from './clock.js';

/** What the plugin expects back from `incr`: the count in this window and milliseconds until it resets. */
interface Counted {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: Counted) => void;
interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/** Each instance deletes long-expired rows on every this-many-th count (no separate job to run). */
const CLEANUP_EVERY = 500;
/** Rows are deleted this long after their window ended (a slow clock elsewhere never loses a live count). */
const CLEANUP_AFTER_MS = 60 * 60_000;

/**
 * Counts `key` in the window and returns the count, starting a new window when the last one has ended.
 * Also the integration API's per-client limit (platform/integracao/guard.ts), keyed by client.
 */
export async function countRequest(db: Database, key: string, now: Date, windowMs: number): Promise<Counted> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(limitesTaxa)
    .values({ chave: key, contagem: 1, reiniciaEm: resetAt })
    .onConflictDoUpdate({
      target: limitesTaxa.chave,
      set: {
        contagem: sql`case when ${limitesTaxa.reiniciaEm} <= ${now} then 1 else ${limitesTaxa.contagem} + 1 end`,
        reiniciaEm: sql`case when ${limitesTaxa.reiniciaEm} <= ${now} then excluded.reinicia_em else ${limitesTaxa.reiniciaEm} end`,
      },
    })
    .returning({ contagem: limitesTaxa.contagem, reiniciaEm: limitesTaxa.reiniciaEm });
  return { current: row!.contagem, ttl: Math.max(0, row!.reiniciaEm.getTime() - now.getTime()) };
}

/**
 * A store class for @fastify/rate-limit's `store` option over the portal's database. Each route with a
 * `rateLimit` config gets a child that prefixes its keys with the route, as the in-memory store kept one
 * counter per route.
 */
export function sharedRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  let counted = 0;
  const cleanUp = (now: Date) => {
    counted += 1;
    if (counted % CLEANUP_EVERY !== 0) return;
    void db
      .delete(limitesTaxa)
      .where(lt(limitesTaxa.reiniciaEm, new Date(now.getTime() - CLEANUP_AFTER_MS)))
      .catch(() => undefined);
  };

  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(options?: unknown) {
      // The plugin hands a route's child the merged options with `routeInfo` (its types say RouteOptions).
      const route = (options as { routeInfo?: RouteInfo } | undefined)?.routeInfo;
      this.prefix = route?.url ? `${String(route.method)} ${route.url}` : 'global';
    }

    incr(address: string, done: Done, timeWindow: number): void {
      const now = clock();
      countRequest(db, `${this.prefix}|${address}`, now, timeWindow).then(
        (result) => {
          cleanUp(now);
          done(null, result);
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): SharedRateLimitStore {
      return new SharedRateLimitStore(routeOptions);
    }
  }
  return SharedRateLimitStore;
}
