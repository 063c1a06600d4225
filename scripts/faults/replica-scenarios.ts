// The read replica's fault scenarios (issue 43, decision 0060), on the cluster's streaming replica
// (scripts/cluster/replica.ts):
// 8. the replica killed under a load of heavy reads → they go on from the primary: 0 failed requests (a read cut
//    mid-statement is retried there), and the instances take the replica back once it is up again;
// 9. the replica paused (pg_wal_replay_pause) → a member's read right after their own write shows it, through
//    HAProxy on whichever instance; the same read without the read-your-writes cookie is the control (it must
//    find the replica stale at least once, or the scenario proved nothing); past the lag bound every instance
//    leaves the replica; resumed, they all take it back.
import { addDays, formatIsoDate, onlyDigits, operatorDate } from '@portal/domain';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { acessosDadosEndpoints } from '@portal/domain/contract/meus-dados/acessos-dados';
import { freshFamily, FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import type { Cluster } from '../cluster/cluster.js';
import { Member } from '../cluster/member.js';
import { wait } from '../cluster/processes.js';
import type { Read } from './load.js';
import { describe, firstFailures, newLoad, type Outcome, type Settings } from './scenarios.js';

/** The read-your-writes cookie (apps/server/src/platform/leitura.ts). */
const ESCRITA_COOKIE = 'portal_escrita';
/** The `ativa` family of scenario 9 (the load's are 0–45, the shutdown's 46, the login limit's 47). */
const LAG_FAMILY = 48;

/** Quem Acessou Meus Dados over the last week: an audit search, one of the reads the replica serves. */
function acessos(member: Member) {
  const hoje = operatorDate(new Date());
  const query = { inicio: formatIsoDate(addDays(hoje, -6)), fim: formatIsoDate(hoje) };
  return member.call(acessosDadosEndpoints.lista, { query });
}

/** Heavy reads mostly, beside the session's own call. */
const HEAVY_READS: Read[] = [
  { name: 'GET /api/usuario', weight: 30, read: (m) => m.call(usuarioEndpoints.usuario) },
  { name: 'GET quem acessou', weight: 70, read: (m) => acessos(m) },
];

interface ReplicaFigures {
  inUse: number;
  reads: Record<string, number>;
}

/** Each instance's replica figures from its /api/metrics (summed reads; how many use the replica now). */
async function replicaFigures(cluster: Cluster): Promise<ReplicaFigures> {
  const figures: ReplicaFigures = { inUse: 0, reads: {} };
  for (const instance of cluster.instances) {
    const response = await fetch(`${instance.url}/api/metrics`, {
      headers: { authorization: `Bearer ${cluster.metricsToken}` },
    });
    const text = await response.text();
    if (/^portal_db_replica_in_use 1$/m.test(text)) figures.inUse += 1;
    for (const [, destino, n] of text.matchAll(/^portal_db_reads_total\{destino="(\w+)"\} (\d+)$/gm))
      figures.reads[destino!] = (figures.reads[destino!] ?? 0) + Number(n);
  }
  return figures;
}

/** Waits until `count` instances use the replica (or, with 0, none does); false after `seconds`. */
async function replicaInUseBy(cluster: Cluster, count: number, seconds: number): Promise<boolean> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if ((await replicaFigures(cluster)).inUse === count) return true;
    await wait(250);
  }
  return false;
}

const delta = (after: ReplicaFigures, before: ReplicaFigures, destino: string) =>
  (after.reads[destino] ?? 0) - (before.reads[destino] ?? 0);

