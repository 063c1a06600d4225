// The audit trail partitioned by month (issue 43, decision 0057). The rules live in the database (migration 0057:
// auditoria_criar_meses, auditoria_remover_meses); this file is what calls them — the scheduled command's
// maintenance and, on PostgreSQL, the step before the migration that keeps it online on a populated database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './database.js';
import { rowsOf } from './rows.js';

/** The migration that partitions auditoria. */
export const MIGRACAO_AUDITORIA_POR_MES = '0057_auditoria_por_mes';

/** Months created ahead of the current one on every run: a quarter of missed runs before a row needs the DEFAULT. */
export const MESES_A_FRENTE = 3;

/** Marco Civil da Internet, art. 15: access records are kept for at least 6 months. */
export const RETENCAO_MINIMA_MESES = 6;

/** Where the operator sets the retention (months; unset: nothing is ever removed). */
export const VARIAVEL_RETENCAO = 'AUDITORIA_RETENCAO_MESES';

/** The operator's retention from the environment: null when unset; refused (Portuguese) under the legal minimum. */
export function retencaoDoAmbiente(env: NodeJS.ProcessEnv = process.env): number | null {
  const texto = env[VARIAVEL_RETENCAO]?.trim();
  if (!texto) return null;
  const meses = Number(texto);
  if (!Number.isInteger(meses) || meses < RETENCAO_MINIMA_MESES) {
    throw new Error(
      `${VARIAVEL_RETENCAO} deve ser um número inteiro de meses, no mínimo ${RETENCAO_MINIMA_MESES} ` +
        `(Marco Civil da Internet, art. 15: registros de acesso guardados por ao menos 6 meses); recebido: "${texto}"`,
    );
  }
  return meses;
}

export interface ManutencaoAuditoria {
  /** Months created by this run; null when their lock was not had in time (migration 0059: the next run). */
  criadas: number | null;
  /** Partitions detached and dropped past the retention (names). */
  removidas: string[];
  /** The retention applied (null: none configured, nothing removed). */
  retencaoMeses: number | null;
  /** The retention's lock was not had in time (a long reader): the next run tries again. */
  retencaoAdiada: boolean;
  /** The last month with its own partition (YYYY-MM, UTC). */
  ultimoMes: string | null;
  /** Rows in the DEFAULT partition: rows no month took — kept, but a sign the maintenance did not run. */
  naPadrao: number;
}

/** lock_timeout ran out (SQLSTATE 55P03). */
const LOCK_NOT_AVAILABLE = '55P03';
const codigoDoErro = (erro: unknown): string | undefined =>
  (erro as { code?: string; cause?: { code?: string } }).cause?.code ?? (erro as { code?: string }).code;

/** Creates the months ahead and, with a retention, detaches and drops the months wholly past it. Idempotent. */
export async function manterAuditoria(
  db: Database,
  retencaoMeses: number | null,
): Promise<ManutencaoAuditoria> {
  const criacao = await adiavel(async () =>
    rowsOf<{ n: number }>(await db.execute(sql`select auditoria_criar_meses(${MESES_A_FRENTE}) as n`)),
  );
  const remocao =
    retencaoMeses === null
      ? []
      : await adiavel(async () =>
          rowsOf<{ nome: string }>(
            await db.execute(sql`select nome from auditoria_remover_meses(${retencaoMeses}) as nome`),
          ).map((r) => r.nome),
        );
  const [ultimo] = rowsOf<{ mes: string | null }>(
    await db.execute(sql`select to_char(max(ate) at time zone 'UTC' - interval '1 day', 'YYYY-MM') as mes
      from auditoria_particoes() where not padrao`),
  );
  const { naPadrao } = await estadoDaAuditoria(db);
  return {
    criadas: criacao === null ? null : (criacao[0]?.n ?? 0),
    removidas: remocao ?? [],
    retencaoMeses,
    retencaoAdiada: remocao === null,
    ultimoMes: ultimo?.mes ?? null,
    naPadrao,
  };
}

/** A step whose lock was not had within the functions' lock_timeout (55P03) waits for the next run: null. */
async function adiavel<T>(passo: () => Promise<T>): Promise<T | null> {
  try {
    return await passo();
  } catch (erro) {
    if (codigoDoErro(erro) !== LOCK_NOT_AVAILABLE) throw erro;
    return null;
  }
}

/** What an alarm watches (/api/metrics): months after this one with their own partition, rows in the DEFAULT. */
export interface EstadoAuditoria {
  mesesAFrente: number;
  /** Counted up to 10,000: past that the alarm is the same and the count would read a large DEFAULT whole. */
  naPadrao: number;
}

