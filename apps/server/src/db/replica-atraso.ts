// How far behind the primary a streaming replica is, in time (issue 43, decision 0060). Neither of
// PostgreSQL's own readings fits: `now() - pg_last_xact_replay_timestamp()` grows while the primary is idle
// (nothing to replay is not lag), and an LSN difference is bytes, not seconds. So each check samples the
// primary's WAL position with the time it was read, and the replica's lag is the age of the newest sample it
// has replayed past: every commit before that sample is on the replica. An estimate from above, never below.
import type pg from 'pg';

/** A WAL position ('16/B374D848') as one number. */
export function lsnNumero(lsn: string): bigint {
  const [alto = '0', baixo = '0'] = lsn.split('/');
  return (BigInt(`0x${alto}`) << 32n) | BigInt(`0x${baixo}`);
}

interface Amostra {
  em: number;
  lsn: bigint;
}

/** Samples older than this are dropped: a replica further behind is simply too far (an infinite lag). */
const HISTORICO_MS = 60_000;

/** Reads the replica's lag against the primary, keeping the primary's recent positions between reads. */
export class MedidorAtraso {
  private amostras: Amostra[] = [];

  constructor(
    private readonly primario: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly agora: () => number = Date.now,
  ) {}

  /** The lag in milliseconds now (0 when caught up); throws when either server does not answer. */
  async medir(): Promise<number> {
    // The primary first: whatever it had written by then, a replica replayed past it holds.
    const { rows: p } = await this.primario.query<{ lsn: string }>(
      'select pg_current_wal_lsn()::text as lsn',
    );
    const amostra = { em: this.agora(), lsn: lsnNumero(p[0]!.lsn) };
    this.amostras = [...this.amostras.filter((a) => a.em > amostra.em - HISTORICO_MS), amostra];
    const { rows: r } = await this.replica.query<{ recuperando: boolean; lsn: string | null }>(
      'select pg_is_in_recovery() as recuperando, pg_last_wal_replay_lsn()::text as lsn',
    );
    // Not a standby (DATABASE_READ_URL naming the primary itself): it is never behind.
    if (!r[0]!.recuperando) return 0;
    if (r[0]!.lsn === null) throw new Error('a réplica ainda não aplicou WAL algum');
    return this.atrasoAte(lsnNumero(r[0]!.lsn));
  }

  /** The age of the newest sample at or below `replayed`; unknown (infinite) when it is behind them all. */
  atrasoAte(replayed: bigint): number {
    const agora = this.agora();
    let atraso = Number.POSITIVE_INFINITY;
    for (const a of this.amostras) if (a.lsn <= replayed) atraso = Math.max(0, agora - a.em);
    return atraso;
  }
}
