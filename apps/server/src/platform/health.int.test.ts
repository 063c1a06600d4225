// Issue 18: the load balancer's probes, the request id, and what a member gets while the database is away.
import { mkdtempSync, cpSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, SERVER_MESSAGES } from '@portal/domain';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { buildApp } from '../app.js';
import { MIGRATIONS_FOLDER, schema } from '../db/client.js';
import { assertSchemaNotNewer, migrationState, SchemaNewerThanCodeError } from '../db/migration-state.js';
import { urlDe, urlForaDoContrato } from '../test/contrato.js';
import { DEMO, testConfig, withDemo, type TestHarness } from '../test/test-app.js';
import { HEALTH_PATH, READY_PATH, READY_REASONS } from './health.js';
import { errorLogSerializer } from './log-redaction.js';
import { METRICS_PATH } from './metrics.js';
import type { FileStorage } from './storage/file-storage.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});
const STATUS = urlDe(parametrosEndpoints.statusManutencao);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/health and /api/ready', () => {
  it('answer a probe that sends neither x-origin nor the portal host, never cached', async () => {
    for (const [url, body] of [
      [HEALTH_PATH, { status: 'ok' }],
      [READY_PATH, { pronto: true }],
    ] as const) {
      const response = await h.app.inject({ url, headers: { host: '10.0.0.7:3000' } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(body);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('exempt only the probes: other calls still need x-origin and an allowed host', async () => {
    expect((await h.app.inject({ url: STATUS })).statusCode).toBe(400);
    const foreign = await h.app.inject({
      url: STATUS,
      headers: { host: '10.0.0.7:3000', 'x-origin': 'PORTAL_WEB' },
    });
    expect(foreign.statusCode).toBe(421);
    const subindo = urlForaDoContrato(
      `${READY_PATH}/..${usuarioEndpoints.usuario.path}`,
      'um caminho que sai da sonda com ../ para uma rota de membro: não ganha a isenção da sonda',
    );
    expect((await h.app.inject({ url: subindo })).statusCode).toBe(400);
  });

  it('says not ready, with the reason, when the file storage does not answer', async () => {
    const broken: FileStorage = {
      put: () => Promise.reject(new Error('sem rede')),
      get: () => Promise.reject(new Error('sem rede')),
      delete: () => Promise.reject(new Error('sem rede')),
      exists: () => Promise.reject(new Error('sem rede')),
      list: () => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('sem rede')) }) }),
    };
    const app = await h.newApp({ storage: broken });
    const response = await app.inject({ url: READY_PATH });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ pronto: false, motivo: READY_REASONS.storage });
    expect((await app.inject({ url: HEALTH_PATH })).statusCode).toBe(200);
  });

  it('turns not ready for good once the instance is stopping, while still alive', async () => {
    const app = await h.newApp();
    app.markStopping();
    const response = await app.inject({ url: READY_PATH });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ pronto: false, motivo: READY_REASONS.stopping });
    expect((await app.inject({ url: HEALTH_PATH })).statusCode).toBe(200);
  });
});

describe('schema version', () => {
  it('knows every shipped migration is applied', async () => {
    const state = await migrationState(h.database.db, MIGRATIONS_FOLDER);
    expect(state.applied).toBe(state.shipped);
    expect(state.shipped).toBeGreaterThan(10);
    expect(state.databaseIsNewer).toBe(false);
  });

  it('sees pending migrations when the build ships one more than the database has', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-migracoes-'));
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalFile = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] };
      const last = journal.entries.at(-1)!;
      journal.entries.push({ ...last, when: last.when + 1000 });
      writeFileSync(journalFile, JSON.stringify(journal));
      const state = await migrationState(h.database.db, folder);
      expect(state.applied).toBe(state.shipped - 1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses to start on a database migrated by a newer release, but a running instance stays ready', async () => {
    const newer = Date.now() + 365 * 24 * 3600 * 1000;
    await h.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('de-uma-versao-mais-nova', ${newer})`,
    );
    try {
      await expect(assertSchemaNotNewer(h.database.db, MIGRATIONS_FOLDER)).rejects.toThrow(
        SchemaNewerThanCodeError,
      );
      await expect(h.database.migrate()).rejects.toThrow(/migrações mais novas que esta versão do portal/);
      // A rolling upgrade: the new release migrated, this one keeps serving until it is replaced.
      expect((await h.app.inject({ url: READY_PATH })).statusCode).toBe(200);
    } finally {
      await h.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where hash = 'de-uma-versao-mais-nova'`,
      );
    }
    expect((await h.app.inject({ url: READY_PATH })).statusCode).toBe(200);
  });
});

