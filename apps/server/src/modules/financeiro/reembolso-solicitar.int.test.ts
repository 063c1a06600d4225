// The filing of a reimbursement (issue 14): the protocol and the RN 623 deadline across a holiday, the
// e-mail, idempotency (a replay, other dados under the same key, 20 identical submits at once) and the
// atomicity of files and request when the storage fails midway. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (CI), where the 20 submits really race.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';
import { FINANCEIRO_MESSAGES, onlyDigits } from '@portal/domain';
import type { ReembolsoSolicitado } from '@portal/domain/contract/financeiro/reembolso';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import { protocolos } from '../../db/schema/protocolos.js';
import { reembolsoArquivos, reembolsos } from '../../db/schema/reembolso.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { cartaoDe, dadosValidos, postReembolso, storedFiles } from '../../test/reembolso.js';
import { samplePdf, samplePng } from '../../test/sample-files.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestHarness, login, type TestHarness } from '../../test/test-app.js';
import { UPLOADS_SEM_TETO } from '../../test/uploads.js';
import { TEST_NOW } from '../../test/test-database.js';

let h: TestHarness;
let storageDir: string;
let f: FreshFamily;
let titular: TestAgent;
let cartao: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'reembolso-solicitar-'));
  h = await createTestHarness({
    env: {
      STORAGE_DIR: storageDir,
      // The 20 identical submits must race in the database, not stop at the upload door.
      ...UPLOADS_SEM_TETO,
    },
  });
  f = await insertFreshFamily(h.database.db, 'ativa', 1);
  titular = await login(h.app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
  cartao = await cartaoDe(titular, f.titular.cpf);
});
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

const doisArquivos = async () => [
  { field: 'notaFiscais', fileName: 'recibo.pdf', bytes: await samplePdf('Recibo') },
  { field: 'boletinsAtendimento', fileName: 'foto.png', bytes: samplePng() },
];

const rowsDaChave = (chave: string) =>
  h.database.db.select().from(reembolsos).where(eq(reembolsos.chaveIdempotencia, chave));

