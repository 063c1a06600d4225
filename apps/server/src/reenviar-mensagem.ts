// `npm run reenviar-mensagem -w @portal/server -- <id>` (= `node apps/server/dist/reenviar-mensagem.js <id>`,
// after the build): sends the outbox message `id` (caixa_saida_notificacoes) again, attachments included,
// through the configured notifier (platform/notify/reenviar.ts). With the embedded database run it while the
// portal is stopped: PGlite is one process's. Closing the app waits for the message to be handed over.
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { reenviarMensagem } from './platform/notify/reenviar.js';

const id = Number(process.argv[2]);
if (!Number.isInteger(id) || id <= 0) {
  process.stderr.write('uso: npm run reenviar-mensagem -w @portal/server -- <id da mensagem>\n');
  process.exit(2);
}
const config = loadConfig();
const handle = openDatabase(databaseTarget(config), { pool: config.pool });
try {
  await handle.migrate();
  const app = await buildApp({ config, db: handle.db });
  const achou = await reenviarMensagem(app, id);
  await app.close();
  process.stdout.write(achou ? `mensagem ${id} reenviada\n` : `mensagem ${id} não encontrada\n`);
  if (!achou) process.exitCode = 1;
} finally {
  await handle.close();
}
