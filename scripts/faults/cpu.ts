// Where the machine's CPU went during a scenario: seconds of CPU per group of processes (the portal instances,
// PostgreSQL, HAProxy, this suite's own load, everything else) between two snapshots, from `ps` and /proc/stat.
// Printed with the steady load's figures so that a slow run says which part was short of CPU.
import { readFileSync } from 'node:fs';
import { processosComCpu } from '@portal/test-support/cpu-processos';
import { run } from '../cluster/processes.js';

interface Snapshot {
  perPid: Map<number, { group: string; seconds: number }>;
  machineBusy: number;
  machineTotal: number;
}

const TICKS = 100; // USER_HZ on Linux: /proc counts CPU time in these

function machine(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const values = fields.map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

/** The postgres user's id: its processes are the database's. */
const postgresUid = Number(run('id', ['-u', 'postgres']).trim());

/** `instancePids`: the portal instances' process ids now (they change across restarts). */
export function snapshot(instancePids: Set<number>): Snapshot {
  const perPid = new Map<number, { group: string; seconds: number }>();
  for (const { pid, nome, dono, segundos } of processosComCpu()) {
    const group = instancePids.has(pid)
      ? 'instâncias do portal'
      : pid === process.pid
        ? 'carga (este processo)'
        : dono === postgresUid
          ? 'PostgreSQL'
          : nome === 'haproxy'
            ? 'HAProxy'
            : 'outros';
    perPid.set(pid, { group, seconds: segundos });
  }
  const { busy, total } = machine();
  return { perPid, machineBusy: busy, machineTotal: total };
}

/** CPU seconds per group between two snapshots (processes that ended in between are not counted). */
export function cpuBetween(before: Snapshot, after: Snapshot): string {
  const groups = new Map<string, number>();
  for (const [pid, now] of after.perPid) {
    const spent = now.seconds - (before.perPid.get(pid)?.seconds ?? 0);
    groups.set(now.group, (groups.get(now.group) ?? 0) + spent);
  }
  const wall = after.machineTotal - before.machineTotal || 1;
  const busy = after.machineBusy - before.machineBusy;
  const parts = [...groups]
    .filter(([, s]) => s > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([group, s]) => `${group} ${s.toFixed(1)} s`);
  return `CPU: máquina ${((busy / wall) * 100).toFixed(0)} % ocupada; ${parts.join(', ')}`;
}
