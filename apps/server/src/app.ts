// buildApp: platform plugins first (errors, cookies, headers, origin, session, access, CSRF, rate limit,
// OpenAPI, uploads, notify), then each area once under /api, the operator integration API under
// /integracao/v1, then the built web app. Used by main.ts and tests.
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from './platform/serializador-respostas.js';
import { API_BASE, SERVER_MESSAGES } from '@portal/domain';
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { INTEGRACAO_PREFIX } from '@portal/domain/contract/integracao/integracao';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { LeituraReplica } from './db/replica-leitura.js';
import { authArea } from './modules/auth/area.js';
import { facilidadesArea } from './modules/facilidades/area.js';
import { integracaoArea } from './modules/integracao/area.js';
import { integracaoDocs } from './modules/integracao/docs.routes.js';
import { consoleArea } from './modules/console/area.js';
import { leitoresMembro } from './leitores-membro.js';
import { consoleDocs } from './platform/console/openapi-console.js';
import { consolePlataforma } from './platform/console/plataforma.js';
import { sessaoEquipeConsole } from './platform/console/sessao-equipe.js';
import { entregasWebhook } from './platform/integracao/entregas.js';
import { financeiroArea } from './modules/financeiro/area.js';
import { meusDadosArea, meusDadosPublicLinks } from './modules/meus-dados/area.js';
import { saudeArea } from './modules/saude/area.js';
import { planoArea } from './modules/plano/area.js';
import { shellArea } from './modules/shell/area.js';
import { marcaNaPagina, marcaPublica } from './modules/shell/marca.routes.js';
import { getParametros } from './modules/shell/shell.service.js';
import { readStartupAnswers } from './modules/shell/startup-answers.js';
import { allowedHosts } from './platform/allowed-hosts.js';
import { createCaptchaProvider, type CaptchaProvider } from './platform/captcha.js';
import { systemClock, systemRandom, type Clock, type RandomBytes } from './platform/clock.js';
import { accessControl } from './platform/access.js';
import type { AppContext } from './platform/context.js';
import { csrf } from './platform/csrf.js';
import { HttpError, errors, type SpaFallback } from './platform/errors.js';
import { clientErrorHandler, frameworkErrorHandler } from './platform/framework-errors.js';
import { inputHygiene } from './platform/input-hygiene.js';
import { errorLogSerializer, requestLogSerializer } from './platform/log-redaction.js';
import { OneLinePerRequest } from './platform/request-log.js';
import { notify } from './platform/notify/notify-plugin.js';
import { caixaDuravel } from './platform/notify/caixa-duravel.js';
import { webPush } from './platform/push/web-push-plugin.js';
import { comServidores } from './platform/openapi.js';
import { opcoesOpenApiApi } from './platform/openapi-api.js';
import { origin } from './platform/origin.js';
import {
  consoleSecurityHeaderValues,
  securityHeaderValues,
  securityHeaders,
} from './platform/security-headers.js';
import { leituraPropria } from './platform/leitura.js';
import { session } from './platform/session.js';
import { health } from './platform/health.js';
import { metrics, type PoolStats } from './platform/metrics.js';
import { estadoDaAuditoria } from './db/auditoria-particoes.js';
import { sharedRateLimitStore } from './platform/rate-limit-store.js';
import { trustedProxy } from './platform/trusted-proxy.js';
import { requestId, requestIdGenerator } from './platform/request-id.js';
import { hasWebBuild, registerStaticWeb } from './platform/static-web.js';
import { hasConsoleBuild, isUnderConsole, registerStaticConsole } from './platform/static-console.js';
import type { FileStorage } from './platform/storage/file-storage.js';
import { uploads } from './platform/upload/uploads-plugin.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  random?: RandomBytes;
  captcha?: CaptchaProvider;
  /** The file storage instead of the configured one (tests hand in one that fails on purpose). */
  storage?: FileStorage;
  /** Where the log lines go instead of stdout (tests read them to check what is never logged). */
  logStream?: { write(line: string): void };
  /** The PostgreSQL pool's figures for /api/metrics (DatabaseHandle.poolStats). */
  poolStats?: () => PoolStats;
  /** The read replica's router (main.ts, with DATABASE_READ_URL; tests hand in their own). */
  replica?: LeituraReplica;
  /**
   * Runs before any route is registered, so its hooks see every answer (the tests' check of each answer
   * against the OpenAPI documents, test/conformidade-openapi.ts).
   */
  antesDasRotas?: (app: FastifyInstance) => void;
}

