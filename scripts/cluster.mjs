#!/usr/bin/env node
// `npm run cluster` (issue 18, decision 0023): the production layout on this machine, all on 127.0.0.1, in a
// throwaway folder under /tmp — a PostgreSQL 15 cluster, an S3-compatible server (s3rver) with the bucket
// `portal`, three portal instances (`node apps/server/dist/main.js`, so `npm run build` first) and HAProxy in
// front with health checks. It prints every address and runs until Ctrl-C (SIGINT) or SIGTERM, then stops
// what it started (instances with SIGTERM, HAProxy, s3rver, `pg_ctl stop`) and removes the folder.
//
// `npm run cluster -- --check`: starts it, signs Maria in through HAProxy, reads /api/usuario nine times,
// prints which instance answered each call (HAProxy's X-Servidor header) and each instance's own request
// count (its /api/metrics), then stops; exit code 0 only when every check held.
//
// CLUSTER_PORT (default 8080): HAProxy's port, or the first free one above it; the other ports are the next
// free ones. Not part of `npm test` or CI.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = resolve(import.meta.dirname, '..');
const MAIN = join(ROOT, 'apps/server/dist/main.js');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const HAPROXY = '/usr/sbin/haproxy';
const HOST = '127.0.0.1';
const BUCKET = 'portal';
const INSTANCES = 3;
const CHECK = process.argv.includes('--check');
/** s3rver's built-in account: the only credentials it accepts. */
const S3_KEY = 'S3RVER';
const MARIA = { cpf: '39053344705', senha: 'Portal@2026' };

const log = (line) => console.log(`[cluster] ${line}`);

function requireTool(ok, message) {
  if (!ok) {
    console.error(`[cluster] ${message}`);
    process.exit(1);
  }
}
requireTool(existsSync(MAIN), 'apps/server/dist/main.js não existe: rode `npm run build` antes.');
requireTool(existsSync(`${PG_BIN}/initdb`), `PostgreSQL 15 ausente: apt-get install -y postgresql-15`);
requireTool(existsSync(HAPROXY), 'HAProxy ausente: apt-get install -y haproxy');

/** The first port ≥ `from` that 127.0.0.1 can listen on and that no earlier call handed out. */
const taken = new Set();
async function freePort(from) {
  for (let port = from; port < 65535; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise((done) => {
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

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200, for at most `seconds`. */
async function waitFor200(url, seconds, what) {
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

// --- everything started, so that stop() can undo it in reverse ----------------------------------------
const base = mkdtempSync('/tmp/portal-cluster-');
// The postgres user must reach its folder inside.
chmodSync(base, 0o755);
const asRoot = process.getuid?.() === 0;
const instances = [];
let haproxy;
let s3;
let pgData;
let stopping;

/** Runs a PostgreSQL tool, as the postgres user when this script runs as root (initdb refuses root). */
function pgTool(tool, args) {
  const command = asRoot ? 'runuser' : `${PG_BIN}/${tool}`;
  const argv = asRoot ? ['-u', 'postgres', '--', `${PG_BIN}/${tool}`, ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} falhou:\n${result.stdout}${result.stderr}`);
}

/** Waits for a child to exit, SIGKILL after `ms`. Answers its exit code (or the signal's name). */
function exited(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode);
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(kill);
      done(code ?? signal);
    });
  });
}

function stop() {
  stopping ??= (async () => {
    log('encerrando…');
    const since = performance.now();
    const codes = await Promise.all(
      instances.map(async ({ name, child }) => {
        child.kill('SIGTERM');
        return `${name}: ${await exited(child, 30_000)}`;
      }),
    );
    if (codes.length > 0) log(`instâncias encerradas com SIGTERM (código de saída) — ${codes.join(', ')}`);
    if (haproxy) {
      haproxy.kill('SIGTERM');
      await exited(haproxy, 5000);
    }
    if (s3) await s3.close().catch(() => {});
    if (pgData) {
      try {
        pgTool('pg_ctl', ['-D', pgData, '-m', 'fast', 'stop']);
      } catch (error) {
        console.error(String(error));
      }
    }
    rmSync(base, { recursive: true, force: true });
    log(`pasta ${base} removida; tudo encerrado em ${((performance.now() - since) / 1000).toFixed(1)} s`);
  })();
  return stopping;
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    void stop().then(() => process.exit(CHECK ? 1 : 0));
  });
}

// --- 1. PostgreSQL 15 ---------------------------------------------------------------------------------
async function startPostgres(port) {
  const dir = join(base, 'postgresql');
  mkdirSync(dir);
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout), Number(gid.stdout));
  }
  pgData = join(dir, 'data');
  pgTool('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pgTool('pg_ctl', [
    '-D',
    pgData,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=${HOST}`,
    'start',
  ]);
  pgTool('createdb', ['-h', HOST, '-p', String(port), '-U', 'postgres', 'portal']);
  return `postgres://postgres@${HOST}:${port}/portal`;
}

// --- 2. s3rver ------------------------------------------------------------------------------------------
async function startS3(port) {
  const S3rver = createRequire(join(ROOT, 'apps/server/package.json'))('s3rver');
  const server = new S3rver({
    address: HOST,
    port,
    silent: true,
    directory: join(base, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  return {
    endpoint: `http://${HOST}:${port}`,
    close: async () => {
      const closing = server.close();
      server.httpServer?.closeAllConnections();
      await closing;
    },
  };
}

// --- 3. portal instances --------------------------------------------------------------------------------
function startInstance(name, port, env) {
  const dataDir = join(base, name);
  mkdirSync(dataDir);
  const logFile = join(base, `${name}.log`);
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in the terminal reaches this script only, which stops the pieces in order.
    detached: true,
  });
  // Every line to the instance's log file; warnings and errors also to this console, prefixed.
  const file = createWriteStream(logFile);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      file.write(`${line}\n`);
      let level = 50;
      let msg = line;
      try {
        ({ level, msg } = JSON.parse(line));
      } catch {
        /* not JSON: show it */
      }
      if (level >= 40) console.log(`[${name}] ${msg}`);
    });
  }
  child.once('exit', (code, signal) => {
    file.end();
    if (!stopping) log(`${name} saiu sozinha (${code ?? signal}); log em ${logFile}`);
  });
  const instance = { name, port, child, url: `http://${HOST}:${port}`, logFile };
  instances.push(instance);
  return instance;
}

// --- 4. HAProxy -------------------------------------------------------------------------------------------
function haproxyConfig(port, servers) {
  return `# Generated by scripts/cluster.mjs (README "Produção").
global
    maxconn 4096

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
${servers.map((s) => `    server ${s.name} ${HOST}:${s.port} check`).join('\n')}
`;
}

function startHaproxy(port, servers) {
  const config = join(base, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, servers));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`configuração do HAProxy recusada:\n${check.stdout}${check.stderr}`);
  const child = spawn(HAPROXY, ['-db', '-f', config], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.once('exit', (code, signal) => {
    if (!stopping) log(`HAProxy saiu sozinho (${code ?? signal})`);
  });
  return child;
}

