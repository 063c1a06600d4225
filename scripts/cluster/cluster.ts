// The production layout on this machine (issue 18, decision 0023), all on 127.0.0.1 in a throwaway folder under
// /tmp: a PostgreSQL 15 cluster, an S3-compatible server (s3rver) with the bucket `portal`, portal instances
// (`node apps/server/dist/main.js`, so `npm run build` first) and HAProxy in front with health checks. Used by
// `npm run cluster` (main.ts) and by the fault suite (`npm run test:faults`, scripts/faults).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { closeSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { HOST, exited, freePort, run, runAsync, waitFor200 } from './processes.js';
import { ReplicaLocal } from './replica.js';

export const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = join(ROOT, 'apps/server/dist/main.js');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const HAPROXY = '/usr/sbin/haproxy';
const BUCKET = 'portal';
/** s3rver's built-in account: the only credentials it accepts. */
const S3_KEY = 'S3RVER';

/** What this file uses of s3rver (a devDependency of the server, without type declarations). */
type S3rverClass = new (options: Record<string, unknown>) => {
  run(): Promise<unknown>;
  close(): Promise<unknown>;
  httpServer?: { closeAllConnections(): void };
};

export interface ClusterOptions {
  instances: number;
  /** HAProxy's port, or the first free one above it; the other ports are the next free ones. */
  firstPort: number;
  /**
   * 'demo': the instances seed the demo themselves (`SEED_DEMO=true`: one of them does, under a lock).
   * 'e2e': apps/server/scripts/seed-e2e.ts seeds the demo and the e2e pool of fresh families first.
   */
  seed: 'demo' | 'e2e';
  /** Milliseconds an instance keeps serving after SIGTERM while HAProxy takes it out (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /**
   * A streaming replica of the PostgreSQL (replica.ts) the instances read heavy pages from (DATABASE_READ_URL,
   * decision 0060), with this lag bound (DB_READ_MAX_LAG_MS; default the portal's). Absent: no replica.
   */
  replica?: { maxLagMs?: number };
  log: (line: string) => void;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  logFile: string;
  child: ChildProcess | null;
}

/** The problems every start needs solved before anything runs: said in Portuguese, exit 1. */
export function missingTools(): string[] {
  const missing: string[] = [];
  if (!existsSync(MAIN)) missing.push('apps/server/dist/main.js não existe: rode `npm run build` antes.');
  if (!existsSync(`${PG_BIN}/initdb`))
    missing.push('PostgreSQL 15 ausente: apt-get install -y postgresql-15');
  if (!existsSync(HAPROXY)) missing.push('HAProxy ausente: apt-get install -y haproxy');
  return missing;
}

/** A VAPID pair for this cluster's instances (Web Push), as an operator generates one. */
function vapidDoCluster(): Record<string, string> {
  const par = webpush.generateVAPIDKeys();
  return { PORTAL_VAPID_PUBLIC_KEY: par.publicKey, PORTAL_VAPID_PRIVATE_KEY: par.privateKey };
}

export class Cluster {
  readonly base = mkdtempSync('/tmp/portal-cluster-');
  readonly instances: Instance[] = [];
  /** Instances outside HAProxy (spareInstance): a scenario talks to each directly. */
  readonly spares: Instance[] = [];
  readonly metricsToken = randomBytes(24).toString('hex');
  front = '';
  databaseUrl = '';
  private pgData = '';
  private pgPort = 0;
  /** The read replica, when the options ask for one. */
  replica: ReplicaLocal | null = null;
  private haproxy: ChildProcess | null = null;
  private s3Close: (() => Promise<void>) | null = null;
  private env: Record<string, string> = {};
  private stopping: Promise<void> | null = null;
  /** Instances stopped on purpose (a restart, a kill): their exit is not news. */
  private readonly expectedExits = new Set<ChildProcess>();
  private readonly asRoot = process.getuid?.() === 0;

  constructor(private readonly options: ClusterOptions) {
    // The postgres user must reach its folder inside.
    chmodSync(this.base, 0o755);
  }

  /** The environment the instances run with: a server command (e.g. the bulk load) run against the cluster. */
  get serverEnv(): Record<string, string> {
    return { ...this.env };
  }

  get statsSocket(): string {
    return join(this.base, 'haproxy.sock');
  }

