// The synthetic national operator of issue 43 (decision 0059), generated straight into a migrated PostgreSQL
// database that holds the demo (its products, providers and rows are the reference the generated rows copy):
// 2,000,000 × `escala` beneficiaries with a year of history (cadastro.ts, historico.ts), set-based, on one
// connection (the helpers live in its pg_temp), reproducible from `semente`. Timed per table; the database's
// size and its largest tables and indexes reported at the end.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { etapasCadastro, TABELAS_COM_BASE, type Contexto, type Etapa } from './cadastro.js';
import { funcoesDaSemente } from './funcoes.js';
import { etapasHistorico } from './historico.js';

/** The national operator's size at `escala` 1 (issue 43). */
export const BENEFICIARIOS_ESCALA_1 = 2_000_000;

export interface OpcoesGeracao {
  escala: number;
  semente: number;
  /** The operator's day (ISO) the history is dated before: the bench's clock. */
  hoje: string;
  /** argon2id hash every generated account gets (one hash: argon2 per row would take hours). */
  senhaHash: string;
  log: (linha: string) => void;
}

export interface TempoDeEtapa {
  tabela: string;
  /** Rows the step inserted into its table; null for a step that fills none (work tables, indexes, vacuum). */
  linhas: number | null;
  ms: number;
}

export interface Tamanho {
  nome: string;
  bytes: number;
}

export interface Geracao {
  beneficiarios: number;
  /** The generated keys start after these (the demo's largest ids). */
  base: Contexto['base'];
  etapas: TempoDeEtapa[];
  totalMs: number;
  banco: number;
  tabelas: Tamanho[];
  indices: Tamanho[];
}

/**
 * The session's settings: the generated rows are consistent by construction, so a superuser's session skips the
 * foreign-key triggers (session_replication_role; the check constraints, unique and exclusion indexes still
 * hold); without that right it runs with them, only slower. Nothing waits for the WAL's flush: a crash
 * during the generation leaves a database to generate again, not one to trust.
 */
async function prepararSessao(cliente: pg.ClientBase, semente: number): Promise<void> {
  try {
    await cliente.query('set session_replication_role = replica');
  } catch {
    // Not a superuser: the foreign keys are checked row by row.
  }
  await cliente.query(`set synchronous_commit = off`);
  await cliente.query(`set work_mem = '256MB'`);
  await cliente.query(`set maintenance_work_mem = '1GB'`);
  for (const funcao of funcoesDaSemente(semente)) await cliente.query(funcao);
}

async function bases(cliente: pg.ClientBase): Promise<Contexto['base']> {
  const consulta = TABELAS_COM_BASE.map((t) => `(select coalesce(max(id), 0)::int from ${t}) "${t}"`).join(
    ', ',
  );
  const [linha] = (await cliente.query<Contexto['base']>(`select ${consulta}`)).rows;
  return linha!;
}

async function executar(cliente: pg.ClientBase, etapa: Etapa, contexto: Contexto): Promise<TempoDeEtapa> {
  const inicio = performance.now();
  // The rows the step inserts into its own table (a step also fills work tables and related ones).
  const daTabela = new RegExp(`^\\s*insert into ${etapa.tabela}\\b`);
  let linhas: number | null = null;
  for (const comando of etapa.sql(contexto)) {
    const { rowCount } = await cliente.query(comando);
    if (daTabela.test(comando)) linhas = (linhas ?? 0) + (rowCount ?? 0);
  }
  return { tabela: etapa.tabela, linhas, ms: performance.now() - inicio };
}

/** A step's line: its rows, time and rows a second. */
export const descreverEtapa = ({ tabela, linhas, ms }: TempoDeEtapa): string =>
  `${tabela}: ` +
  (linhas === null
    ? `${(ms / 1000).toFixed(1)} s`
    : `${linhas.toLocaleString('pt-BR')} linhas em ${(ms / 1000).toFixed(1)} s (${Math.round((linhas * 1000) / Math.max(ms, 1)).toLocaleString('pt-BR')}/s)`);

/** The identities the steps overrode continue after the generated keys. */
async function acertarIdentidades(cliente: pg.ClientBase): Promise<void> {
  for (const tabela of TABELAS_COM_BASE)
    await cliente.query(
      `select setval(pg_get_serial_sequence('${tabela}', 'id'), (select coalesce(max(id), 1) from ${tabela}))`,
    );
}

