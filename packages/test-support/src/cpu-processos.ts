// The CPU each process of this machine has used so far, from /proc (Linux): what the fault suite splits among the
// portal's instances, PostgreSQL and the rest (scripts/faults/cpu.ts), and what the member benches print per call
// for the server and the database (apps/server/src/test/bench-carga.ts). One reader for both.
import { readdirSync, readFileSync, statSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux: /proc counts CPU time in these

/** One process's CPU seconds (user + system) and name, from /proc/<pid>/stat; null once it is gone. */
export function cpuDoProcesso(pid: number): { nome: string; segundos: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name sits in parentheses and may hold spaces or parentheses; the fields after it are fixed.
    const nome = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { nome, segundos: (Number(campos[11]) + Number(campos[12])) / TICKS };
  } catch {
    return null;
  }
}

export interface ProcessoComCpu {
  pid: number;
  nome: string;
  /** The owner's user id. */
  dono: number;
  segundos: number;
}

/** Every process alive now with its CPU so far (those that end while being read are left out). */
export function processosComCpu(): ProcessoComCpu[] {
  const processos: ProcessoComCpu[] = [];
  for (const entrada of readdirSync('/proc')) {
    const pid = Number(entrada);
    if (!Number.isInteger(pid)) continue;
    const cpu = cpuDoProcesso(pid);
    if (!cpu) continue;
    try {
      processos.push({ pid, ...cpu, dono: statSync(`/proc/${entrada}`).uid });
    } catch {
      // gone between its stat and its owner
    }
  }
  return processos;
}
