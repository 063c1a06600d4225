// The local cluster's read replica (issue 43, decision 0060): a PostgreSQL 15 hot standby made the way an
// operator makes one — `pg_basebackup -R` from the primary, streaming replication through a replication slot
// (the primary keeps the WAL the standby has not received, however long it is down) — on its own port. The
// instances get it as DATABASE_READ_URL. The fault suite kills it (`pg_ctl stop -m immediate`: every
// connection cut, as a crash), starts it again, and pauses and resumes its replay to make it lag.
import { join } from 'node:path';
import pg from 'pg';
import { HOST, run, runAsync } from './processes.js';

const SLOT = 'portal_replica';

export class ReplicaLocal {
  readonly data: string;
  readonly url: string;

  /**
   * `pgTool`: runs a PostgreSQL tool as the cluster does (as the postgres user under root). `dir`: the
   * cluster's PostgreSQL folder (the standby's data, log and socket go beside the primary's).
   */
  constructor(
    private readonly pgCommand: (tool: string, args: string[]) => [string, string[]],
    private readonly dir: string,
    private readonly port: number,
  ) {
    this.data = join(dir, 'replica');
    this.url = `postgres://postgres@${HOST}:${port}/portal`;
  }

  /** Copies the running primary (`-R`: standby.signal and primary_conninfo; `-C -S`: its slot) and starts. */
  create(primaryPort: number): void {
    // pg_basebackup makes the folder itself, owned by whoever runs it (the postgres user under root).
    run(
      ...this.pgCommand('pg_basebackup', [
        ...['-h', HOST, '-p', String(primaryPort), '-U', 'postgres'],
        ...['-D', this.data, '-R', '-X', 'stream', '-C', '-S', SLOT],
        // A fast checkpoint: the default spread one would wait for the primary's next (minutes).
        ...['-c', 'fast'],
      ]),
      'pg_basebackup',
    );
    run(...this.pgCommand('pg_ctl', this.ctlArgs('start')), 'pg_ctl start (réplica)');
  }

  private ctlArgs(action: 'start' | 'stop'): string[] {
    const common = ['-D', this.data, '-w'];
    if (action === 'stop') return [...common, '-m', 'immediate', 'stop'];
    return [
      ...common,
      ...['-l', join(this.dir, 'replica.log')],
      ...['-o', `-p ${this.port} -k ${this.dir} -c listen_addresses=${HOST} -c hot_standby_feedback=on`],
      'start',
    ];
  }

  /** Killed: `pg_ctl stop -m immediate` ends every backend at once, without a checkpoint, as a crash does. */
  async kill(): Promise<void> {
    await runAsync(...this.pgCommand('pg_ctl', this.ctlArgs('stop')), 'pg_ctl stop (réplica)');
  }

  async start(): Promise<void> {
    await runAsync(...this.pgCommand('pg_ctl', this.ctlArgs('start')), 'pg_ctl start (réplica)');
  }

  /** Stops applying the WAL it receives (`pg_wal_replay_pause`): it falls behind while the primary writes. */
  pause(): Promise<void> {
    return this.sql('select pg_wal_replay_pause()');
  }

  resume(): Promise<void> {
    return this.sql('select pg_wal_replay_resume()');
  }

  /** At the cluster's end; a replica already gone is fine. */
  stop(): void {
    try {
      run(...this.pgCommand('pg_ctl', this.ctlArgs('stop')), 'pg_ctl stop (réplica)');
    } catch {
      // Not running (a scenario killed it and the run ended first).
    }
  }

  private async sql(text: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }
}
