// The read replica's router through the API (issue 43, decision 0060), with the real router and a real second
// pool — pointed at the same database, since two PostgreSQL clusters in every CI run of the server tests would
// cost more than they prove; the lag reading is injected. Real streaming replication (pg_basebackup, a replica
// killed, a replica paused) is the fault suite's (scripts/faults). Here: heavy reads go to the second pool
// while it is within the bound and to the primary beyond it; a member who just wrote reads the primary for
// the window, from any instance (a cookie), and the replica again after it; a replica that refuses
// connections costs a retry on the primary, never an error; /api/metrics shows it all. Without
// DATABASE_READ_URL nothing changes (no cookie) — that part runs on PGlite too.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acessosDadosEndpoints } from '@portal/domain/contract/meus-dados/acessos-dados';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { ESCRITA_COOKIE } from '../platform/leitura.js';
import { METRICS_PATH } from '../platform/metrics.js';
import { chamar } from '../test/contrato.js';
import { TestAgent } from '../test/test-agent.js';
import { createTestClock, DEMO, login, testConfig, withDemo } from '../test/test-app.js';
import { testPostgresUrl } from '../test/test-database.js';
import { LeituraReplica } from './replica-leitura.js';

const METRICS_TOKEN = 'metricas-da-replica-0123456789';
const LIMITE_MS = 2_000;
const INTERVALO_MS = 1_000;
const periodo = { query: { inicio: '2026-03-01', fim: '2026-03-10' } };

const demo = withDemo();

describe('without DATABASE_READ_URL', () => {
  it('a write sets no read-your-writes cookie: the primary path is the one it always was', async () => {
    const maria = await login(demo.h.app, DEMO.maria);
    expect(maria.cookies.has(ESCRITA_COOKIE)).toBe(false);
  });

  it('DATABASE_READ_URL without DATABASE_URL is refused (the embedded database has no replica)', () => {
    expect(() =>
      loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATABASE_READ_URL: 'postgres://replica/portal' }),
    ).toThrow('DATABASE_READ_URL exige DATABASE_URL');
  });
});

describe.runIf(Boolean(testPostgresUrl()))('with a read replica, on PostgreSQL', () => {
  let atraso = 0;
  const roteadores: LeituraReplica[] = [];
  const apps: FastifyInstance[] = [];
  const clock = createTestClock();

  /** A router over `url` (default: the test database itself, through a pool of its own). */
  const roteador = (url?: string) => {
    const { pool } = demo.h.database;
    const r = new LeituraReplica(pool!, {
      url: url ?? pool!.options.connectionString!,
      limiteAtrasoMs: LIMITE_MS,
      intervaloMs: INTERVALO_MS,
      pool: { max: 2, statementTimeoutMs: 0, connectionTimeoutMs: 5_000 },
      medirAtraso: () => Promise.resolve(atraso),
    });
    roteadores.push(r);
    return r;
  };
  const appCom = async (replica: LeituraReplica) => {
    const app = await buildApp({
      config: testConfig({ METRICS_TOKEN }),
      db: demo.h.database.db,
      clock,
      replica,
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  const metricas = async (app: FastifyInstance) =>
    (await app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;

  let replica: LeituraReplica;
  let app: FastifyInstance;
  beforeAll(async () => {
    replica = roteador();
    app = await appCom(replica);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(roteadores.map((r) => r.close()));
  });

  it('heavy reads use the replica within the bound and the primary beyond it; metrics say which', async () => {
    atraso = 0;
    await replica.verificar();
    // A write (the login) keeps this browser on the primary for a while: a second browser reads here.
    const maria = await login(app, DEMO.maria);
    maria.cookies.delete(ESCRITA_COOKIE);
    const antes = replica.estado().leituras;
    expect((await chamar(maria, acessosDadosEndpoints.lista, periodo)).statusCode).toBe(200);
    expect(replica.estado().leituras.replica).toBeGreaterThan(antes.replica);
    expect(await metricas(app)).toMatch(/portal_db_replica_in_use 1/);

    atraso = LIMITE_MS + 1;
    await replica.verificar();
    const depois = replica.estado().leituras;
    expect((await chamar(maria, acessosDadosEndpoints.lista, periodo)).statusCode).toBe(200);
    expect(replica.estado().leituras.replica).toBe(depois.replica);
    expect(replica.estado().leituras.primario).toBeGreaterThan(depois.primario);
    const texto = await metricas(app);
    expect(texto).toMatch(/portal_db_replica_in_use 0/);
    expect(texto).toMatch(/portal_db_replica_lag_seconds 2\.001/);
    expect(texto).toMatch(/portal_db_reads_total\{destino="primario"\} [1-9]/);
  });

  it('a member who just wrote reads from the primary on any instance, until the window closes', async () => {
    atraso = 0;
    await replica.verificar();
    const maria = await login(app, DEMO.maria);
    const ate = Number(maria.cookies.get(ESCRITA_COOKIE));
    expect(ate).toBe(clock().getTime() + LIMITE_MS + INTERVALO_MS);
    // Another instance (its own router, the same database) honours the cookie the first one set.
    const outra = roteador();
    await outra.verificar();
    const segunda = await appCom(outra);
    const noOutro = new TestAgent(segunda, { dispositivo: null });
    for (const [nome, valor] of maria.cookies) noOutro.cookies.set(nome, valor);
    expect((await chamar(noOutro, acessosDadosEndpoints.lista, periodo)).statusCode).toBe(200);
    expect(outra.estado().leituras).toMatchObject({ escrita_recente: 1, replica: 0 });

    clock.advance(LIMITE_MS + INTERVALO_MS);
    expect((await chamar(noOutro, acessosDadosEndpoints.lista, periodo)).statusCode).toBe(200);
    expect(outra.estado().leituras.replica).toBeGreaterThan(0);
  });

  it('a replica that refuses connections costs a retry on the primary, never an error', async () => {
    atraso = 0;
    // Nothing listens on port 1: every connection is refused, as with a replica killed.
    const morta = roteador('postgres://postgres@127.0.0.1:1/portal');
    await morta.verificar();
    expect(morta.usaReplica()).toBe(true);
    const comMorta = await appCom(morta);
    const maria = await login(comMorta, DEMO.maria);
    maria.cookies.delete(ESCRITA_COOKIE);
    const resposta = await chamar(maria, acessosDadosEndpoints.lista, periodo);
    expect(resposta.statusCode).toBe(200);
    // The list is two statements: the first retried, the second straight to the primary.
    expect(morta.estado()).toMatchObject({ emUso: false, leituras: { recuo: 1, primario: 1 } });
    // Left out until a check finds it well; the next reads go straight to the primary.
    expect((await chamar(maria, acessosDadosEndpoints.lista, periodo)).statusCode).toBe(200);
    expect(morta.estado().leituras).toMatchObject({ recuo: 1, replica: 0 });
  });
});
