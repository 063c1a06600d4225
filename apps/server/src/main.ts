// Process entry: config → database (migrate, seed an empty demo database) → app → listen.
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_MODE_WARNING } from './config/production.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { LeituraReplica } from './db/replica-leitura.js';
import { storeSeedFiles } from './db/seed/reembolsos.js';
import { seedDemoIfEmpty } from './db/seed/seed.js';
import { linkAgendamentoPublico } from './shared-domain/link-agendamento.js';
import { appendToOutboxFile, outboxFileIn } from './platform/notify/outbox-notifier.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase(databaseTarget(config), { pool: config.pool });
  await handle.migrate();
  const seeded = config.seedDemo
    ? await seedDemoIfEmpty(handle.db, { segredoSessao: config.sessionSecret })
    : null;
  const seeding = seeded !== null;

  // The read replica (decision 0060): its first lag check before traffic; a replica down at start only
  // means reads on the primary until a check finds it.
  const replica =
    config.replica && handle.pool
      ? new LeituraReplica(handle.pool, { ...config.replica, pool: config.pool })
      : undefined;
  await replica?.iniciar();

  const app = await buildApp({
    config,
    db: handle.db,
    ...(handle.poolStats ? { poolStats: handle.poolStats } : {}),
    ...(replica ? { replica } : {}),
  });
  // The seeded reimbursements' files go into the configured storage (the database holds their keys).
  if (seeding) await storeSeedFiles(app.storage, handle.db);
  // PORTAL_DEMO=true let production keep demo defaults: say so at every start, one line per default.
  if (config.demoWarnings.length > 0)
    app.log.warn({ padroesDeDemonstracao: config.demoWarnings }, DEMO_MODE_WARNING);
  app.log.info(
    { driver: handle.driver, dataDir: config.dataDir, webDist: config.webDist },
    'Portal do Beneficiário: banco pronto',
  );
  // The demo's public scheduling link (one of Maria's appointments) goes to the local mailbox file, where the
  // person trying the portal reads the codes too: a link that opens an appointment without login is a token,
  // and tokens stay out of the log.
  if (seeded?.tokenAgendamentoDemo) {
    const file = outboxFileIn(config.dataDir);
    await appendToOutboxFile({
      file,
      log: app.log,
      at: new Date(),
      title: 'Demonstração: link público de agendamento de uma consulta da Maria (sem login)',
      body: linkAgendamentoPublico(config.publicUrl, seeded.tokenAgendamentoDemo),
    });
    app.log.info({ arquivo: file }, 'Demonstração: link público de agendamento na caixa de saída');
  }

  // Issue 18: on SIGTERM (an orchestrator, a rolling restart) or SIGINT the instance first answers not-ready
  // for SHUTDOWN_DRAIN_MS so the load balancer stops sending to it, then stops accepting and lets the requests
  // in flight finish — cut after SHUTDOWN_TIMEOUT_MS — then closes the pool and exits 0. A request that still
  // arrives on a kept-alive connection meanwhile is served too, never refused with Fastify's English 503
  // (app.ts, return503OnClosing; issue 34, fault scenario 7).
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.markStopping();
    app.log.info({ signal, ...config.shutdown }, 'encerrando');
    const cut = setTimeout(() => {
      app.log.warn('encerrando: requisições ainda em curso foram interrompidas');
      app.server.closeAllConnections();
    }, config.shutdown.drainMs + config.shutdown.timeoutMs);
    cut.unref();
    new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs))
      .then(() => app.close())
      .then(() => replica?.close())
      .then(() => handle.close())
      .then(
        () => {
          app.log.info('encerrado');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'falha ao encerrar');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
