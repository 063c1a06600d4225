// Issue 34: the upload door's ceilings and the daily filing limits, through the real routes. One account
// holding two uploads open gets 429 for a third (in Portuguese, before a byte of it is kept); a member at
// the day's ceiling of any of the four filings is told 429 at once, and nothing is stored; the last slot of
// the day goes to exactly one of many filings racing for it (the count is one atomic upsert inside the
// filing's transaction). Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (CI), where the
// racing transactions really run in parallel.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';
import { onlyDigits, SERVER_MESSAGES } from '@portal/domain';
import { debitoContaEndpoints } from '@portal/domain/contract/financeiro/debito-conta';
import { reembolsoEndpoints } from '@portal/domain/contract/financeiro/reembolso';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import { solicitacaoAutorizacaoEndpoints } from '@portal/domain/contract/saude/solicitacao-autorizacao';
import { enviosDiarios, LIMITES_DIARIOS, type TipoEnvioLimitado } from '../../db/schema/envios-diarios.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { reembolsos } from '../../db/schema/reembolso.js';
import { chamar } from '../../test/contrato.js';
import { contaIdDe } from '../../test/demo-ids.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { multipartBody } from '../../test/multipart.js';
import { cartaoDe, dadosValidos, postReembolso, storedFiles } from '../../test/reembolso.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestHarness, login, type TestHarness } from '../../test/test-app.js';
import { TEST_NOW } from '../../test/test-database.js';
import { UPLOADS_SEM_TETO } from '../../test/uploads.js';
import { consumirCotaDiaria } from './limite-diario.js';

let h: TestHarness;
let storageDir: string;
let f: FreshFamily;
let titular: TestAgent;
let cartao: string;
let contaId: number;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'upload-limits-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir } });
  f = await insertFreshFamily(h.database.db, 'ativa', 1);
  titular = await login(h.app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
  cartao = await cartaoDe(titular, f.titular.cpf);
  contaId = await contaIdDe(h.database.db, onlyDigits(f.titular.cpf));
});
afterAll(async () => {
  await h?.close();
  await rm(storageDir, { recursive: true, force: true });
});
beforeEach(async () => {
  h.clock.set(TEST_NOW);
  await h.database.db.delete(enviosDiarios);
  await h.database.db
    .delete(parametrosOperadora)
    .where(sql`${parametrosOperadora.nome} like 'LIMITE_DIARIO_%'`);
});

const tooMany = (mensagem: string) => ({ status: 429, body: { mensagem } });
const answer = (r: { statusCode: number; json: () => unknown }) => ({ status: r.statusCode, body: r.json() });

async function setLimite(tipo: TipoEnvioLimitado, valor: number) {
  const nome = LIMITES_DIARIOS[tipo].parametro;
  await h.database.db
    .insert(parametrosOperadora)
    .values({ nome, valor: String(valor) })
    .onConflictDoUpdate({ target: parametrosOperadora.nome, set: { valor: String(valor) } });
}

describe('concurrent uploads of one account (UPLOAD_CONCURRENT_PER_ACCOUNT, 2 by default)', () => {
  it('a third upload while two are still arriving gets 429 in Portuguese; the two then finish', async () => {
    const { payload, headers } = multipartBody(
      { dados: JSON.stringify(dadosValidos(cartao, f.titular)) },
      [],
    );
    // Two filings whose bodies have not finished arriving: each holds a slot meanwhile.
    const bodies = [new PassThrough(), new PassThrough()];
    const held = bodies.map((body) => {
      body.write(payload.subarray(0, 40));
      return chamar(titular, reembolsoEndpoints.solicitar, {
        params: { cpf: onlyDigits(f.titular.cpf) },
        body,
        headers,
      });
    });
    await expect.poll(() => h.app.uploadSlots.inUse, { timeout: 5000 }).toBe(2);

    const third = await postReembolso(titular, f.titular.cpf, dadosValidos(cartao, f.titular));
    expect(answer(third)).toEqual(tooMany(SERVER_MESSAGES.uploadInProgress));

    for (const body of bodies) body.end(payload.subarray(40));
    // Without files the filings are refused by their own rule (a receipt is required): not by the door.
    for (const response of await Promise.all(held)) expect(response.statusCode).toBe(400);
    expect(h.app.uploadSlots.inUse).toBe(0);
    expect((await postReembolso(titular, f.titular.cpf, dadosValidos(cartao, f.titular))).statusCode).toBe(
      201,
    );
  });
});

