// Small process and network helpers shared by the local cluster (cluster.ts) and the fault suite.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

export const HOST = '127.0.0.1';

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Hands out ports 127.0.0.1 can listen on, never the same one twice in this process. */
const taken = new Set<number>();
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < 65535; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((done) => {
      const probe = createServer();
      probe.once('error', () => done(false));
      probe.listen(port, HOST, () => probe.close(() => done(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`nenhuma porta livre a partir de ${from}`);
}

/** Polls `url` until it answers 200, for at most `seconds`. */
export async function waitFor200(url: string, seconds: number, what: string): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      /* not up yet */
    }
    await wait(250);
  }
  throw new Error(`${what} não ficou pronto em ${seconds} s (${url})`);
}

/** Waits for a child to exit, SIGKILL after `ms`. Answers its exit code (or the signal's name). */
export function exited(child: ChildProcess, ms: number): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode ?? 'desconhecido');
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(kill);
      done(code ?? signal ?? 'desconhecido');
    });
  });
}

/** Runs a command to its end; throws with its output when it fails. */
export function run(command: string, args: string[], what = command): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what} falhou:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** `run` without blocking this process's event loop (the fault suite's load keeps running meanwhile). */
export function runAsync(
  command: string,
  args: string[],
  what = command,
  options: SpawnOptions = {},
): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done(output) : fail(new Error(`${what} falhou:\n${output}`))));
  });
}
