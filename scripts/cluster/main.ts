// `npm run cluster` (issue 18, decision 0023): PostgreSQL 15, s3rver, three portal instances and HAProxy on
// this machine (cluster.ts). It prints every address and runs until Ctrl-C (SIGINT) or SIGTERM, then stops what
// it started and removes its folder.
//
// `npm run cluster -- --check`: starts it, runs the smoke check (smoke.ts), stops; exit code 0 only when every
// check held. CLUSTER_PORT (default 8080): HAProxy's port, or the first free one above it. CLUSTER_REPLICA=1: with
// a streaming read replica (pg_basebackup; DATABASE_READ_URL, decision 0060). Not part of CI: the
// fault suite (`npm run test:faults`) starts the same cluster and runs in CI.
import { Cluster, missingTools } from './cluster.js';
import { smoke } from './smoke.js';

const CHECK = process.argv.includes('--check');
const log = (line: string) => console.log(`[cluster] ${line}`);

for (const problem of missingTools()) {
  console.error(`[cluster] ${problem}`);
  process.exitCode = 1;
}
if (process.exitCode) process.exit();

const cluster = new Cluster({
  instances: 3,
  firstPort: Number(process.env.CLUSTER_PORT ?? 8080),
  seed: 'demo',
  drainMs: 3000,
  ...(process.env.CLUSTER_REPLICA === '1' ? { replica: {} } : {}),
  log,
});
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    void cluster.stop().then(() => process.exit(CHECK ? 1 : 0));
  });
}

let exitCode = 0;
try {
  await cluster.start();
  log(
    `métricas: curl -H 'Authorization: Bearer ${cluster.metricsToken}' ${cluster.instances[0]?.url}/api/metrics`,
  );
  if (CHECK) {
    const failures = await smoke(cluster, log);
    for (const f of failures) console.error(`[cluster] FALHOU: ${f}`);
    log(failures.length === 0 ? 'verificação: tudo certo' : `verificação: ${failures.length} falha(s)`);
    exitCode = failures.length === 0 ? 0 : 1;
  } else {
    log(`portal em ${cluster.front} (contas de demonstração no README). Ctrl-C encerra tudo.`);
    await new Promise(() => {});
  }
} catch (error) {
  if (!interrupted) {
    console.error(error);
    exitCode = 1;
  }
}
await cluster.stop();
process.exit(exitCode);
