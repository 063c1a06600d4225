// Audit trail (ARCHITECTURE "API conventions"): who, whose, what, when, from where — never the content.
// Append-only: rows are only ever inserted here; the database refuses changes (migration 0013).
import type { FastifyRequest } from 'fastify';
import type { AcaoAuditoria } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { EmGrupo } from '../db/em-grupo.js';
import { escritasJuntas, todasJuntas, type Escrita } from '../db/escritas-juntas.js';
import { insercaoDeJson, linhasJson } from '../db/insercao-por-json.js';
import { AUDIT_DEVICE_MAX, auditoria, type AuditResult } from '../db/schema/audit.js';
import { utilizacaoRecursos } from '../db/schema/contadores-uso.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { prepararNomeado } from '../db/sql-nomeado.js';
import type { BaseAuditoria } from './acesso-saude.js';
import type { LinhaDeUso } from './contadores-uso.js';

/**
 * What auditoria.acao holds: the stored values of the one table of audit actions, in the domain
 * (packages/domain/src/auditoria/acoes-auditoria.ts), each with the label the member reads. A route names
 * its action by that value (`audit: 'LEITURA_TITULOS'`): a value without a label fails the type check.
 */
export type AuditAction = AcaoAuditoria;

export interface AuditEntry {
  request: FastifyRequest;
  action: AuditAction;
  /** Person whose data was read or whose account was involved; null when unknown (e.g. unknown CPF). */
  subjectPessoaId: number | null;
  /** What was touched, as a route or resource name — never the data. */
  resource?: string;
  result?: AuditResult;
  /** Acting account when the request carries no session yet (a login in progress). */
  actorContaId?: number | null;
  /** Writes within this transaction instead (a row that must commit with the work it records). */
  db?: Pick<Database, 'insert'>;
  /** The operator system that called (default: the request's authenticated integration client). */
  integracaoClienteId?: number | null;
  /**
   * The web's screen visit (header x-visita) when this is a read of a JSON answer (route.ts's audit hook):
   * a second row of the same account, visit, action and subject is not written (issue 37, decision 0035).
   */
  visita?: string | null;
  /**
   * A staff member's read from the operator's console (platform/console/leitura-equipe.ts, decision 0042):
   * who (equipe.id, never shown to the member) and the category of their reason.
   */
  equipe?: { equipeId: number; motivoCategoria: string } | null;
}

/**
 * Writes run in the audit row's own statement (auditMany). `usos`: resource usages (route.ts's audit hook),
 * which travel with the rows in their group statement.
 */
type Junto = { junto?: readonly Escrita[]; usos?: readonly LinhaDeUso[] };

export async function audit(entry: AuditEntry & Junto): Promise<void> {
  await auditMany({ ...entry, subjectPessoaIds: [entry.subjectPessoaId] });
}

/**
 * One read that shows several people's data (a family's cards): one row each, in one insert. `junto`: other
 * writes that must be written with them (a resource usage; a login's session and attempt), run in the same
 * statement as data-modifying WITHs — all or none, one round trip.
 */
export async function auditMany(
  entry: Omit<AuditEntry, 'subjectPessoaId'> &
    Junto & {
      subjectPessoaIds: readonly (number | null)[];
      /** Why the reader saw each person's health data (issue 33): written in the row's base and base_id. */
      bases?: ReadonlyMap<number, BaseAuditoria>;
    },
): Promise<void> {
  const { request } = entry;
  const { ctx } = request.server;
  const junto = entry.junto ?? [];
  if (junto.length > 0 && entry.db) throw new Error('auditMany: junto runs outside a transaction only');
  if (entry.subjectPessoaIds.length === 0) {
    const sozinhas = todasJuntas(junto);
    if (sozinhas) await ctx.db.execute(sozinhas);
    return;
  }
  const at = ctx.clock();
  // The device the member sees in "Quem acessou meus dados": the User-Agent, cut (never parsed here).
  const dispositivo = request.headers['user-agent']?.slice(0, AUDIT_DEVICE_MAX) || null;
  const rows = entry.subjectPessoaIds.map((subjectPessoaId) => ({
    // Why someone else's health data was read (issue 33); none for one's own or other reads.
    base: null,
    baseId: null,
    ...(subjectPessoaId !== null && entry.bases?.get(subjectPessoaId)),
    at,
    contaId: entry.actorContaId ?? request.session?.contaId ?? null,
    pessoaId: subjectPessoaId,
    acao: entry.action,
    recurso: entry.resource ?? request.routeOptions.url ?? null,
    origem: entry.equipe ? 'CONSOLE' : request.origem,
    ip: request.ip,
    resultado: entry.result ?? 'SUCESSO',
    dispositivo,
    integracaoClienteId: entry.integracaoClienteId ?? request.integracaoCliente?.id ?? null,
    visita: entry.visita ?? null,
    equipeId: entry.equipe?.equipeId ?? null,
    motivoCategoria: entry.equipe?.motivoCategoria ?? null,
  }));
  if (junto.length > 0) {
    await ctx.db.execute(escritasJuntas(junto, ctx.db.insert(auditoria).values(rows).onConflictDoNothing()));
  } else if (entry.db) {
    await entry.db.insert(auditoria).values(rows).onConflictDoNothing();
  } else {
    // Outside a transaction (every audited read): with the rows of other requests arriving meanwhile, in
    // one statement (decision 0063); this request goes on once that statement has committed.
    await emGrupo(ctx.db).pedir({ linhas: rows, usos: entry.usos ?? [] });
  }
}