// --- the smoke check ----------------------------------------------------------------------------------------
/** The cookies a response sets, into `jar`. */
function keepCookies(response, jar) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
}
const cookieHeader = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');

/** /api/usuario answers (status 200) counted by the instance's own metrics. */
async function usuarioCount(instance, token) {
  const text = await (
    await fetch(`${instance.url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('portal_http_requests_total{') &&
        l.includes('method="GET"') &&
        l.includes('route="/api/usuario"') &&
        l.includes('status="200"'),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function smoke(front, metricsToken) {
  const failures = [];
  const expect = (ok, what) => {
    if (!ok) failures.push(what);
  };
  const headers = { 'x-origin': 'PORTAL_WEB' };
  const jar = new Map();

  // HAProxy marks a server up after `rise 2` good checks one second apart: wait for all three.
  const seen = new Set();
  const until = Date.now() + 20_000;
  while (seen.size < INSTANCES && Date.now() < until) {
    const r = await fetch(`${front}/api/health`);
    seen.add(r.headers.get('x-servidor'));
    await wait(100);
  }
  expect(seen.size === INSTANCES, `HAProxy encaminhou a ${seen.size} de ${INSTANCES} instâncias`);

  const status = await fetch(`${front}/api/bemmais/status`, { headers });
  keepCookies(status, jar);
  const login = await fetch(`${front}/api/login`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      authorization: `Basic ${b64(`${b64(MARIA.cpf)}:${b64(MARIA.senha)}`)}`,
      'x-csrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      cookie: cookieHeader(jar),
    },
    body: JSON.stringify({ token: 'cluster' }),
  });
  keepCookies(login, jar);
  log(`login de Maria via HAProxy: ${login.status} (atendido por ${login.headers.get('x-servidor')})`);
  expect(login.status === 200, `login respondeu ${login.status}`);

  const before = await Promise.all(instances.map((i) => usuarioCount(i, metricsToken)));
  const calls = 9;
  const byServer = new Map();
  const requestIds = new Set();
  for (let n = 0; n < calls; n++) {
    const started = performance.now();
    const r = await fetch(`${front}/api/usuario`, { headers: { ...headers, cookie: cookieHeader(jar) } });
    const ms = (performance.now() - started).toFixed(1);
    const body = await r.json();
    const server = r.headers.get('x-servidor');
    const id = r.headers.get('x-request-id');
    requestIds.add(id);
    byServer.set(server, (byServer.get(server) ?? 0) + 1);
    log(`GET /api/usuario #${n + 1}: ${r.status} ${server} x-request-id ${id} (${ms} ms)`);
    expect(r.status === 200 && typeof body === 'object', `GET /api/usuario #${n + 1} respondeu ${r.status}`);
  }
  expect(byServer.size === INSTANCES, `respostas de ${byServer.size} instâncias, não ${INSTANCES}`);
  expect(requestIds.size === calls && !requestIds.has(null), 'cada resposta com um x-request-id próprio');

  const after = await Promise.all(instances.map((i) => usuarioCount(i, metricsToken)));
  const perInstance = instances.map((i, k) => `${i.name} ${after[k] - before[k]}`);
  log(
    `GET /api/usuario por instância (X-Servidor): ${[...byServer].map(([s, c]) => `${s} ${c}`).join(', ')}`,
  );
  log(`GET /api/usuario 200 por instância (/api/metrics de cada uma): ${perInstance.join(', ')}`);
  expect(
    instances.every((i, k) => after[k] - before[k] === (byServer.get(i.name) ?? 0)),
    'as métricas de cada instância contam o que o HAProxy encaminhou a ela',
  );

  // An id the client (or an edge proxy) sent is kept through HAProxy, which trusts it, into the instance.
  const ownId = `cluster-${randomBytes(6).toString('hex')}`;
  const echoed = await fetch(`${front}/api/health`, { headers: { 'x-request-id': ownId } });
  log(`x-request-id enviado ${ownId} → devolvido ${echoed.headers.get('x-request-id')}`);
  expect(echoed.headers.get('x-request-id') === ownId, 'x-request-id enviado ao HAProxy mantido');

  return failures;
}

// --- main ---------------------------------------------------------------------------------------------------
let exitCode = 0;
try {
  const first = Number(process.env.CLUSTER_PORT ?? 8080);
  const frontPort = await freePort(first);
  const pgPort = await freePort(frontPort + 1);
  const s3Port = await freePort(pgPort + 1);
  const instancePorts = [];
  for (let k = 0; k < INSTANCES; k++)
    instancePorts.push(await freePort((instancePorts.at(-1) ?? s3Port) + 1));
  const front = `http://${HOST}:${frontPort}`;
  log(`pasta ${base}`);

  const databaseUrl = await startPostgres(pgPort);
  log(`PostgreSQL 15: ${databaseUrl}`);
  s3 = await startS3(s3Port);
  log(`s3rver: ${s3.endpoint} (bucket ${BUCKET}, chave ${S3_KEY})`);

  const metricsToken = randomBytes(24).toString('hex');
  const env = {
    NODE_ENV: 'production',
    // Demo defaults (local bot-check, outbox, demo accounts) kept on purpose, with the loud warning.
    PORTAL_DEMO: 'true',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
    TRUST_PROXY: HOST,
    SHUTDOWN_DRAIN_MS: '3000',
    PUBLIC_URL: front,
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'info',
  };
  // The first instance migrates and seeds the empty database (and puts the seed's files in the bucket)
  // before it listens; the others start once it is ready. Started together they would all find the
  // database empty — migrations are serialised by an advisory lock, the demo seed is not.
  const names = instancePorts.map((port, k) => ({ name: `instancia${k + 1}`, port }));
  const started = performance.now();
  const [one, ...others] = names;
  const firstInstance = startInstance(one.name, one.port, env);
  await waitFor200(`${firstInstance.url}/api/ready`, 180, one.name);
  const rest = others.map((s) => startInstance(s.name, s.port, env));
  await Promise.all(rest.map((i) => waitFor200(`${i.url}/api/ready`, 120, i.name)));
  for (const i of instances) log(`${i.name}: ${i.url} (log ${i.logFile})`);
  log(`instâncias prontas em ${((performance.now() - started) / 1000).toFixed(1)} s`);

  haproxy = startHaproxy(frontPort, names);
  await waitFor200(`${front}/api/health`, 20, 'HAProxy');
  log(`HAProxy: ${front} (configuração ${join(base, 'haproxy.cfg')})`);
  log(`métricas: curl -H 'Authorization: Bearer ${metricsToken}' ${firstInstance.url}/api/metrics`);

  if (CHECK) {
    const failures = await smoke(front, metricsToken);
    for (const f of failures) console.error(`[cluster] FALHOU: ${f}`);
    log(failures.length === 0 ? 'verificação: tudo certo' : `verificação: ${failures.length} falha(s)`);
    exitCode = failures.length === 0 ? 0 : 1;
  } else {
    log(`portal em ${front} (contas de demonstração no README). Ctrl-C encerra tudo.`);
    await new Promise(() => {});
  }
} catch (error) {
  if (!interrupted) {
    console.error(error);
    exitCode = 1;
  }
}
await stop();
process.exit(exitCode);
