// The replica's lag from the primary's WAL samples (decision 0060), and which failures a retry on the primary
// may answer. Pure: the real readings run in replica-leitura.int.test.ts and the fault suite.
import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { lsnNumero, MedidorAtraso } from './replica-atraso.js';
import { falhaDeConexao } from './replica-leitura.js';

/** A pool stand-in answering one query text with rows (only the measure's two queries are asked). */
const pool = (rows: () => Record<string, unknown>[]) =>
  ({ query: () => Promise.resolve({ rows: rows() }) }) as unknown as pg.Pool;

describe('MedidorAtraso', () => {
  it('reads WAL positions as numbers', () => {
    expect(lsnNumero('0/3000000')).toBe(0x3000000n);
    expect(lsnNumero('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
  });

  it('is 0 when caught up, the age of the newest sample replayed past, infinite when behind them all', async () => {
    let agora = 1_000_000;
    let primario = '0/100';
    let replica: string | null = '0/100';
    const medidor = new MedidorAtraso(
      pool(() => [{ lsn: primario }]),
      pool(() => [{ recuperando: true, lsn: replica }]),
      () => agora,
    );
    expect(await medidor.medir()).toBe(0);
    // An idle primary: nothing new to replay is no lag, however long since the last commit.
    agora += 30_000;
    expect(await medidor.medir()).toBe(0);
    // The primary moves on; the replica stays at 0/100 (paused): the lag is the age of the last sample it had.
    primario = '0/200';
    agora += 1_000;
    expect(await medidor.medir()).toBe(1_000);
    agora += 1_000;
    primario = '0/300';
    expect(await medidor.medir()).toBe(2_000);
    replica = '0/200';
    agora += 500;
    expect(await medidor.medir()).toBe(1_500);
    // A replica started behind every sample kept is infinitely late: left out until it catches up.
    const novo = new MedidorAtraso(
      pool(() => [{ lsn: '0/900' }]),
      pool(() => [{ recuperando: true, lsn: '0/800' }]),
      () => agora,
    );
    expect(await novo.medir()).toBe(Number.POSITIVE_INFINITY);
  });

  it('a server that is not a standby (the primary itself) is never behind', async () => {
    const medidor = new MedidorAtraso(
      pool(() => [{ lsn: '0/900' }]),
      pool(() => [{ recuperando: false, lsn: null }]),
    );
    expect(await medidor.medir()).toBe(0);
  });
});

describe('falhaDeConexao', () => {
  it('retries connection failures and recovery conflicts on the primary, never a statement error', () => {
    expect(falhaDeConexao(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(falhaDeConexao(new Error('Connection terminated unexpectedly'))).toBe(true);
    const doServidor = (code: string) => Object.assign(new Error(code), { severity: 'ERROR', code });
    expect(falhaDeConexao(doServidor('57P01'))).toBe(true);
    expect(falhaDeConexao(doServidor('57P03'))).toBe(true);
    expect(falhaDeConexao(doServidor('08006'))).toBe(true);
    expect(falhaDeConexao(doServidor('40001'))).toBe(true);
    expect(falhaDeConexao(doServidor('42P01'))).toBe(false);
    expect(falhaDeConexao(doServidor('57014'))).toBe(false);
  });
});