export async function estadoDaAuditoria(db: Database): Promise<EstadoAuditoria> {
  const [estado] = rowsOf<{ meses: number; na_padrao: number }>(
    await db.execute(sql`
      select (select count(*)::int from auditoria_particoes()
                where de >= (date_trunc('month', now() at time zone 'UTC') + interval '1 month') at time zone 'UTC') as meses,
             (select count(*)::int from (select 1 from auditoria_padrao limit 10000) t) as na_padrao`),
  );
  return { mesesAFrente: estado?.meses ?? 0, naPadrao: estado?.na_padrao ?? 0 };
}

/** The scheduled command's line about it (operators read it; Portuguese like the rest of the line). */
export function descreverManutencao(m: ManutencaoAuditoria): string {
  const retencao =
    m.retencaoMeses === null
      ? 'sem retenção configurada'
      : m.retencaoAdiada
        ? `retenção de ${m.retencaoMeses} meses adiada (tabela ocupada; na próxima execução)`
        : `${m.removidas.length} mês(es) removido(s) além de ${m.retencaoMeses} meses${
            m.removidas.length ? ` (${m.removidas.join(', ')})` : ''
          }`;
  const alerta = m.naPadrao > 0 ? `; ATENÇÃO: ${m.naPadrao} registro(s) na partição padrão` : '';
  const criacao =
    m.criadas === null ? 'criação de meses adiada (tabela ocupada)' : `${m.criadas} mês(es) criado(s)`;
  return `auditoria: ${criacao}, meses até ${m.ultimoMes ?? '—'}; ${retencao}${alerta}`;
}

const PREFIXO_LIMITE = 'auditoria_antes_de_';

/**
 * PostgreSQL, before the migrations' transaction (decision 0057 §2): when migration 0057 is about to partition a
 * populated auditoria, proves here — outside that transaction — that every row is before the month boundary the
 * old table will end at: a CHECK added NOT VALID (a moment's lock) and VALIDATE CONSTRAINT (a scan under SHARE
 * UPDATE EXCLUSIVE: writes and reads go on). The migration then attaches the old table without scanning it. If the
 * migrations fail, the check is taken away again: it would refuse rows from that boundary on.
 */
export async function migrarComAuditoriaPreparada(
  client: pg.ClientBase,
  migrationsFolder: string,
  migrar: () => Promise<void>,
): Promise<void> {
  const limite = await validarLimite(client, migrationsFolder);
  try {
    await migrar();
  } catch (erro) {
    if (limite) {
      await client
        .query(
          `do $$ begin if (select relkind from pg_class where oid = to_regclass('public.auditoria')) = 'r' then
             alter table auditoria drop constraint if exists "${limite}"; end if; end $$`,
        )
        .catch(() => undefined);
    }
    throw erro;
  }
}

const journalTem = (folder: string, tag: string): boolean =>
  (
    JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  ).entries.some((e) => e.tag === tag);

/** The validated constraint's name, or null when there is nothing to prepare. */
export async function validarLimite(client: pg.ClientBase, migrationsFolder: string): Promise<string | null> {
  if (!journalTem(migrationsFolder, MIGRACAO_AUDITORIA_POR_MES)) return null;
  const { rows } = await client.query<{ simples: boolean; valida: string | null; invalida: string | null }>(
    `select c.relkind = 'r' as simples,
       (select conname from pg_constraint where conrelid = c.oid and conname like '${PREFIXO_LIMITE}%' and convalidated) as valida,
       (select conname from pg_constraint where conrelid = c.oid and conname like '${PREFIXO_LIMITE}%' and not convalidated) as invalida
     from pg_class c where c.oid = to_regclass('public.auditoria')`,
  );
  const tabela = rows[0];
  if (!tabela?.simples) return null;
  if (tabela.valida) return tabela.valida;
  // An earlier attempt stopped between the two steps: start over with a boundary computed now.
  if (tabela.invalida) await client.query(`alter table auditoria drop constraint "${tabela.invalida}"`);
  // The boundary: the month after the newest row and after tomorrow (a row written while this runs, or just after
  // midnight of a month's last day, is still before it). An empty table needs nothing: the migration sees no rows.
  const { rows: limites } = await client.query<{ nome: string; limite: string }>(
    `select '${PREFIXO_LIMITE}' || to_char(l, 'YYYY_MM') as nome, (l at time zone 'UTC')::text as limite
     from (select date_trunc('month', greatest(now() + interval '1 day', max(at)) at time zone 'UTC')
                  + interval '1 month' as l
           from auditoria having count(*) > 0) m`,
  );
  const alvo = limites[0];
  if (!alvo) return null;
  await client.query(`set lock_timeout = '10s'`);
  try {
    await client.query(
      `alter table auditoria add constraint "${alvo.nome}" check (at < '${alvo.limite}'::timestamptz) not valid`,
    );
  } finally {
    await client.query('reset lock_timeout');
  }
  await client.query(`alter table auditoria validate constraint "${alvo.nome}"`);
  return alvo.nome;
}
