// The shared protocol service (issue 12): ANS format, consecutive numbers per operator day, and — on
// PostgreSQL, where transactions really run at once (DATABASE_URL, as `.ci/run` sets it) — 50
// simultaneous requests get 50 distinct, consecutive numbers, and two simultaneous direct-debit
// activations of one family create one request. PGlite runs one transaction at a time, so there the
// concurrent part proves nothing and is skipped.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { onlyDigits } from '@portal/domain';
import { debitoContaEndpoints } from '@portal/domain/contract/financeiro/debito-conta';
import { debitosConta } from '../db/schema/financeiro.js';
import { gruposFamiliares } from '../db/schema/contratos.js';
import { protocolos } from '../db/schema/protocolos.js';
import { chamar } from '../test/contrato.js';
import { insertFreshFamily } from '../test/fresh-family.js';
import { multipartBody } from '../test/multipart.js';
import { samplePdf, samplePng } from '../test/sample-files.js';
import { createTestHarness, login, type TestHarness } from '../test/test-app.js';
import { UPLOADS_SEM_TETO } from '../test/uploads.js';
import { testPostgresUrl } from '../test/test-database.js';
import { pessoas } from '../db/schema/pessoas.js';
import { newProtocolo } from './protocolo.js';

const onPostgres = Boolean(testPostgresUrl());

let h: TestHarness;
/** Maria of the demo: whom the test protocols are about. */
let pessoaId: number;
beforeAll(async () => {
  h = await createTestHarness({ env: UPLOADS_SEM_TETO });
  const [maria] = await h.database.db
    .select({ id: pessoas.id })
    .from(pessoas)
    .where(eq(pessoas.cpf, '39053344705'));
  pessoaId = maria!.id;
});
afterAll(() => h.close());

const take = (at: string) =>
  h.database.db.transaction((tx) =>
    newProtocolo(tx, {
      clock: () => new Date(at),
      tipo: 'SEGUNDA_VIA_CARTAO',
      pessoaId,
      solicitantePessoaId: pessoaId,
      prazoResposta: null,
    }),
  );

describe('newProtocolo', () => {
  it('is the ANS registration, the São Paulo day and a daily sequence: 20 digits', async () => {
    // 02:30 UTC on the 16th is still the 15th in São Paulo.
    const first = await take('2031-01-16T02:30:00Z');
    const second = await take('2031-01-15T15:00:00Z');
    expect(first).toBe('34567820310115000001');
    expect(second).toBe('34567820310115000002');
    expect(await take('2031-01-16T12:00:00Z')).toBe('34567820310116000001');
  });

  it('gives its number back when the request rolls back (the day stays consecutive)', async () => {
    await expect(
      h.database.db.transaction(async (tx) => {
        await newProtocolo(tx, {
          clock: () => new Date('2031-02-01T12:00:00Z'),
          tipo: 'CERTIDAO_OBITO',
          pessoaId,
          solicitantePessoaId: pessoaId,
          prazoResposta: null,
        });
        throw new Error('request failed');
      }),
    ).rejects.toThrow('request failed');
    expect(await take('2031-02-01T12:00:00Z')).toBe('34567820310201000001');
  });
});

describe.runIf(onPostgres)('under concurrency, on PostgreSQL', () => {
  it('50 simultaneous requests get 50 distinct, consecutive protocols', async () => {
    const got = await Promise.all(Array.from({ length: 50 }, () => take('2032-05-05T12:00:00Z')));
    expect(new Set(got).size).toBe(50);
    const sequences = got.map((p) => Number(p.slice(14))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const rows = await h.database.db.select().from(protocolos).where(eq(protocolos.dia, '2032-05-05'));
    expect(rows).toHaveLength(50);
  });

  it('two simultaneous direct-debit activations of one family create one request; the other is told', async () => {
    const fresh = await insertFreshFamily(h.database.db, 'pagante', 41);
    const helena = await login(h.app, onlyDigits(fresh.titular.cpf), FRESH_PASSWORD);
    const send = async () => {
      const { payload, headers } = multipartBody(
        {
          codigoBanco: '341',
          agencia: '0057',
          conta: '45102-3',
          nomeTitularContaCorrente: fresh.titular.nome,
          cpfTitularContaCorrente: fresh.titular.cpf,
          diaVencimento: '10',
          autorizacao: 'true',
          tipoDocumento: 'RG',
        },
        [
          { field: 'documento', fileName: 'rg.pdf', bytes: await samplePdf('RG') },
          { field: 'selfie', fileName: 'selfie.png', bytes: samplePng() },
        ],
      );
      return chamar(helena, debitoContaEndpoints.ativar, { body: payload, headers });
    };
    const responses = await Promise.all(Array.from({ length: 5 }, send));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const [grupo] = await h.database.db
      .select({ id: gruposFamiliares.id })
      .from(gruposFamiliares)
      .where(eq(gruposFamiliares.codigo, fresh.codigoGrupo));
    const rows = await h.database.db
      .select()
      .from(debitosConta)
      .where(eq(debitosConta.grupoFamiliarId, grupo!.id));
    expect(rows).toHaveLength(1);
  });
});