describe('filings per account per day (operator parameters LIMITE_DIARIO_*)', () => {
  it('the reimbursement past the ceiling gets 429 and stores nothing; the next day counts anew', async () => {
    await setLimite('REEMBOLSO', 2);
    for (let i = 0; i < 2; i += 1) {
      const ok = await postReembolso(titular, f.titular.cpf, dadosValidos(cartao, f.titular));
      expect(ok.statusCode, ok.body).toBe(201);
    }
    const before = await storedFiles(storageDir);
    const refused = await postReembolso(titular, f.titular.cpf, dadosValidos(cartao, f.titular));
    expect(answer(refused)).toEqual(tooMany(SERVER_MESSAGES.dailyFilingLimit));
    expect(await storedFiles(storageDir)).toEqual(before);

    h.clock.advance(24 * 60 * 60 * 1000);
    const agent = await login(h.app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
    const nextDay = await postReembolso(agent, f.titular.cpf, dadosValidos(cartao, f.titular));
    expect(nextDay.statusCode, nextDay.body).toBe(201);
  });

  it('a replay of an accepted filing does not count', async () => {
    await setLimite('REEMBOLSO', 2);
    const dados = dadosValidos(cartao, f.titular);
    expect((await postReembolso(titular, f.titular.cpf, dados)).statusCode).toBe(201);
    expect((await postReembolso(titular, f.titular.cpf, dados)).statusCode).toBe(200);
    expect((await postReembolso(titular, f.titular.cpf, dadosValidos(cartao, f.titular))).statusCode).toBe(
      201,
    );
  });

  it('a refused filing (a rule of its own) gives its slot back', async () => {
    await setLimite('REEMBOLSO', 1);
    const semRecibo = await postReembolso(titular, f.titular.cpf, dadosValidos(cartao, f.titular), []);
    expect(semRecibo.statusCode).toBe(400);
    expect((await postReembolso(titular, f.titular.cpf, dadosValidos(cartao, f.titular))).statusCode).toBe(
      201,
    );
  });

  // The other three filings: at the ceiling, the door answers before the body is read or checked.
  it.each([
    ['SOLICITACAO_AUTORIZACAO', solicitacaoAutorizacaoEndpoints.solicitar],
    ['DEBITO_CONTA', debitoContaEndpoints.ativar],
    ['CERTIDAO_OBITO', meuPlanoEndpoints.enviarCertidaoObito],
  ] as const)('%s: at the ceiling, 429 before the upload is read', async (tipo, endpoint) => {
    await setLimite(tipo, 3);
    await h.database.db.insert(enviosDiarios).values({ contaId, tipo, dia: '2026-03-10', quantidade: 3 });
    const { payload, headers } = multipartBody({ dados: '{}' }, [
      { field: 'arquivo', fileName: 'a.pdf', bytes: Buffer.alloc(10) },
    ]);
    const response = await chamar(titular, endpoint, { body: payload, headers });
    expect(answer(response)).toEqual(tooMany(SERVER_MESSAGES.dailyFilingLimit));
    expect(h.app.uploadSlots.inUse).toBe(0);
  });

  it('the defaults apply while the parameters are absent', async () => {
    await h.database.db.insert(enviosDiarios).values({
      contaId,
      tipo: 'REEMBOLSO',
      dia: '2026-03-10',
      quantidade: LIMITES_DIARIOS.REEMBOLSO.padrao,
    });
    const response = await postReembolso(titular, f.titular.cpf, dadosValidos(cartao, f.titular));
    expect(answer(response)).toEqual(tooMany(SERVER_MESSAGES.dailyFilingLimit));
  });
});

describe('the last slot of the day, raced', () => {
  it('ten transactions claiming a ceiling of three: exactly three pass, the count stops at three', async () => {
    const cota = { contaId, tipo: 'REEMBOLSO' as const, dia: '2026-03-10', limite: 3 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        h.database.db.transaction(async (tx) => {
          await consumirCotaDiaria(tx, cota);
          // Hold the transaction a moment, as a filing's inserts would, so the others queue on the row.
          await tx.execute(sql`select pg_sleep(0.02)`);
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes.filter((o) => o.status === 'rejected'))
      expect(o.reason).toMatchObject({
        statusCode: 429,
        body: { mensagem: SERVER_MESSAGES.dailyFilingLimit },
      });
    const [row] = await h.database.db
      .select({ quantidade: enviosDiarios.quantidade })
      .from(enviosDiarios)
      .where(and(eq(enviosDiarios.contaId, contaId), eq(enviosDiarios.tipo, 'REEMBOLSO')));
    expect(row?.quantidade).toBe(3);
  });

  it('two reimbursements at once for the last slot: one 201, one 429, one request recorded', async () => {
    // An app whose door lets all six through: they race in the database, not at the concurrency ceiling.
    const app = await h.newApp({ env: { STORAGE_DIR: storageDir, ...UPLOADS_SEM_TETO } });
    const agent = await login(app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
    await setLimite('REEMBOLSO', 3);
    await h.database.db
      .insert(enviosDiarios)
      .values({ contaId, tipo: 'REEMBOLSO', dia: '2026-03-10', quantidade: 2 });
    const before = await h.database.db.select({ id: reembolsos.id }).from(reembolsos);
    const filesBefore = await storedFiles(storageDir);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postReembolso(agent, f.titular.cpf, dadosValidos(cartao, f.titular))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    const after = await h.database.db.select({ id: reembolsos.id }).from(reembolsos);
    expect(after.length - before.length).toBe(1);
    // Only the winner's receipt stays in the storage.
    expect((await storedFiles(storageDir)).length).toBe(filesBefore.length + 1);
  });
});