// 8. ------------------------------------------------------------------------------------------------------------
export async function replicaKilled(s: Settings): Promise<Outcome> {
  const { cluster } = s;
  const replica = cluster.replica;
  if (!replica) throw new Error('o cenário da réplica precisa do cluster com réplica');
  const load = newLoad(s, s.writers, HEAVY_READS);
  const start = await replicaFigures(cluster);
  load.start(s.connections - s.writers);
  // Every session starts with a login, a write: its first reads stay on the primary for the read-your-writes
  // window (3 s at the default bound, 6 s at the suite's), so the replica is killed once sessions are past it.
  await wait(10_000);
  const beforeKill = await replicaFigures(cluster);
  await replica.kill();
  const lines = [`réplica morta (pg_ctl stop -m immediate) aos ${load.report().seconds.toFixed(1)} s`];
  await wait(5_000);
  const whileDead = await replicaFigures(cluster);
  await replica.start();
  const back = await replicaInUseBy(cluster, cluster.instances.length, 15);
  lines.push(
    `réplica de volta aos ${load.report().seconds.toFixed(1)} s; ` +
      `${back ? 'todas as instâncias leem dela de novo' : 'NEM TODAS as instâncias voltaram a ela em 15 s'}`,
  );
  await wait(2_000);
  await load.stop();
  const end = await replicaFigures(cluster);
  const report = load.report();
  const before = delta(beforeKill, start, 'replica');
  const primary = delta(whileDead, beforeKill, 'primario') + delta(whileDead, beforeKill, 'recuo');
  const after = delta(end, whileDead, 'replica');
  lines.push(
    `leituras pesadas na réplica antes ${before} (no primário logo depois de uma gravação ` +
      `${delta(beforeKill, start, 'escrita_recente')}); no primário com ela morta ${primary} (refeitas no ` +
      `primário depois de falhar nela ${delta(whileDead, beforeKill, 'recuo')}); na réplica depois ${after}`,
  );
  return {
    name: '8. réplica de leitura morta sob carga de leituras pesadas',
    held: report.failed === 0 && before > 0 && primary > 0 && back && after > 0,
    lines: [...lines, ...describe(report), ...firstFailures(load)],
  };
}

// 9. ------------------------------------------------------------------------------------------------------------
const total = (text: string) => (JSON.parse(text) as { total: number }).total;

export async function replicaLagging(s: Settings): Promise<Outcome> {
  const { cluster } = s;
  const replica = cluster.replica;
  if (!replica) throw new Error('o cenário da réplica precisa do cluster com réplica');
  const cpf = onlyDigits(freshFamily('ativa', LAG_FAMILY).titular.cpf);
  const member = new Member(cluster.front, s.agent, '10.252.0.1');
  if ((await member.login(cpf, FRESH_PASSWORD)).status !== 200)
    throw new Error('o login do cenário da réplica atrasada foi recusado');
  const read = await member.call(dadosPessoaisEndpoints.dados, { params: { cpf } });
  const {
    cpf: _c,
    dataNascimento: _d,
    alteravel: _a,
    ...editable
  } = (JSON.parse(read.text) as { dados: Record<string, unknown> }).dados;
  // Still inside the login's read-your-writes window: the primary's count, the exact starting point.
  let expected = total((await acessos(member)).text);
  await replicaInUseBy(cluster, cluster.instances.length, 10);

  await replica.pause();
  const lines = ['réplica pausada (pg_wal_replay_pause)'];
  const stale: string[] = [];
  let controlStale = 0;
  for (let k = 1; k <= 6; k++) {
    const save = await member.call(dadosPessoaisEndpoints.alterar, {
      params: { cpf },
      body: { ...editable, numeroIdentidade: `R9-${k}-${Date.now() % 100_000}` },
    });
    if (save.status >= 300)
      throw new Error(`gravação ${k} recusada: ${save.status} ${save.text.slice(0, 120)}`);
    expected += 1;
    // The member's own next read, through HAProxy (round robin: another instance each time).
    const own = await acessos(member);
    if (own.status !== 200 || total(own.text) < expected)
      stale.push(
        `leitura ${k} em ${String(own.headers['x-servidor'])}: ${own.status} total ${total(own.text)}`,
      );
    // The control: the same read from a browser without the cookie.
    member.forget(ESCRITA_COOKIE);
    const control = await acessos(member);
    if (control.status === 200 && total(control.text) < expected) controlStale += 1;
    await wait(250);
  }
  lines.push(
    `6 gravações, cada uma lida logo depois: ${stale.length} leituras sem a própria gravação; ` +
      `controle sem o cookie: ${controlStale} de 6 leram a réplica desatualizada`,
    ...stale,
  );
  // The primary wrote past what the replica holds: beyond the bound every instance leaves it.
  const left = await replicaInUseBy(cluster, 0, 20);
  const afterBound = await acessos(member);
  const freshAfterBound = afterBound.status === 200 && total(afterBound.text) >= expected;
  lines.push(
    `além do limite de atraso: ${left ? 'nenhuma instância lê da réplica' : 'ALGUMA instância ainda lê dela'}; ` +
      `leitura sem o cookie ${freshAfterBound ? 'atualizada (primário)' : 'DESATUALIZADA'}`,
  );
  await replica.resume();
  const back = await replicaInUseBy(cluster, cluster.instances.length, 15);
  lines.push(`réplica retomada: ${back ? 'todas as instâncias leem dela de novo' : 'NEM TODAS voltaram'}`);
  return {
    name: '9. réplica atrasada: a leitura logo depois da própria gravação nunca é velha',
    held: stale.length === 0 && controlStale > 0 && left && freshAfterBound && back,
    lines,
  };
}
