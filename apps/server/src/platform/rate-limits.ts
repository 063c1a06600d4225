// Per-IP ceilings of the doors anyone can knock on without a session (@fastify/rate-limit, counted in the
// database and shared by every instance: platform/rate-limit-store.ts): the account doors (login, first access,
// recovery) and the public appointment link share the same numbers (LOGIN_MAX_PER_IP per
// LOGIN_WINDOW_MINUTES).
import type { FastifyInstance } from 'fastify';

export const accountDoorRateLimit = (app: FastifyInstance) => ({
  max: app.ctx.config.login.maxPerIp,
  timeWindow: app.ctx.config.login.windowMinutes * 60_000,
});