  async start(): Promise<void> {
    const { log } = this.options;
    const frontPort = await freePort(this.options.firstPort);
    this.pgPort = await freePort(frontPort + 1);
    const s3Port = await freePort(this.pgPort + 1);
    let last = s3Port;
    for (let k = 0; k < this.options.instances; k++) {
      last = await freePort(last + 1);
      this.instances.push({
        name: `instancia${k + 1}`,
        port: last,
        url: `http://${HOST}:${last}`,
        logFile: join(this.base, `instancia${k + 1}.log`),
        child: null,
      });
    }
    this.front = `http://${HOST}:${frontPort}`;
    log(`pasta ${this.base}`);

    this.databaseUrl = this.startPostgres();
    log(`PostgreSQL 15: ${this.databaseUrl}`);
    if (this.options.replica) {
      // Made from the still empty primary: the seed and the migrations reach it by streaming.
      this.replica = new ReplicaLocal(
        (tool, args) => this.pgCommand(tool, args),
        join(this.base, 'postgresql'),
        await freePort(last + 1),
      );
      this.replica.create(this.pgPort);
      log(`réplica de leitura (pg_basebackup -R, streaming): ${this.replica.url}`);
    }
    const s3 = await this.startS3(s3Port);
    log(`s3rver: ${s3} (bucket ${BUCKET}, chave ${S3_KEY})`);

    this.env = {
      NODE_ENV: 'production',
      // Demo defaults (local bot-check, outbox, demo accounts) kept on purpose, with the loud warning.
      PORTAL_DEMO: 'true',
      DATABASE_URL: this.databaseUrl,
      SEED_DEMO: this.options.seed === 'demo' ? 'true' : 'false',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Production on PostgreSQL needs the one VAPID pair every instance signs pushes with (decision 0053).
      ...vapidDoCluster(),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      TRUST_PROXY: HOST,
      SHUTDOWN_DRAIN_MS: String(this.options.drainMs),
      PUBLIC_URL: this.front,
      METRICS_TOKEN: this.metricsToken,
      LOG_LEVEL: 'info',
      ...(this.replica ? { DATABASE_READ_URL: this.replica.url } : {}),
      ...(this.options.replica?.maxLagMs
        ? { DB_READ_MAX_LAG_MS: String(this.options.replica.maxLagMs) }
        : {}),
    };

    const started = performance.now();
    if (this.options.seed === 'e2e') {
      await this.seedE2e();
      log(`demonstração e famílias novas semeadas em ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    // Every instance at once: migrations run under an advisory lock and the demo seed (SEED_DEMO) under
    // another, so the first migrates and seeds and the others wait and find it done.
    await Promise.all(this.instances.map((i) => this.startInstance(i, 180)));
    for (const i of this.instances) log(`${i.name}: ${i.url} (log ${i.logFile})`);
    log(`instâncias prontas em ${((performance.now() - started) / 1000).toFixed(1)} s`);

    this.startHaproxy(frontPort);
    await waitFor200(`${this.front}/api/health`, 20, 'HAProxy');
    log(`HAProxy: ${this.front} (configuração ${join(this.base, 'haproxy.cfg')})`);
  }

  // --- PostgreSQL 15 ------------------------------------------------------------------------------------
  /** Runs a PostgreSQL tool, as the postgres user when this script runs as root (initdb refuses root). */
  private pgTool(tool: string, args: string[]): void {
    run(...this.pgCommand(tool, args), tool);
  }

  private pgCommand(tool: string, args: string[]): [string, string[]] {
    return this.asRoot
      ? ['runuser', ['-u', 'postgres', '--', `${PG_BIN}/${tool}`, ...args]]
      : [`${PG_BIN}/${tool}`, args];
  }

  private startPostgres(): string {
    const dir = join(this.base, 'postgresql');
    mkdirSync(dir);
    if (this.asRoot) {
      const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
      chownSync(dir, id('-u'), id('-g'));
    }
    this.pgData = join(dir, 'data');
    this.pgTool('initdb', [
      '-D',
      this.pgData,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    this.pgTool('pg_ctl', this.pgCtlArgs('start'));
    this.pgTool('createdb', ['-h', HOST, '-p', String(this.pgPort), '-U', 'postgres', 'portal']);
    return `postgres://postgres@${HOST}:${this.pgPort}/portal`;
  }

  private pgCtlArgs(action: 'start' | 'restart'): string[] {
    const dir = join(this.base, 'postgresql');
    return [
      '-D',
      this.pgData,
      '-l',
      join(dir, 'log'),
      '-w',
      ...(action === 'restart' ? ['-m', 'fast'] : []),
      '-o',
      `-p ${this.pgPort} -k ${dir} -c listen_addresses=${HOST}`,
      action,
    ];
  }

  /** `pg_ctl restart -m fast`: every connection is cut; the server is back when the promise settles. */
  async restartPostgres(): Promise<void> {
    await runAsync(...this.pgCommand('pg_ctl', this.pgCtlArgs('restart')), 'pg_ctl restart');
  }

  // --- s3rver -----------------------------------------------------------------------------------------------
  private async startS3(port: number): Promise<string> {
    const S3rver = createRequire(join(ROOT, 'apps/server/package.json'))('s3rver') as S3rverClass;
    const server = new S3rver({
      address: HOST,
      port,
      silent: true,
      directory: join(this.base, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    await server.run();
    this.s3Close = async () => {
      const closing = server.close();
      server.httpServer?.closeAllConnections();
      await closing;
    };
    return `http://${HOST}:${port}`;
  }

  // --- portal instances ---------------------------------------------------------------------------------------
  /** Not spawnSync: s3rver answers the seed's uploads from this process's event loop. */
  private async seedE2e(): Promise<void> {
    await runAsync(
      process.execPath,
      ['--conditions=portal-source', '--import', 'tsx', 'apps/server/scripts/seed-e2e.ts'],
      'seed-e2e',
      {
        cwd: ROOT,
        env: { ...process.env, ...this.env, NODE_ENV: 'development', DATA_DIR: join(this.base, 'seed') },
      },
    );
  }

  /** A new instance outside HAProxy's list, on the next free port; started with startInstance. */
  async spareInstance(name: string): Promise<Instance> {
    const ports = [...this.instances, ...this.spares].map((i) => i.port);
    const port = await freePort(Math.max(...ports) + 1);
    const spare = {
      name,
      port,
      url: `http://${HOST}:${port}`,
      logFile: join(this.base, `${name}.log`),
      child: null,
    };
    this.spares.push(spare);
    return spare;
  }

  /**
   * Starts (or starts again) an instance and waits until it answers ready. `env`: settings of its own over the
   * cluster's (a spare with another SHUTDOWN_DRAIN_MS).
   */
  async startInstance(instance: Instance, seconds = 120, env: Record<string, string> = {}): Promise<void> {
    const dataDir = join(this.base, instance.name);
    mkdirSync(dataDir, { recursive: true });
    // Straight into its log file (appended across restarts): no reading of every line in this process,
    // which also runs the fault suite's load.
    const out = openSync(instance.logFile, 'a');
    // CLUSTER_CPU_PROF=<folder>: each instance writes a V8 CPU profile there when it stops (where the time goes).
    const profile = process.env.CLUSTER_CPU_PROF;
    const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    const child = spawn(process.execPath, [...flags, MAIN], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, ...env, PORT: String(instance.port), HOST, DATA_DIR: dataDir },
      stdio: ['ignore', out, out],
      // Its own process group: Ctrl-C in the terminal reaches the script only, which stops the pieces in order.
      detached: true,
    });
    closeSync(out);
    instance.child = child;
    child.once('exit', (code, signal) => {
      if (!this.stopping && instance.child === child && !this.expectedExits.has(child))
        this.options.log(
          `${instance.name} saiu sozinha (${code ?? signal}); fim do log:\n${this.tail(instance)}`,
        );
    });
    try {
      await waitFor200(`${instance.url}/api/ready`, seconds, instance.name);
    } catch (error) {
      throw new Error(`${String(error)}\n${this.tail(instance)}`);
    }
  }

  /** Sends `signal` to an instance and waits for it to exit (SIGKILL after 30 s). Answers the exit code. */
  async stopInstance(instance: Instance, signal: NodeJS.Signals): Promise<number | string> {
    const child = instance.child;
    if (!child) return 'não estava rodando';
    this.expectedExits.add(child);
    child.kill(signal);
    return exited(child, 30_000);
  }

  private tail(instance: Instance): string {
    try {
      return readFileSync(instance.logFile, 'utf8').split('\n').slice(-15).join('\n');
    } catch {
      return '(sem log)';
    }
  }

  // --- HAProxy ------------------------------------------------------------------------------------------------
  private haproxyConfig(port: number): string {
    return `# Generated by scripts/cluster/cluster.ts (README "Produção").
global
    maxconn 4096
    # Server states for the fault suite (show stat); a file only this user reaches.
    stats socket ${this.statsSocket} mode 600 level operator

defaults
    mode http
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout http-request 10s
    timeout check 3s
    # The client's address for the portal's per-IP limits and audit (TRUST_PROXY=${HOST} there).
    option forwardfor
    # A request that could not reach an instance, or got no answer, or a 503 goes to another one. Only reads are
    # retried after they reached an instance (disable-l7-retry in the backend): a lost write may have committed.
    # A connection that failed is retried for every method: nothing reached an instance.
    retries 2
    retry-on conn-failure empty-response 503
    option redispatch

frontend portal
    bind ${HOST}:${port}
    # One id follows the request into the instance's log lines (it trusts ids from TRUST_PROXY).
    http-request set-header X-Request-Id %[uuid()] unless { req.hdr(x-request-id) -m found }
    # Which instance answered: only this local cluster says so (the smoke check counts it).
    http-response set-header X-Servidor %s
    default_backend instancias

backend instancias
    http-request disable-l7-retry unless METH_GET || METH_HEAD
    balance roundrobin
    option httpchk GET /api/ready
    http-check expect status 200
    default-server inter 1s fall 2 rise 2
${this.instances.map((s) => `    server ${s.name} ${HOST}:${s.port} check`).join('\n')}
`;
  }

  private startHaproxy(port: number): void {
    const config = join(this.base, 'haproxy.cfg');
    writeFileSync(config, this.haproxyConfig(port));
    run(HAPROXY, ['-c', '-q', '-f', config], 'configuração do HAProxy');
    const child = spawn(HAPROXY, ['-db', '-f', config], {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    child.once('exit', (code, signal) => {
      if (!this.stopping) this.options.log(`HAProxy saiu sozinho (${code ?? signal})`);
    });
    this.haproxy = child;
  }

  /** Each server's state as HAProxy sees it ('UP', 'DOWN', 'UP 1/2', …), from its stats socket. */
  serverStates(): Promise<Map<string, string>> {
    return new Promise((done, fail) => {
      const socket = connect(this.statsSocket);
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('error', fail);
      socket.on('end', () => {
        const [header, ...rows] = text.trim().split('\n');
        const columns = (header ?? '').replace(/^# /, '').split(',');
        const pxname = columns.indexOf('pxname');
        const svname = columns.indexOf('svname');
        const status = columns.indexOf('status');
        const states = new Map<string, string>();
        for (const row of rows) {
          const cells = row.split(',');
          if (cells[pxname] === 'instancias' && !['BACKEND', 'FRONTEND'].includes(cells[svname] ?? ''))
            states.set(cells[svname] ?? '', cells[status] ?? '');
        }
        done(states);
      });
      socket.end('show stat\n');
    });
  }

  // --- stopping ---------------------------------------------------------------------------------------------
  /** Stops what started, in reverse (instances with SIGTERM, HAProxy, s3rver, `pg_ctl stop`), removes the folder. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      const { log } = this.options;
      log('encerrando…');
      const since = performance.now();
      const codes = await Promise.all(
        [...this.instances, ...this.spares]
          .filter((i) => i.child)
          .map(async (i) => `${i.name}: ${await this.stopInstance(i, 'SIGTERM')}`),
      );
      if (codes.length > 0) log(`instâncias encerradas com SIGTERM (código de saída) — ${codes.join(', ')}`);
      if (this.haproxy) {
        this.haproxy.kill('SIGTERM');
        await exited(this.haproxy, 5000);
      }
      await this.s3Close?.().catch(() => {});
      this.replica?.stop();
      if (this.pgData) {
        try {
          this.pgTool('pg_ctl', ['-D', this.pgData, '-m', 'fast', 'stop']);
        } catch (error) {
          console.error(String(error));
        }
      }
      rmSync(this.base, { recursive: true, force: true });
      log(
        `pasta ${this.base} removida; tudo encerrado em ${((performance.now() - since) / 1000).toFixed(1)} s`,
      );
    })();
    return this.stopping;
  }
}
