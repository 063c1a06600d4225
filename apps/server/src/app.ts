// buildApp: platform plugins first (errors, cookies, headers, origin, session, access, CSRF, rate limit,
// OpenAPI, uploads, notify), then each area once under /api, then the built web app. Used by main.ts and tests.
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { CSRF_HEADER, PRODUCT_TITLE, SERVER_MESSAGES, SESSION_COOKIE } from '@portal/domain';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { authArea } from './modules/auth/area.js';
import {
  cartaoCompartilhadoRoutes,
  cartaoVirtualRoutes,
} from './modules/meus-dados/cartao-virtual.routes.js';
import { meuPlanoRoutes } from './modules/meus-dados/meu-plano.routes.js';
import { shellArea } from './modules/shell/area.js';
import { dadosPessoaisRoutes } from './modules/meus-dados/dados-pessoais.routes.js';
import { enderecoRoutes } from './modules/meus-dados/endereco.routes.js';
import { meusDadosArea } from './modules/meus-dados/area.js';
import { segundaViaCartaoRoutes } from './modules/meus-dados/segunda-via-cartao.routes.js';
import { cartaPortabilidadeRoutes } from './modules/meus-dados/carta-portabilidade.routes.js';
import { createCaptchaProvider, type CaptchaProvider } from './platform/captcha.js';
import { systemClock, systemRandom, type Clock, type RandomBytes } from './platform/clock.js';
import { accessControl } from './platform/access.js';
import type { AppContext } from './platform/context.js';
import { csrf } from './platform/csrf.js';
import { HttpError, errors, type SpaFallback } from './platform/errors.js';
import { notify } from './platform/notify/notify-plugin.js';
import { origin } from './platform/origin.js';
import { securityHeaders } from './platform/security-headers.js';
import { session } from './platform/session.js';
import { hasWebBuild, registerStaticWeb } from './platform/static-web.js';
import { uploads } from './platform/upload/uploads-plugin.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  random?: RandomBytes;
  captcha?: CaptchaProvider;
}

export const OPENAPI_PATH = '/api/docs/json';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db: options.db,
    clock: options.clock ?? systemClock,
    random: options.random ?? systemRandom,
    captcha: options.captcha ?? createCaptchaProvider(config.captcha),
  };
  app.decorate('ctx', ctx);

  // The SPA fallback is wired into the not-found handler now; its static routes are added last.
  const serveWeb = hasWebBuild(config.webDist);
  let spaFallback: SpaFallback | undefined;
  await app.register(errors, { spaFallback: (request, reply) => spaFallback?.(request, reply) });
  await app.register(fastifyCookie, { secret: config.sessionSecret, hook: 'onRequest' });
  await app.register(securityHeaders);
  await app.register(origin);
  await app.register(session);
  await app.register(accessControl);
  await app.register(csrf);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, { mensagem: SERVER_MESSAGES.tooManyAttempts }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_TITLE} — API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          sessao: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(uploads);
  await app.register(notify);
  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { access: 'public' } }, () => app.swagger());

  await app.register(authArea, { prefix: '/api' });
  await app.register(shellArea, { prefix: '/api' });
  await app.register(enderecoRoutes, { prefix: '/api' });
  await app.register(dadosPessoaisRoutes, { prefix: '/api' });
  await app.register(segundaViaCartaoRoutes, { prefix: '/api' });
  await app.register(cartaPortabilidadeRoutes, { prefix: '/api' });
  await app.register(meuPlanoRoutes, { prefix: '/api' });
  await app.register(cartaoVirtualRoutes, { prefix: '/api' });
  await app.register(cartaoCompartilhadoRoutes);
  await app.register(meusDadosArea, { prefix: '/api' });

  if (serveWeb) spaFallback = await registerStaticWeb(app, config.webDist);
  return app;
}
