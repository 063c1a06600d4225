#!/usr/bin/env node
// The portal as `npm run bench` measures it: apps/server/dist/main.js's start-up (config, database,
// migrations, demo seed, app) plus, on BENCH_FLOOR_PORT, a bare Fastify route doing one primary-key select
// through the same database client and pool: the floor no API handler can beat (issue 11). The floor has
// its own Fastify instance, so none of the portal's hooks run on it.
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { isDatabaseEmpty, seedDemo } from '../apps/server/dist/db/seed/seed.js';
import { contas } from '../apps/server/dist/db/schema/auth.js';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const Fastify = require('fastify');
const { eq } = require('drizzle-orm');

const config = loadConfig();
const handle = openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: join(config.dataDir, 'pglite') },
);
await handle.migrate();
if (config.seedDemo && (await isDatabaseEmpty(handle.db))) await seedDemo(handle.db);

const app = await buildApp({ config, db: handle.db });
await app.listen({ port: config.port, host: config.host });

const [account] = await handle.db.select({ id: contas.id }).from(contas).limit(1);
const floor = Fastify({ logger: false });
floor.get('/floor', async () => {
  const [row] = await handle.db
    .select({ id: contas.id, pessoaId: contas.pessoaId })
    .from(contas)
    .where(eq(contas.id, account.id));
  return row;
});
await floor.listen({ port: Number(process.env.BENCH_FLOOR_PORT), host: config.host });
console.log(
  `bench server: ${handle.driver}, portal on ${config.port}, floor on ${process.env.BENCH_FLOOR_PORT}`,
);

const stop = () =>
  Promise.all([app.close(), floor.close()])
    .then(() => handle.close())
    .finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
