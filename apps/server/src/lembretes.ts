// `npm run lembretes -w @portal/server` (= `node apps/server/dist/lembretes.js`, after the build): sends the due
// appointment reminders once and the notices of the day (issue 42), each once however often it runs: the bills
// (available, due in 3 days, overdue; modules/financeiro/avisos-faturas.service.ts), the network's locations
// leaving a member's plan (modules/facilidades/avisos-rede.service.ts) and new terms of use to accept
// (modules/shell/avisos-termos.service.ts). It also keeps the audit trail's monthly partitions (decision 0057):
// the months ahead, and with AUDITORIA_RETENCAO_MESES (never under 6) the months wholly past the retention
// detached and dropped. The operator schedules it, e.g. hourly, with the same environment as the portal.
// With the embedded database run it while the portal is stopped: PGlite is one process's. The app is built
// only for its configured notifier (SMTP/SMS, or the outbox and log in local use); nothing listens. Closing the app waits for every message to be handed over.
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { descreverManutencao, manterAuditoria, retencaoDoAmbiente } from './db/auditoria-particoes.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { avisarMudancasDaRede } from './modules/facilidades/avisos-rede.service.js';
import { avisarFaturas } from './modules/financeiro/avisos-faturas.service.js';
import { avisarNovosTermos } from './modules/shell/avisos-termos.service.js';
import { enviarLembretes } from './modules/saude/lembretes.service.js';

const config = loadConfig();
// A retention under the legal minimum stops the command before it sends anything (Portuguese message).
const retencaoAuditoria = retencaoDoAmbiente();
const handle = openDatabase(databaseTarget(config), { pool: config.pool });
try {
  await handle.migrate();
  const app = await buildApp({ config, db: handle.db });
  const enviados = await enviarLembretes(app);
  const faturas = await avisarFaturas(app);
  const rede = await avisarMudancasDaRede(app);
  const termos = await avisarNovosTermos(app);
  await app.close();
  const auditoria = await manterAuditoria(handle.db, retencaoAuditoria);
  process.stdout.write(
    `lembretes: ${enviados} enviado(s); faturas: ${faturas} aviso(s) verificados; rede: ${rede} mudança(s); termos: ${termos} conta(s)\n` +
      `${descreverManutencao(auditoria)}\n`,
  );
} finally {
  await handle.close();
}
