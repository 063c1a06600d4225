// `npm run lembretes -w @portal/server` (= `node apps/server/dist/lembretes.js`, after the build): sends the due
// appointment reminders once and the bill notices of the day (issue 42: available, due in 3 days, overdue —
// each once, however often it runs; modules/financeiro/avisos-faturas.service.ts). The operator schedules it,
// e.g. hourly, with the same environment as the portal.
// With the embedded database run it while the portal is stopped: PGlite is one process's. The app is built
// only for its configured notifier (SMTP/SMS, or the outbox and log in local use); nothing listens. Closing the app waits for every message to be handed over.
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { avisarFaturas } from './modules/financeiro/avisos-faturas.service.js';
import { enviarLembretes } from './modules/saude/lembretes.service.js';

const config = loadConfig();
const handle = openDatabase(databaseTarget(config), { pool: config.pool });
try {
  await handle.migrate();
  const app = await buildApp({ config, db: handle.db });
  const enviados = await enviarLembretes(app);
  const faturas = await avisarFaturas(app);
  await app.close();
  process.stdout.write(`lembretes: ${enviados} enviado(s); faturas: ${faturas} aviso(s) verificados\n`);
} finally {
  await handle.close();
}
