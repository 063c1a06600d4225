// Prepares the e2e database before the portal starts (e2e/playwright.config.ts runs it, then main.js):
// migrations, the demo seed, and the pool of fresh families that journeys changing state claim one by
// one (e2e/support/family.ts). The embedded database admits one process at a time, so this runs and
// closes before the server opens it; no test-only route is needed.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatIsoDate, operatorDate } from '@portal/domain';
import { e2eFamilyPool } from '@portal/test-support/fresh-families';
import { DIA_DEMO_FILE } from '@portal/test-support/dia-demo';
import { E2E_INTEGRACAO, E2E_PRESTADOR, E2E_WEBHOOK } from '@portal/test-support/integracao';
import { loadConfig } from '../src/config.js';
import { databaseTarget, openDatabase } from '../src/db/client.js';
import { storeSeedFiles } from '../src/db/seed/reembolsos.js';
import { isDatabaseEmpty, seedDemo } from '../src/db/seed/seed.js';
import { systemClock, systemRandom } from '../src/platform/clock.js';
import { eq, sql } from 'drizzle-orm';
import { integracaoEventos } from '../src/db/schema/integracao-eventos.js';
import { inserirCliente } from '../src/platform/integracao/credenciais.js';
import { registrarEvento } from '../src/platform/integracao/eventos.js';
import { configurarWebhook } from '../src/platform/integracao/webhooks.js';
import { createStorage } from '../src/platform/storage/create-storage.js';
import { insertFreshFamilies } from '../src/test/fresh-family.js';

const config = loadConfig();
const handle = openDatabase(databaseTarget(config));
try {
  await handle.migrate();
  if (!(await isDatabaseEmpty(handle.db)))
    throw new Error('seed-e2e: o banco já tem dados; use uma pasta nova');
  // One demo day for the whole seed, written beside the database: the journeys read it
  // (e2e/support/dia-demo.ts) to expect seeded dates, so a run that crosses midnight in São Paulo after
  // seeding still agrees with the seed (the screens' own defaults keep following the real today).
  const hoje = operatorDate(systemClock());
  await seedDemo(handle.db, { hoje, segredoSessao: config.sessionSecret });
  const pool = await insertFreshFamilies(handle.db, e2eFamilyPool(), hoje);
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(join(config.dataDir, DIA_DEMO_FILE), `${formatIsoDate(hoje)}\n`);
  // The seeded reimbursements' files (demo and fresh families share two stored files).
  await storeSeedFiles(createStorage(config.storage), handle.db);
  // The operator system of the integration journey (decision 0024), with fixed credentials.
  await inserirCliente(handle.db, {
    ...E2E_INTEGRACAO,
    nome: 'ERP das jornadas',
    escopos: ['faturamento:escrita', 'solicitacoes:escrita'],
    clock: systemClock,
  });
  // The provider checking the attendance token in its journey (e2e/meus-dados/token-atendimento.spec.ts).
  await inserirCliente(handle.db, {
    ...E2E_PRESTADOR,
    escopos: ['tokens-atendimento:validacao'],
    clock: systemClock,
  });
  // The webhook journey's client (e2e/console/integracao.spec.ts): a webhook to the journey's receiver on
  // loopback (allowed outside production, decision 0038) and one event, whose delivery fails until the
  // receiver is up and answers 2xx; the journey retries it from the console.
  await inserirCliente(handle.db, {
    clientId: E2E_WEBHOOK.clientId,
    segredo: E2E_WEBHOOK.segredo,
    nome: 'ERP dos webhooks (jornada)',
    escopos: ['eventos:leitura'],
    clock: systemClock,
  });
  await configurarWebhook(handle.db, {
    clientId: E2E_WEBHOOK.clientId,
    url: `http://127.0.0.1:${E2E_WEBHOOK.portaReceptor(config.port)}/webhook`,
    segredo: E2E_WEBHOOK.segredoWebhook,
    clock: systemClock,
    random: systemRandom,
    chave: config.integracao.webhook.chave,
    producao: config.production,
  });
  await handle.db.transaction(async (tx) => {
    await registrarEvento(tx, {
      clock: systemClock,
      pessoaId: E2E_WEBHOOK.pessoaId,
      evento: { tipo: 'dados-pessoais.alterados', dados: { campos: ['telefone'] } },
    });
    await tx
      .update(integracaoEventos)
      .set({ eventoId: E2E_WEBHOOK.eventoId })
      .where(eq(integracaoEventos.id, sql`(select max(${integracaoEventos.id}) from ${integracaoEventos})`));
  });
  process.stdout.write(`seed-e2e: demonstração e ${pool.length} famílias novas\n`);
} finally {
  await handle.close();
}
