// The Guia Médico's search served over HTTP for bench:rede's simultaneous callers: a process of its own, as
// `npm run bench` serves the member reads (scripts/bench-server.mjs), so the callers' work (autocannon, in
// bench:rede's process) never runs on the server's event loop. The app on the bench's database
// (BENCH_SERVIDOR_BANCO, already migrated, seeded and loaded), on the tests' clock, the per-address counter on
// with a limit no caller reaches, the callers' addresses taken from X-Forwarded-For (127.0.0.1 trusted).
// Tells its parent the port it listens on.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { TEST_NOW, TEST_SESSION_SECRET } from './test-database.js';

const databaseUrl = process.env.BENCH_SERVIDOR_BANCO;
if (!databaseUrl) throw new Error('BENCH_SERVIDOR_BANCO: o banco do bench');
const config = loadConfig({
  SESSION_SECRET: TEST_SESSION_SECRET,
  LOG_LEVEL: 'silent',
  DATA_DIR: '/nonexistent/portal-bench-data',
  WEB_DIST: '/nonexistent/portal-web-dist',
  CONSOLE_DIST: '/nonexistent/portal-console-dist',
  INTEGRACAO_WEBHOOK_INTERVALO_MS: '0',
  GUIA_MEDICO_MAX_POR_MINUTO: '1000000',
  DB_POOL_MAX: process.env.BENCH_POOL ?? '10',
  TRUST_PROXY: '127.0.0.1',
});
const handle = openDatabase({ databaseUrl }, { pool: config.pool });
const agora = new Date(TEST_NOW);
const app = await buildApp({ config, db: handle.db, clock: () => agora });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ porta: (app.server.address() as AddressInfo).port });
process.once('disconnect', () => {
  void app
    .close()
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
