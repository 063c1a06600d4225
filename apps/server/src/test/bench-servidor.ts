// The app served over HTTP for the benches' simultaneous callers (bench-carga.ts): a process of its own, as
// `npm run bench` serves the member reads (scripts/bench-server.mjs), so the callers' work (autocannon, in the
// bench's process) never runs on the server's event loop. The app on the bench's database
// (BENCH_SERVIDOR_BANCO, already migrated, seeded and loaded), on the tests' clock, its limits out of reach, the
// callers' addresses taken from X-Forwarded-For (127.0.0.1 trusted). Tells its parent the port it listens on.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { contas } from '../db/schema/auth.js';
import { openDatabase } from '../db/client.js';
import { configDeBench } from './bench-carga.js';
import { TEST_NOW } from './test-database.js';

/**
 * BENCH_PISO=1: the same run's floor beside the app (issue 11, scripts/bench-server.mjs; bench:escala): a bare
 * Fastify route doing one primary-key select through the same database client and pool, none of the portal's
 * hooks — what no member read can beat on this machine.
 */
async function servirPiso(db: Database) {
  const [conta] = await db.select({ id: contas.id }).from(contas).limit(1);
  const piso = Fastify({ logger: false });
  piso.get('/piso', async () => {
    const [linha] = await db
      .select({ id: contas.id, pessoaId: contas.pessoaId })
      .from(contas)
      .where(eq(contas.id, conta!.id));
    return linha;
  });
  await piso.listen({ port: 0, host: '127.0.0.1' });
  return piso;
}

const databaseUrl = process.env.BENCH_SERVIDOR_BANCO;
if (!databaseUrl) throw new Error('BENCH_SERVIDOR_BANCO: o banco do bench');
const config = configDeBench({ TRUST_PROXY: '127.0.0.1' });
const handle = openDatabase({ databaseUrl }, { pool: config.pool });
const agora = new Date(TEST_NOW);
const app = await buildApp({ config, db: handle.db, clock: () => agora });
await app.listen({ port: 0, host: '127.0.0.1' });
const piso = process.env.BENCH_PISO === '1' ? await servirPiso(handle.db) : undefined;
process.send?.({
  porta: (app.server.address() as AddressInfo).port,
  ...(piso ? { portaPiso: (piso.server.address() as AddressInfo).port } : {}),
});
process.once('disconnect', () => {
  void Promise.all([app.close(), piso?.close()])
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