type LinhaDeAuditoria = Omit<typeof auditoria.$inferInsert, 'id'>;

interface Leitura {
  linhas: LinhaDeAuditoria[];
  usos: readonly LinhaDeUso[];
}

/** An audit row's columns, as both statements write them (all but the identity). */
const COLUNAS_AUDITORIA = [
  'at',
  'contaId',
  'pessoaId',
  'acao',
  'recurso',
  'origem',
  'ip',
  'resultado',
  'dispositivo',
  'integracaoClienteId',
  'base',
  'baseId',
  'visita',
  'equipeId',
  'motivoCategoria',
] as const satisfies readonly (keyof LinhaDeAuditoria)[];
const COLUNAS_USO = ['contaId', 'recurso', 'latitude', 'longitude', 'origem', 'at'] as const;

/** The requests' rows and usages in one statement, the usages as its data-modifying WITH. */
async function gravarLeituras(db: Database, leituras: readonly Leitura[]): Promise<void> {
  const linhas = leituras.flatMap((l) => l.linhas);
  const usos = leituras.flatMap((l) => l.usos);
  if (linhas.length === 1 && usos.length === 0) {
    // One row alone (a quiet instance): the prepared statement (issue 18's hot path).
    await insertOneStatement(db).execute(linhas[0]);
    return;
  }
  const { soAuditoria, comUsos } = gravacaoEmGrupo(db);
  const json = { linhas: JSON.stringify(linhasJson(auditoria, COLUNAS_AUDITORIA, linhas)) };
  if (usos.length === 0) await soAuditoria.execute(json);
  else
    await comUsos.execute({
      ...json,
      usos: JSON.stringify(linhasJson(utilizacaoRecursos, COLUNAS_USO, usos)),
    });
}

/** The group's two statements (with the usages or without), their text fixed: prepared once per database. */
const gravacaoEmGrupo = preparedPerDatabase((db) => {
  const auditadas = sql`${insercaoDeJson(auditoria, COLUNAS_AUDITORIA, sql`${sql.placeholder('linhas')}::jsonb`)} on conflict do nothing`;
  const usos = insercaoDeJson(utilizacaoRecursos, COLUNAS_USO, sql`${sql.placeholder('usos')}::jsonb`);
  return {
    soAuditoria: prepararNomeado(db, auditadas, 'portal_auditoria_em_grupo'),
    comUsos: prepararNomeado(db, escritasJuntas([usos], auditadas), 'portal_auditoria_em_grupo_usos'),
  };
});

/** One group of audited reads per database handle (tests open several). */
const emGrupo = preparedPerDatabase((db) => new EmGrupo<Leitura>((leituras) => gravarLeituras(db, leituras)));

/** One audit row, prepared once per database (decision 0012): nearly every member call writes one. */
const insertOneStatement = preparedPerDatabase((db) =>
  db
    .insert(auditoria)
    .values(
      Object.fromEntries(COLUNAS_AUDITORIA.map((coluna) => [coluna, sql.placeholder(coluna)])) as Record<
        (typeof COLUNAS_AUDITORIA)[number],
        ReturnType<typeof sql.placeholder>
      >,
    )
    // The only unique index besides the key is the visit's (each month's <partition>_visita_uq, migration
    // 0057): a row already written in the same screen visit makes this one a no-op; a row without a visit
    // never conflicts.
    .onConflictDoNothing()
    .prepare('portal_audit_insert'),
);