export const OPENAPI_PATH = '/api/docs/json';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const headers = securityHeaderValues(config.cspExtraOrigins, [config.mapaEmbedOrigin]);
  // The console may frame the member portal (the brand preview); on its own host, that is another origin.
  const consoleHeaders = consoleSecurityHeaderValues(
    config.consolePublicUrl ? [new URL(config.publicUrl).origin] : [],
  );
  const trusted = trustedProxy(config.trustProxy);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'req.headers["x-token-servico"]',
      ],
      serializers: { req: requestLogSerializer, err: (error) => errorLogSerializer(error) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy === false ? false : trusted,
    genReqId: requestIdGenerator(trusted),
    bodyLimit: 1_048_576,
    // The longest path parameter we issue is a shared-card token (≤ 200 characters, see its schema).
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    // While the instance closes (main.ts, on SIGTERM), a request that still reaches it on a kept-alive
    // connection is served like any other — with `Connection: close` — instead of Fastify's own 503, whose
    // English body no screen understands (issue 34). The server waits for it before the pool closes; new
    // connections are refused at once, and HAProxy sends those to another instance.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db: options.db,
    ...(options.replica ? { replica: options.replica } : {}),
    clock: options.clock ?? systemClock,
    random: options.random ?? systemRandom,
    captcha: options.captcha ?? createCaptchaProvider(config.captcha),
  };
  app.decorate('ctx', ctx);
  // The member modules' reads the console's service desk uses (issue 39): a module imports no other.
  app.decorate('leitoresMembro', leitoresMembro);

  // The SPA fallback is wired into the not-found handler now; its static routes are added last.
  const serveWeb = hasWebBuild(config.webDist);
  const serveConsole = hasConsoleBuild(config.consoleDist);
  let spaFallback: SpaFallback | undefined;
  let consoleFallback: SpaFallback | undefined;
  await app.register(requestId);
  await app.register(errors, {
    // A path under /console is the console's alone (never the member page), even without its build.
    spaFallback: async (request, reply) => {
      if (isUnderConsole(request.url)) return consoleFallback ? consoleFallback(request, reply) : false;
      return spaFallback ? spaFallback(request, reply) : false;
    },
  });
  options.antesDasRotas?.(app);
  // Before any route, so its response hook sees every one.
  await app.register(metrics, {
    token: config.metricsToken,
    ...(options.poolStats ? { poolStats: options.poolStats } : {}),
    ...(options.replica ? { replica: options.replica } : {}),
    auditoria: () => estadoDaAuditoria(options.db),
  });
  await app.register(fastifyCookie, { secret: config.sessionSecret, hook: 'onRequest' });
  // Read-your-writes with a replica (decision 0060): a successful write keeps the browser's reads on the primary.
  await app.register(leituraPropria);
  await app.register(securityHeaders, { headers, consoleHeaders });
  await app.register(allowedHosts);
  await app.register(origin);
  await app.register(inputHygiene);
  await app.register(session);
  // The staff's session (issue 38): its own cookie, read before the access checks need it.
  await app.register(sessaoEquipeConsole);
  await app.register(accessControl);
  await app.register(csrf);
  // The console's own CSRF (and its host, with CONSOLE_PUBLIC_URL).
  await app.register(consolePlataforma);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, shared by every instance (issue 18, decision 0023).
    store: sharedRateLimitStore(ctx.db, ctx.clock),
    errorResponseBuilder: () => new HttpError(429, { mensagem: SERVER_MESSAGES.tooManyAttempts }),
  });
  // The member API's OpenAPI 3.1 (platform/openapi-api.ts); the integration API has its own document.
  await app.register(fastifySwagger, opcoesOpenApiApi());
  await app.register(uploads, options.storage ? { storage: options.storage } : {});
  await app.register(notify);
  // The Web Push channel the outbox sends through (issue 42, decision 0053): app.push.
  await app.register(webPush);
  // The durable outbox of member notices (issue 42, decision 0052): app.avisos, and its retry round.
  await app.register(caixaDuravel);
  await app.register(health);
  // Off by default in production (API_DOCS): the map of every endpoint helps an attacker more than a member.
  if (config.apiDocs) {
    // Not in the document itself (nor the probes, metrics and the integration docs): they describe no call of
    // the member API.
    app.get(OPENAPI_PATH, { schema: { hide: true }, config: { access: 'public' } }, () =>
      comServidores(app.swagger() as unknown as Record<string, unknown>, config.publicUrl),
    );
  }

  await app.register(authArea, { prefix: API_BASE });
  await app.register(shellArea, { prefix: API_BASE });
  await app.register(meusDadosArea, { prefix: API_BASE });
  await app.register(financeiroArea, { prefix: API_BASE });
  await app.register(saudeArea, { prefix: API_BASE });
  await app.register(facilidadesArea, { prefix: API_BASE });
  await app.register(planoArea, { prefix: API_BASE });
  await app.register(meusDadosPublicLinks);
  // The operator's brand images (issue 38), at the root like the links' pages.
  await app.register(marcaPublica);
  // The operator's systems (issue 19, decision 0024): bearer tokens, outside the member API.
  await app.register(integracaoArea, { prefix: INTEGRACAO_PREFIX });
  // Their OpenAPI 3.1 (INTEGRACAO_DOCS, off by default in production like API_DOCS).
  if (config.integracaoDocs) integracaoDocs(app);
  // The Console da Operadora's API (issue 38, decision 0040): staff sessions and roles, its own CSRF.
  await app.register(consoleArea, { prefix: CONSOLE_PREFIX });
  // Its OpenAPI 3.1, with the member API's (API_DOCS).
  if (config.apiDocs) consoleDocs(app);
  // Their webhooks: each instance delivers from the shared outbox (decision 0025).
  await app.register(entregasWebhook);

  // The Console da Operadora's app (issue 38) after its API, before the member app's files.
  if (serveConsole) {
    consoleFallback = await registerStaticConsole(app, {
      consoleDist: config.consoleDist,
      consolePublicUrl: config.consolePublicUrl,
      nomeOperadora: async () =>
        (await getParametros({ ...ctx, nomes: ['NOME_OPERADORA'], leitor: 'publico' }))[0]?.valor ?? null,
      // The page brings the console CSRF token: the sign-in screen's first call is a POST.
      antesDeEnviar: (request, reply) => app.consoleCsrf.reemitir(request, reply),
    });
  }
  if (serveWeb)
    spaFallback = await registerStaticWeb(
      app,
      config.webDist,
      () => readStartupAnswers(ctx),
      marcaNaPagina(app),
    );
  return app;
}