/** Every table the generator fills: the large ones (the EXPLAIN check fails on a sequential scan of one). */
export const TABELAS_GERADAS = [
  ...TABELAS_COM_BASE,
  'pessoa_contatos',
  'enderecos',
  'contrato_adimplencia',
  'titulo_itens',
  'utilizacoes',
  'reembolsos',
  'protocolos',
  'protocolo_andamentos',
  'autorizacao_procedimentos',
  'agenda_horarios',
  'agendamentos',
  'auditoria',
];

/**
 * The largest tables are filled without their secondary indexes and unique constraints, built again after the
 * load in one pass each (a sort, where row-by-row insertion into a GIN or a B-tree took most of the time: the
 * people's trigram index alone 3 of the first run's 29 minutes). Their primary keys stay (the steps join by
 * them); a constraint another table's foreign key uses stays too. Rebuilding a unique constraint checks it.
 */
const CARGA_SEM_INDICES = ['pessoas', 'titulos', 'titulo_itens', 'utilizacoes'];

/** Drops `tabela`'s secondary indexes and unique constraints; answers the statements that make them again. */
async function tirarIndices(cliente: pg.ClientBase, tabela: string): Promise<string[]> {
  const { rows } = await cliente.query<{ tirar: string; refazer: string }>(
    `select format('alter table %I drop constraint %I', c.conrelid::regclass::text, c.conname) tirar,
            format('alter table %I add constraint %I %s', c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)) refazer
     from pg_constraint c where c.conrelid = $1::regclass and c.contype = 'u'
       and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)
     union all
     select format('drop index %s', i.indexrelid::regclass), pg_get_indexdef(i.indexrelid)
     from pg_index i where i.indrelid = $1::regclass and not i.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tabela],
  );
  for (const { tirar } of rows) await cliente.query(tirar);
  return rows.map((r) => r.refazer);
}

export async function gerarOperadora(cliente: pg.ClientBase, opcoes: OpcoesGeracao): Promise<Geracao> {
  const inicio = performance.now();
  const beneficiarios = Math.round(BENEFICIARIOS_ESCALA_1 * opcoes.escala);
  await prepararSessao(cliente, opcoes.semente);
  const contexto: Contexto = {
    beneficiarios,
    base: await bases(cliente),
    hoje: opcoes.hoje,
    senhaHash: opcoes.senhaHash,
  };
  const etapas: TempoDeEtapa[] = [];
  const refazer: string[] = [];
  for (const tabela of CARGA_SEM_INDICES) refazer.push(...(await tirarIndices(cliente, tabela)));
  const indices: Etapa = { tabela: `índices de ${CARGA_SEM_INDICES.join(', ')}`, sql: () => refazer };
  for (const etapa of [...etapasCadastro, ...etapasHistorico, indices]) {
    const tempo = await executar(cliente, etapa, contexto);
    opcoes.log(descreverEtapa(tempo));
    etapas.push(tempo);
  }
  await acertarIdentidades(cliente);
  // As autovacuum leaves a loaded table: statistics for the planner, the visibility map for index-only scans.
  const vacuo = performance.now();
  for (const tabela of TABELAS_GERADAS) await cliente.query(`vacuum (analyze) ${tabela}`);
  etapas.push({ tabela: 'vacuum analyze', linhas: null, ms: performance.now() - vacuo });
  opcoes.log(descreverEtapa(etapas.at(-1)!));
  const totalMs = performance.now() - inicio;
  return { beneficiarios, base: contexto.base, etapas, totalMs, ...(await tamanhos(cliente)) };
}

/** The database's size on disk, its ten largest tables (with their indexes) and ten largest indexes. */
export async function tamanhos(
  cliente: pg.ClientBase,
): Promise<{ banco: number; tabelas: Tamanho[]; indices: Tamanho[] }> {
  const [{ banco } = { banco: 0 }] = (
    await cliente.query<{ banco: string }>('select pg_database_size(current_database()) banco')
  ).rows;
  const maiores = async (relkind: string, tamanho: string) =>
    (
      await cliente.query<{ nome: string; bytes: string }>(
        `select c.relname nome, coalesce((select sum(${tamanho}(relid)) from pg_partition_tree(c.oid)), ${tamanho}(c.oid)) bytes from pg_class c join pg_namespace s on s.oid = c.relnamespace
         where s.nspname = 'public' and c.relkind = any('{${relkind}}') and not c.relispartition
         order by 2 desc limit 10`,
      )
    ).rows.map((r) => ({ nome: r.nome, bytes: Number(r.bytes) }));
  return {
    banco: Number(banco),
    // A partitioned table or index (relkind p, I) counts its partitions (pg_partition_tree).
    tabelas: await maiores('r,p', 'pg_total_relation_size'),
    indices: await maiores('i,I', 'pg_relation_size'),
  };
}
