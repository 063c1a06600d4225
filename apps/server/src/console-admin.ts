// `npm run console:admin -w @portal/server -- criar --email … --nome …` (issue 38; = `node
// apps/server/dist/console-admin.js` after the build; `console:admin:dev` runs the sources): the console's
// first administrator and their enrolment link (modules/console/comando-admin.ts). Same environment as the
// portal (DATABASE_URL or the embedded database; with the embedded one, run it while the portal is
// stopped: PGlite belongs to one process). Migrates first, so it works on a database the portal never
// started on.
import { loadConfig } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { systemClock, systemRandom } from './platform/clock.js';
import { executarComandoAdmin } from './modules/console/comando-admin.js';

const config = loadConfig();
const handle = openDatabase(databaseTarget(config), { pool: config.pool });
try {
  await handle.migrate();
  process.exitCode = await executarComandoAdmin(process.argv.slice(2), {
    db: handle.db,
    config,
    clock: systemClock,
    random: systemRandom,
    escrever: (linha) => process.stdout.write(`${linha}\n`),
  });
} finally {
  await handle.close();
}
