// `npm run integracao:clientes -w @portal/server -- criar|listar|limite|rotacionar|revogar` (decision 0024) and
// `webhook|eventos-mortos|reenviar` (decision 0025) (= `node apps/server/dist/integracao-clientes.js`, after
// the build). Same environment as the portal
// (DATABASE_URL or the embedded database; with the embedded one, run it while the portal is stopped: PGlite
// belongs to one process). Migrates first, so it works on a database the portal never started on.
import { loadConfig } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { systemClock, systemRandom } from './platform/clock.js';
import { executarComando } from './platform/integracao/comando.js';

const config = loadConfig();
const handle = openDatabase(databaseTarget(config), { pool: config.pool });
try {
  await handle.migrate();
  process.exitCode = await executarComando(process.argv.slice(2), {
    db: handle.db,
    clock: systemClock,
    random: systemRandom,
    chaveWebhooks: config.integracao.webhook.chave,
    producao: config.production,
    limitePadrao: config.integracao.maxPorMinuto,
    escrever: (linha) => process.stdout.write(`${linha}\n`),
  });
} finally {
  await handle.close();
}