describe('the protocol and the answer deadline (RN 623: 7 business days, national holidays excluded)', () => {
  it('filed on Tuesday 17/11/2026: Consciência Negra (Friday 20/11) is skipped → 27/11', async () => {
    h.clock.set('2026-11-17T15:00:00.000Z');
    try {
      // A session of that day (the file's own one is months old by then).
      const agent = await login(h.app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
      const dados = dadosValidos(cartao, f.titular, { dataAtendimento: '16/11/2026' });
      const response = await postReembolso(agent, f.titular.cpf, dados);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<ReembolsoSolicitado>();
      expect(body).toMatchObject({ dataReembolso: '2026-11-17', prazoResposta: '2026-11-27' });
      expect(body.protocolo).toMatch(/^34567820261117\d{6}$/);
      expect(body.mensagem).toBe(
        `Solicitação de reembolso registrada. Protocolo n° ${body.protocolo}. A operadora responde até 27/11/2026.`,
      );
      expect(body.reembolso).toMatchObject({ situacao: 'SOLICITADO', valorSolicitadoCentavos: 25000 });
      // The member is e-mailed the protocol and the deadline, without the CPF.
      await h.app.notify.drain();
      const [mail] = await h.database.db
        .select()
        .from(caixaSaidaNotificacoes)
        .where(eq(caixaSaidaNotificacoes.destino, f.titular.email!));
      expect(mail?.texto).toContain(body.mensagem);
      expect(mail?.texto).not.toContain(onlyDigits(f.titular.cpf));
    } finally {
      h.clock.set(TEST_NOW);
    }
  });
});

describe('idempotency (the key the client made, unique per filer in the database)', () => {
  it('the same key again answers 200 with the first body; with other dados 409', async () => {
    const dados = dadosValidos(cartao, f.titular);
    const first = await postReembolso(titular, f.titular.cpf, dados);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postReembolso(titular, f.titular.cpf, dados);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const outros = await postReembolso(titular, f.titular.cpf, { ...dados, valorAtendimentoCentavos: 26000 });
    expect(outros.statusCode).toBe(409);
    expect(outros.json()).toEqual({ mensagem: FINANCEIRO_MESSAGES.idempotencyConflict });
    expect(await rowsDaChave(dados.chaveIdempotencia)).toHaveLength(1);
  });

  it('20 identical submits at once make exactly one request; every answer carries its protocol', async () => {
    const dados = dadosValidos(cartao, f.titular);
    const filesBefore = (await storedFiles(storageDir)).length;
    const files = await doisArquivos();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postReembolso(titular, f.titular.cpf, dados, files)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(
      statuses.filter((s) => s === 201),
      responses.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const bodies = responses.map((r) => r.json<ReembolsoSolicitado>());
    expect(new Set(bodies.map((b) => b.protocolo)).size).toBe(1);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const rows = await rowsDaChave(dados.chaveIdempotencia);
    expect(rows).toHaveLength(1);
    // Only the winner's two files stay in the storage: the losers discarded theirs.
    const arquivos = await h.database.db
      .select()
      .from(reembolsoArquivos)
      .where(eq(reembolsoArquivos.reembolsoId, rows[0]!.id));
    expect(arquivos).toHaveLength(2);
    expect((await storedFiles(storageDir)).length).toBe(filesBefore + 2);
  });
});

describe('files and request are stored atomically', () => {
  /** The local storage, failing on its 2nd write (a disk that fills up midway). */
  function failingOnSecondWrite(): FileStorage {
    const inner = createLocalStorage({ directory: storageDir });
    let writes = 0;
    return {
      ...inner,
      put: async (key, body, options) => {
        writes += 1;
        if (writes === 2) throw new Error('disco cheio');
        return inner.put(key, body, options);
      },
      get: (key) => inner.get(key),
      delete: (key) => inner.delete(key),
      exists: (key) => inner.exists(key),
    };
  }

  it('storage failing on the 2nd file leaves no request, no file and no protocol used', async () => {
    const app = await h.newApp({ env: { STORAGE_DIR: storageDir }, storage: failingOnSecondWrite() });
    const agent = await login(app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
    const dados = dadosValidos(cartao, f.titular);
    const filesBefore = await storedFiles(storageDir);
    const protocolosBefore = await h.database.db.select().from(protocolos);
    const response = await postReembolso(agent, f.titular.cpf, dados, await doisArquivos());
    expect(response.statusCode).toBe(500);
    expect(await rowsDaChave(dados.chaveIdempotencia)).toHaveLength(0);
    expect(await storedFiles(storageDir)).toEqual(filesBefore);
    expect(await h.database.db.select().from(protocolos)).toHaveLength(protocolosBefore.length);
    // The same submission then goes through on a healthy storage (the key was never used).
    const retry = await postReembolso(titular, f.titular.cpf, dados, await doisArquivos());
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('a database failure after the files were stored discards them (the card row vanished)', async () => {
    const dados = dadosValidos(cartao, f.titular, { tipoAtendimento: 'EXAME' });
    const filesBefore = await storedFiles(storageDir);
    // A request whose insert fails: the value passes the rule (operator max raised) but not the column.
    await h.database.db.execute(
      "update parametros_operadora set valor = '9999999999' where nome = 'REEMBOLSO_VALOR_MAXIMO_CENTAVOS'",
    );
    try {
      const response = await postReembolso(titular, f.titular.cpf, {
        ...dados,
        valorAtendimentoCentavos: 3_000_000_000,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(await rowsDaChave(dados.chaveIdempotencia)).toHaveLength(0);
      expect(await storedFiles(storageDir)).toEqual(filesBefore);
    } finally {
      await h.database.db.execute(
        "update parametros_operadora set valor = '5000000' where nome = 'REEMBOLSO_VALOR_MAXIMO_CENTAVOS'",
      );
    }
  });
});
