// The read replica (issue 43, decision 0060): a second Drizzle handle whose statements go to a PostgreSQL
// streaming replica (DATABASE_READ_URL) while it is up and within the lag bound, and to the primary otherwise.
// Which reads may use it is decided elsewhere (platform/leitura.ts); this file only routes each statement:
// - the lag is measured in the background every `intervaloMs` (db/replica-atraso.ts), never per request;
// - a statement that fails on the replica for want of a connection (refused, cut, the standby starting up or
//   cancelling it for a recovery conflict) runs once more on the primary, so a replica dying mid-request
//   costs the member a retry, never a 5xx; the replica is then left out until the next check finds it well.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PoolConfig } from '../config/runtime.js';
import { schema, type Database } from './database.js';
import { MedidorAtraso } from './replica-atraso.js';

export interface OpcoesReplica {
  url: string;
  /** Beyond this lag (ms) reads go to the primary (DB_READ_MAX_LAG_MS). */
  limiteAtrasoMs: number;
  /** How often the lag is read (DB_READ_CHECK_MS). */
  intervaloMs: number;
  pool: PoolConfig;
  /** The lag reading; the real one (primary's and replica's WAL positions) unless a test gives its own. */
  medirAtraso?: (medidor: MedidorAtraso) => Promise<number>;
  /** Hears every statement, as the primary's logger does (tests count them). */
  logger?: { logQuery(query: string, params: unknown[]): void };
}

export type DestinoLeitura = 'replica' | 'primario' | 'recuo' | 'escrita_recente';

export interface EstadoReplica {
  /** The last check found it answering and within the bound. */
  emUso: boolean;
  /** The last lag read (ms); null while down or not yet read. */
  atrasoMs: number | null;
  /** Routed reads since start, by where they went (recuo: retried on the primary after a failure). */
  leituras: Record<DestinoLeitura, number>;
}

/** SQLSTATE classes that mean "not this server, now": connection, shutdown/starting up, out of connections. */
const CLASSES_DE_CONEXAO = ['08', '57P', '53'];
/** A standby cancelling a read that conflicts with WAL it must replay: the primary answers it at once. */
const CONFLITO_DE_RECUPERACAO = '40001';

/** Whether a failed statement would have run on another server: no server error, or one about connections. */
export function falhaDeConexao(error: unknown): boolean {
  const e = error as { severity?: unknown; code?: unknown };
  if (typeof e?.severity !== 'string') return true;
  const code = typeof e.code === 'string' ? e.code : '';
  return code === CONFLITO_DE_RECUPERACAO || CLASSES_DE_CONEXAO.some((c) => code.startsWith(c));
}

/** What drizzle hands a pool: the statement (text, name, row mode, parsers) and its values. */
type Argumentos = [config: pg.QueryConfig, valores?: unknown[]];

export class LeituraReplica {
  /** The handle heavy reads run on: each statement routed as above. */
  readonly db: Database;
  private readonly replica: pg.Pool;
  private readonly medidor: MedidorAtraso;
  private atrasoMs: number | null = null;
  private fora = true;
  private verificando = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly contagem: Record<DestinoLeitura, number> = {
    replica: 0,
    primario: 0,
    recuo: 0,
    escrita_recente: 0,
  };

  constructor(
    private readonly primario: pg.Pool,
    private readonly opcoes: OpcoesReplica,
  ) {
    this.replica = new pg.Pool({
      connectionString: opcoes.url,
      max: opcoes.pool.max,
      // A replica that does not answer should cost a member at most a second before the primary does.
      connectionTimeoutMillis: Math.min(opcoes.pool.connectionTimeoutMs, 1_000),
      ...(opcoes.pool.statementTimeoutMs ? { statement_timeout: opcoes.pool.statementTimeoutMs } : {}),
    });
    // As on the primary (db/client.ts): a connection the server ends must not crash the process.
    this.replica.on('error', () => this.marcarFora());
    this.replica.on('connect', (client) => client.on('error', () => this.marcarFora()));
    this.medidor = new MedidorAtraso(primario, this.replica);
    // The class name holds "Pool": drizzle then runs a transaction on a client of `connect()` — the primary.
    class PoolDeLeitura {
      constructor(private readonly roteador: LeituraReplica) {}
      query(...args: Argumentos) {
        return this.roteador.consultar(args);
      }
      connect() {
        return primario.connect();
      }
    }
    this.db = drizzle(new PoolDeLeitura(this) as unknown as pg.Pool, {
      schema,
      ...(opcoes.logger ? { logger: opcoes.logger } : {}),
    });
  }

  /** Reads go to the replica now: the last check found it up and within the bound. */
  usaReplica(): boolean {
    return !this.fora && this.atrasoMs !== null && this.atrasoMs <= this.opcoes.limiteAtrasoMs;
  }

  /**
   * How long after a member's write their reads stay on the primary: the bound, plus the time until the next
   * check (between two checks the lag can grow by at most the time elapsed).
   */
  janelaEscritaMs(): number {
    return this.opcoes.limiteAtrasoMs + this.opcoes.intervaloMs;
  }

  contar(destino: DestinoLeitura): void {
    this.contagem[destino] += 1;
  }

  estado(): EstadoReplica {
    return { emUso: this.usaReplica(), atrasoMs: this.atrasoMs, leituras: { ...this.contagem } };
  }

  private marcarFora(): void {
    this.fora = true;
    this.atrasoMs = null;
  }

  async consultar(args: Argumentos): Promise<pg.QueryResult> {
    const [config, valores] = args;
    if (!this.usaReplica()) {
      this.contar('primario');
      return this.primario.query(config, valores);
    }
    try {
      const resultado = await this.replica.query(config, valores);
      this.contar('replica');
      return resultado;
    } catch (error) {
      if (!falhaDeConexao(error)) throw error;
      if ((error as { code?: unknown }).code !== CONFLITO_DE_RECUPERACAO) this.marcarFora();
      this.contar('recuo');
      return this.primario.query(config, valores);
    }
  }

  /** One check: the lag read within the interval, or the replica counted as down. */
  async verificar(): Promise<void> {
    // A check slower than the interval is not stacked on by the next one.
    if (this.verificando) return;
    this.verificando = true;
    const medir = this.opcoes.medirAtraso ?? ((m: MedidorAtraso) => m.medir());
    let timer: NodeJS.Timeout | undefined;
    const limite = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('tempo esgotado')), Math.max(this.opcoes.intervaloMs, 500));
    });
    try {
      this.atrasoMs = await Promise.race([medir(this.medidor), limite]);
      this.fora = false;
    } catch {
      this.marcarFora();
    } finally {
      clearTimeout(timer);
      this.verificando = false;
    }
  }

  /** Checks now and then every interval, in the background (the timer never keeps the process alive). */
  iniciar(): Promise<void> {
    this.timer = setInterval(() => void this.verificar(), this.opcoes.intervaloMs);
    this.timer.unref();
    return this.verificar();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.replica.end();
  }
}
