// What every module needs from the outside world, decorated on the Fastify instance as `ctx`.
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { LeituraReplica } from '../db/replica-leitura.js';
import type { CaptchaProvider } from './captcha.js';
import type { Clock, RandomBytes } from './clock.js';

export interface AppContext {
  config: AppConfig;
  db: Database;
  /** The read replica's router (DATABASE_READ_URL); heavy reads reach it through platform/leitura.ts only. */
  replica?: LeituraReplica;
  clock: Clock;
  random: RandomBytes;
  captcha: CaptchaProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
