// `npm run lembretes -w @portal/server`: sends the due appointment reminders once (the operator schedules
// it, e.g. hourly). The app is built only for its configured notifier (SMTP/SMS, or the outbox and log in
// local use); nothing listens. Closing the app waits for every message to be handed over.
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { databaseTarget, openDatabase } from '../src/db/client.js';
import { enviarLembretes } from '../src/modules/saude/lembretes.service.js';

const config = loadConfig();
const handle = openDatabase(databaseTarget(config));
try {
  await handle.migrate();
  const app = await buildApp({ config, db: handle.db });
  const enviados = await enviarLembretes(app);
  await app.close();
  process.stdout.write(`lembretes: ${enviados} enviado(s)\n`);
} finally {
  await handle.close();
}
