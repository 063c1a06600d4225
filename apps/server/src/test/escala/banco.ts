// The bench's database (bench:escala, decision 0059): on the PostgreSQL server it is given, a database
// migrated, seeded with the demo (the reference rows the generator copies, and the demo's sign-ins) and holding
// the synthetic operator. A name given (BENCH_ESCALA_BANCO) is kept and reused: the 2M-member operator takes
// most of half an hour to generate, the reads a few minutes to measure, so a second run of the reads finds it
// generated (and migrated further, when migrations came since). Without a name, a throwaway database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { addMonths, formatIsoDate } from '@portal/domain';
import { MESES_A_FRENTE } from '../../db/auditoria-particoes.js';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../db/client.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { LOCAIS_REDE_TESTES } from '../../db/seed/rede/gerar.js';
import { isDatabaseEmpty, seedDemo } from '../../db/seed/seed.js';
import { hashPassword } from '../../platform/passwords.js';
import { TEST_SESSION_SECRET, TEST_TODAY } from '../test-database.js';
import { CODIGO_CONTRATO_BASE } from './cadastro.js';
import { gerarOperadora, type Geracao } from './gerar.js';
import { MESES_DE_AUDITORIA } from './historico.js';

export interface BancoDeEscala {
  /** The database's URL on the server. */
  url: string;
  nome: string;
  handle: DatabaseHandle;
  /** The generation's report, or null when the database already held the operator. */
  geracao: Geracao | null;
  /** Closes the connections; drops the database unless it is kept. */
  fechar(): Promise<void>;
}

const comBanco = (servidor: string, nome: string): string => {
  const url = new URL(servidor);
  url.pathname = `/${nome}`;
  return url.toString();
};

async function noServidor<T>(servidor: string, fazer: (cliente: pg.Client) => Promise<T>): Promise<T> {
  const cliente = new pg.Client({ connectionString: servidor });
  await cliente.connect();
  try {
    return await fazer(cliente);
  } finally {
    await cliente.end();
  }
}

export async function bancoDeEscala(opcoes: {
  servidor: string;
  /** Keep and reuse this database; without it, a throwaway one. */
  nome?: string;
  escala: number;
  semente: number;
  /** The app's pool and logger (the bench's capture of the statements). */
  banco?: DatabaseOptions;
  log: (linha: string) => void;
}): Promise<BancoDeEscala> {
  const manter = opcoes.nome !== undefined;
  const nome = opcoes.nome ?? `portal_escala_${process.pid}_${randomBytes(4).toString('hex')}`;
  await noServidor(opcoes.servidor, async (c) => {
    const existe = await c.query('select 1 from pg_database where datname = $1', [nome]);
    if (existe.rowCount === 0) await c.query(`create database "${nome}"`);
  });
  const url = comBanco(opcoes.servidor, nome);
  const handle = openDatabase({ databaseUrl: url }, opcoes.banco ?? {});
  await handle.migrate();
  const senhaHash = await hashPassword(DEMO_PASSWORD);
  if (await isDatabaseEmpty(handle.db)) {
    // The audit trail's months (migration 0057) from six months before the bench's day, created while its
    // bottom partition is still empty (before the demo's own audit rows): each generated row in its month.
    await handle.db.execute(
      sql`select auditoria_criar_meses(${MESES_A_FRENTE}, ${`${formatIsoDate(addMonths(TEST_TODAY, -MESES_DE_AUDITORIA)).slice(0, 8)}01`}::timestamptz)`,
    );
    await seedDemo(handle.db, {
      passwordHash: senhaHash,
      hoje: TEST_TODAY,
      segredoSessao: TEST_SESSION_SECRET,
      locaisRede: LOCAIS_REDE_TESTES,
    });
  }
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  let geracao: Geracao | null = null;
  try {
    const gerado = await cliente.query('select 1 from contratos where codigo = $1', [
      String(CODIGO_CONTRATO_BASE + 1),
    ]);
    if (gerado.rowCount === 0)
      geracao = await gerarOperadora(cliente, {
        escala: opcoes.escala,
        semente: opcoes.semente,
        hoje: formatIsoDate(TEST_TODAY),
        senhaHash,
        log: opcoes.log,
      });
    else opcoes.log(`banco ${nome}: a operadora já estava gerada (reaproveitada)`);
  } finally {
    await cliente.end();
  }
  return {
    url,
    nome,
    handle,
    geracao,
    async fechar() {
      await handle.close();
      if (!manter)
        await noServidor(opcoes.servidor, (c) => c.query(`drop database if exists "${nome}" with (force)`));
    },
  };
}