describe('request id', () => {
  const call = (app: typeof h.app, id?: string) =>
    app.inject({
      url: STATUS,
      headers: { 'x-origin': 'PORTAL_WEB', ...(id ? { 'x-request-id': id } : {}) },
    });

  it('gives every answer a new id, ignoring one sent by a client that is not a trusted proxy', async () => {
    const first = await call(h.app);
    const second = await call(h.app, 'escolhido-pelo-cliente');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keeps a trusted proxy's well-formed id, and replaces one that could carry text", async () => {
    const app = await h.newApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    expect((await call(app, 'haproxy-0A1B2C3D')).headers['x-request-id']).toBe('haproxy-0A1B2C3D');
    expect((await call(app, 'nome do beneficiario')).headers['x-request-id']).toMatch(UUID);
  });
});

describe('the database away', () => {
  // A real PostgreSQL client pointed at a port where nothing listens: what an instance sees while the database
  // restarts. Nothing about the request is wrong, so the member gets a 503 to retry, not a 500.
  const pool = new pg.Pool({
    connectionString: 'postgres://portal@127.0.0.1:9/portal',
    connectionTimeoutMillis: 1000,
  });
  afterAll(() => pool.end());

  it('answers 503 in Portuguese, without internals, and ready says the database is unreachable', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'warn' }),
      db: drizzle(pool, { schema }),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const response = await app.inject({
        url: STATUS,
        headers: { 'x-origin': 'PORTAL_WEB' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.serviceUnavailable });
      const ready = await app.inject({ url: READY_PATH });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ pronto: false, motivo: READY_REASONS.database });
      expect(lines.some((line) => line.includes('banco de dados indisponível'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('error log lines', () => {
  it("keep a failed query's text but none of its values", async () => {
    const cpf = '11144477735';
    const error = await h.database.db.execute(sql`select ${cpf}::int as numero`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain(cpf);
    const logged = JSON.stringify(errorLogSerializer(error));
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain(cpf);
  });
});

describe('GET /api/metrics', () => {
  const TOKEN = 'token-do-prometheus-0123456789';

  it('does not exist without METRICS_TOKEN', async () => {
    expect((await h.app.inject({ url: METRICS_PATH })).statusCode).toBe(404);
  });

  it('answers only the scraper with the token: requests per route pattern, latency, event-loop lag', async () => {
    const app = await h.newApp({ env: { METRICS_TOKEN: TOKEN } });
    for (const auth of [undefined, 'Bearer errado', `Basic ${TOKEN}`]) {
      const refused = await app.inject({ url: METRICS_PATH, headers: auth ? { authorization: auth } : {} });
      expect(refused.statusCode, auth).toBe(404);
    }
    const cpf = DEMO.maria;
    await app.inject({
      url: urlDe(dadosPessoaisEndpoints.dados, { params: { cpf } }),
      headers: { 'x-origin': 'PORTAL_WEB' },
    });
    const response = await app.inject({
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}`, host: '10.0.0.7:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain(
      `portal_http_requests_total{method="GET",route="${API_BASE}${dadosPessoaisEndpoints.dados.path}",status="401"} 1`,
    );
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="[^"]+"\}/,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // The audit trail's alarm (decision 0057): the migration created 3 months ahead; no row without its month.
    expect(text).toMatch(/^portal_auditoria_meses_a_frente 3$/m);
    expect(text).toMatch(/^portal_auditoria_linhas_padrao 0$/m);
    expect(text).not.toContain(cpf);
  });
});
