// The doors that take a random credential count refusals per address, not calls (issue 34, platform/rate-limits.ts):
// past LOGIN_MAX_PER_IP refusals a wrong credential answers 429 unaudited, while the right one from the same
// address still passes. The counts are shared by two instances over one database, and a burst of concurrent
// refusals gets exactly the budget (also on PostgreSQL when TEST_DATABASE_URL is set).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { agendamentoPublicoEndpoints } from '@portal/domain/contract/saude/agendamento-publico';
import { freshAgendamentoToken } from '@portal/test-support/fresh-families';
import { auditoria } from '../db/schema/audit.js';
import { urlDe } from '../test/contrato.js';
import { insertFreshFamily } from '../test/fresh-family.js';
import { basic, novoCliente, TOKEN_URL, type ClienteTeste } from '../test/integracao.js';
import { withDemo, type TestHarness } from '../test/test-app.js';

const MAX = 3;
const JANELA_MS = 15 * 60_000;

const demo = withDemo();
let h: TestHarness;
/** Two instances over one database, each with a budget of MAX refusals per address in 15 minutes. */
let instancias: FastifyInstance[];
let cliente: ClienteTeste;
let tokenAgendamento: string;

beforeAll(async () => {
  h = demo.h;
  const env = { LOGIN_MAX_PER_IP: String(MAX), LOGIN_WINDOW_MINUTES: '15' };
  instancias = await Promise.all([h.newApp({ env }), h.newApp({ env })]);
  cliente = await novoCliente(h.database.db, h.clock, ['faturamento:escrita']);
  const familia = await insertFreshFamily(h.database.db, 'ativa', 6);
  tokenAgendamento = freshAgendamentoToken(familia.titular.cpf);
});

/** `n` calls at once, spread over both instances. */
const rajada = (n: number, chamada: (app: FastifyInstance) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => chamada(instancias[i % 2]!)));

const codigos = (respostas: LightMyRequestResponse[]) => respostas.map((r) => r.statusCode).sort();

const auditadasDe = async (ip: string) =>
  (await h.database.db.select().from(auditoria).where(eq(auditoria.ip, ip))).length;

describe('integration token call', () => {
  const pedir = (app: FastifyInstance, ip: string, segredo: string) =>
    app.inject({
      method: 'POST',
      url: TOKEN_URL,
      remoteAddress: ip,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(cliente.clientId, segredo),
      },
      payload: 'grant_type=client_credentials',
    });

  it('past the budget a wrong secret is 429 unaudited; the right one from that address still gets a token', async () => {
    const IP = '203.0.113.10';
    const erradas = await rajada(MAX + 4, (app) => pedir(app, IP, 'x'.repeat(43)));
    expect(codigos(erradas)).toEqual([...Array<number>(MAX).fill(401), ...Array<number>(4).fill(429)]);
    const alem = erradas.find((r) => r.statusCode === 429)!;
    expect(alem.json()).toEqual({ mensagem: SERVER_MESSAGES.tooManyAttempts });
    expect(Number(alem.headers['retry-after'])).toBeGreaterThan(0);
    expect(await auditadasDe(IP)).toBe(MAX);

    for (const app of instancias) {
      const certa = await pedir(app, IP, cliente.segredo);
      expect(certa.statusCode, certa.body).toBe(200);
    }
    // Successes spend nothing: still 429 for a wrong one, and another address has its own budget.
    expect((await pedir(instancias[0]!, IP, 'y'.repeat(43))).statusCode).toBe(429);
    expect((await pedir(instancias[1]!, '203.0.113.11', 'y'.repeat(43))).statusCode).toBe(401);
    h.clock.advance(JANELA_MS);
    expect((await pedir(instancias[1]!, IP, 'y'.repeat(43))).statusCode).toBe(401);
  });
});

describe('public appointment link', () => {
  const listar = (app: FastifyInstance, ip: string, token: string) =>
    app.inject({
      method: 'GET',
      url: urlDe(agendamentoPublicoEndpoints.listagem),
      remoteAddress: ip,
      headers: { 'x-origin': WEB_ORIGIN_HEADER_VALUE, 'x-token-servico': token },
    });

  it('past the budget a random token is 429 unaudited; the real token from that address still opens', async () => {
    const IP = '203.0.113.20';
    const aleatorios = await rajada(MAX + 4, (app) => listar(app, IP, 'z'.repeat(43)));
    expect(codigos(aleatorios)).toEqual([...Array<number>(MAX).fill(404), ...Array<number>(4).fill(429)]);
    expect(await auditadasDe(IP)).toBe(MAX);

    for (const app of instancias) {
      const real = await listar(app, IP, tokenAgendamento);
      expect(real.statusCode, real.body).toBe(200);
    }
    expect(await auditadasDe(IP)).toBe(MAX + 2);
    expect((await listar(instancias[0]!, IP, 'w'.repeat(43))).statusCode).toBe(429);
    expect((await listar(instancias[1]!, '203.0.113.21', 'w'.repeat(43))).statusCode).toBe(404);
  });
});
