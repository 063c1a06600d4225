// What every module needs from the outside world, decorated on the Fastify instance as `ctx`.
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { CaptchaProvider } from './captcha.js';
import type { Clock, RandomBytes } from './clock.js';

export interface AppContext {
  config: AppConfig;
  db: Database;
  clock: Clock;
  random: RandomBytes;
  captcha: CaptchaProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
