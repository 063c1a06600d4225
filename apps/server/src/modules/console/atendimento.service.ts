// Member support in the console (issue 39, decision 0042). The rule of the reason: nothing of a member is
// shown before a reason — a search takes it (category + text), opens an `atendimento` (who, why, the people
// the search showed) and answers only minimal results; every later read or action names that atendimento,
// and the server takes it only from the staff member who opened it, for those people, within
// ATENDIMENTO_VALIDADE_MINUTOS. The member's data is read through the member services with the member's own
// scope (EscopoAtendimento: "as the member sees it", the health rule through acesso-saude.ts), and every
// read and action is written by registrarLeituraEquipe (the member's audit and the staff audit).
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { onlyDigits } from '@portal/domain';
import {
  ATENDIMENTO_VALIDADE_MINUTOS,
  BUSCA_MAX_RESULTADOS,
  BUSCA_NOME_MIN,
  MENSAGENS_ATENDIMENTO_ACESSO as MSG,
  mascararCpf,
  motivoAtendimentoSchema,
  normalizarNomeBusca,
  type BuscaAtendimento,
  type MotivoAtendimento,
  type ResultadoBusca,
} from '@portal/domain/contract/console/atendimento';
import type { Database } from '../../db/client.js';
import { atendimentos } from '../../db/schema/atendimento.js';
import { contas, sessoes } from '../../db/schema/auth.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/contratos.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { endAccountSessions } from '../../platform/session.js';
import { diaOperador } from '../../platform/family-scope.js';
import { EscopoAtendimento } from '../../platform/console/escopo-atendimento.js';
import { sessaoEquipe } from '../../platform/console/sessao-equipe.js';
import { rowsOf } from '../../db/rows.js';

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

/** The reason of a search or an action, or a 400 with its Portuguese sentence (on `motivo.<campo>`). */
export function lerMotivo(motivo: { categoria?: string; texto?: string } | undefined): MotivoAtendimento {
  const lido = motivoAtendimentoSchema.safeParse(motivo ?? {});
  if (lido.success) return lido.data;
  const issue = lido.error.issues[0]!;
  throw badRequest(issue.message, { [['motivo', ...issue.path].join('.')]: issue.message });
}

export type TermoBusca = { tipo: 'NUMERO'; digitos: string } | { tipo: 'NOME'; nome: string };

/** A CPF or card number (digits with any punctuation), else a name of at least BUSCA_NOME_MIN letters. */
export function lerTermo(termo: string): TermoBusca {
  const texto = termo.trim();
  if (/^[\d\s./-]+$/.test(texto)) {
    const digitos = onlyDigits(texto);
    if (digitos.length >= 6) return { tipo: 'NUMERO', digitos };
  } else {
    const nome = normalizarNomeBusca(texto);
    if (nome.replace(/[^a-z]/g, '').length >= BUSCA_NOME_MIN) return { tipo: 'NOME', nome };
  }
  throw badRequest(MSG.termoCurto, { termo: MSG.termoCurto });
}

/** Similarity (pg_trgm word_similarity) from which a name counts as found: one or two typos in a word. */
const LIMIAR_SEMELHANCA = 0.45;

/**
 * How many name matches are ranked at most: a term as common as "maria" matches a good part of a national
 * operator's members, and ranking them all costs a sort of every one (seconds at millions); the first
 * CANDIDATOS_NOME the index gives are ranked instead, and a specific name (a first and a last name, a typo
 * included) has fewer matches than that, so its ranking is whole. Measured in decision 0042.
 */
const CANDIDATOS_NOME = 1000;

/**
 * The people a term finds (beneficiaries only), best first: an exact CPF or card number; a name by trigram
 * word similarity to pessoas.nome_busca (the `<%` operator, under the transaction's threshold, through its
 * GIN index), names that start with the term first.
 */
async function pessoasDoTermo(tx: Executor, termo: TermoBusca): Promise<number[]> {
  const beneficiario = sql`exists (select 1 from ${beneficiarios} b where b.pessoa_id = p.id)`;
  if (termo.tipo === 'NUMERO') {
    const rows = await tx.execute<{ id: number }>(sql`
      select p.id from ${pessoas} p where p.cpf = ${termo.digitos} and ${beneficiario}
      union
      select b.pessoa_id as id from ${carteiras} c join ${beneficiarios} b on b.id = c.beneficiario_id
        where c.codigo = ${termo.digitos}
      limit ${BUSCA_MAX_RESULTADOS}`);
    return rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
  }
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LIMIAR_SEMELHANCA)}, true)`,
  );
  const rows = await tx.execute<{ id: number }>(sql`
    select c.id from (
      select p.id, p.nome_busca from ${pessoas} p
      where ${termo.nome} <% p.nome_busca and ${beneficiario}
      limit ${CANDIDATOS_NOME}) c
    order by (c.nome_busca like ${`${termo.nome}%`}) desc, word_similarity(${termo.nome}, c.nome_busca) desc, c.id
    limit ${BUSCA_MAX_RESULTADOS}`);
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
}

/** One result per person and plan: the current card, the plan, whether the membership is in force. */
async function resultadosDe(tx: Executor, ids: number[], hoje: string): Promise<ResultadoBusca[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      pessoaId: pessoas.id,
      nomeCompleto: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
      cpf: pessoas.cpf,
      plano: contratos.plano,
      contratoSituacao: contratos.situacao,
      dataExclusao: beneficiarios.dataExclusao,
      carteira: sql<string | null>`(select c.codigo from ${carteiras} c
        where c.beneficiario_id = ${beneficiarios.id} order by c.via desc limit 1)`,
    })
    .from(beneficiarios)
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
    .where(inArray(beneficiarios.pessoaId, ids))
    .orderBy(beneficiarios.id);
  const situacao = (r: (typeof rows)[number]): ResultadoBusca['situacao'] =>
    r.contratoSituacao === 'CANCELADO'
      ? 'CANCELADO'
      : r.dataExclusao !== null && r.dataExclusao <= hoje
        ? 'EXCLUIDO'
        : 'ATIVO';
  return rows
    .map((r) => ({
      pessoaId: r.pessoaId,
      nome: r.nomeSocial ?? r.nomeCompleto,
      cpfMascarado: mascararCpf(r.cpf),
      carteira: r.carteira,
      plano: r.plano,
      situacao: situacao(r),
    }))
    .sort(
      (a, b) =>
        ids.indexOf(a.pessoaId) - ids.indexOf(b.pessoaId) ||
        Number(a.situacao !== 'ATIVO') - Number(b.situacao !== 'ATIVO'),
    );
}

const validadeMs = ATENDIMENTO_VALIDADE_MINUTOS * 60_000;

export interface AtendimentoAberto {
  id: number;
  motivo: MotivoAtendimento;
  criadoEm: Date;
  pessoaIds: number[];
}

export const expiraEm = (a: Pick<AtendimentoAberto, 'criadoEm'>): string =>
  new Date(a.criadoEm.getTime() + validadeMs).toISOString();

/**
 * Searches with the reason and opens the atendimento, in `tx` (the caller's transaction, with the audit):
 * the reason is stored even when nothing is found (the staff audit has it), the people found are the only
 * ones it opens.
 */
export async function buscar(
  tx: Executor,
  request: FastifyRequest,
  motivo: MotivoAtendimento,
  termo: TermoBusca,
): Promise<BuscaAtendimento> {
  const { ctx } = request.server;
  const agora = ctx.clock();
  const ids = await pessoasDoTermo(tx, termo);
  const resultados = await resultadosDe(tx, ids, diaOperador(agora));
  const [aberto] = await tx
    .insert(atendimentos)
    .values({
      equipeId: sessaoEquipe(request).equipeId,
      motivoCategoria: motivo.categoria,
      motivoTexto: motivo.texto,
      pessoaIds: ids,
      criadoEm: agora,
    })
    .returning({ id: atendimentos.id, criadoEm: atendimentos.criadoEm });
  return {
    atendimento: { id: aberto!.id, motivo, expiraEm: expiraEm(aberto!) },
    resultados,
  };
}

/**
 * The atendimento a member's page names, when it is the caller's, still recent and has the person; else a
 * 403 that says to search again (none of them tells whether the person exists).
 */
export async function atendimentoDe(
  db: Pick<Database, 'select'>,
  request: FastifyRequest,
  params: { atendimentoId: number; pessoaId: number },
): Promise<AtendimentoAberto> {
  const [row] = await db.select().from(atendimentos).where(eq(atendimentos.id, params.atendimentoId));
  if (!row || row.equipeId !== sessaoEquipe(request).equipeId) throw forbidden(MSG.semAtendimento);
  if (row.criadoEm.getTime() + validadeMs <= request.server.ctx.clock().getTime()) {
    throw forbidden(MSG.atendimentoExpirado);
  }
  if (!row.pessoaIds.includes(params.pessoaId)) throw forbidden(MSG.foraDoAtendimento);
  return {
    id: row.id,
    motivo: lerMotivo({ categoria: row.motivoCategoria, texto: row.motivoTexto }),
    criadoEm: row.criadoEm,
    pessoaIds: row.pessoaIds,
  };
}

/** The person of an atendimento (the row the member's page starts from). */
export async function pessoaDoAtendimento(db: Pick<Database, 'select'>, pessoaId: number) {
  const [pessoa] = await db
    .select({
      pessoaId: pessoas.id,
      cpf: pessoas.cpf,
      nomeCompleto: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
      dataNascimento: pessoas.dataNascimento,
    })
    .from(pessoas)
    .where(eq(pessoas.id, pessoaId));
  if (!pessoa) throw notFound();
  return pessoa;
}

/** The member's scope as they see it, with this staff member's health rule. */
export function escopoDoMembro(request: FastifyRequest, pessoaId: number): EscopoAtendimento {
  const { ctx } = request.server;
  return new EscopoAtendimento(ctx.db, pessoaId, diaOperador(ctx.clock()), sessaoEquipe(request).papeis);
}

/** The account's state on the member's page: created, blocked since, live sessions now. */
export async function situacaoConta(
  db: Pick<Database, 'select'>,
  pessoaId: number,
  agora: Date,
  duracaoSessaoMs: number,
): Promise<{ existe: boolean; bloqueadaEm: string | null; sessoesAtivas: number }> {
  const [conta] = await db
    .select({
      bloqueadaEm: contas.bloqueadaEm,
      sessoesAtivas: sql<number>`(select count(*)::int from ${sessoes} s where s.conta_id = ${contas.id}
        and s.absolute_expires_at > ${agora} and s.last_seen_at > ${new Date(agora.getTime() - duracaoSessaoMs)})`,
    })
    .from(contas)
    .where(eq(contas.pessoaId, pessoaId));
  if (!conta) return { existe: false, bloqueadaEm: null, sessoesAtivas: 0 };
  return {
    existe: true,
    bloqueadaEm: conta.bloqueadaEm?.toISOString() ?? null,
    sessoesAtivas: conta.bloqueadaEm ? 0 : conta.sessoesAtivas,
  };
}

/** Blocks (or unblocks) the account in `tx`, by a conditional UPDATE: of two at once, one changes it. */
export async function alterarBloqueio(
  tx: Pick<Database, 'update' | 'select'>,
  pessoaId: number,
  bloquear: boolean,
  agora: Date,
): Promise<{ contaId: number } | 'SEM_CONTA' | 'JA_ESTAVA'> {
  const [alterada] = await tx
    .update(contas)
    .set({ bloqueadaEm: bloquear ? agora : null, updatedAt: agora })
    .where(
      and(
        eq(contas.pessoaId, pessoaId),
        bloquear ? isNull(contas.bloqueadaEm) : isNotNull(contas.bloqueadaEm),
      ),
    )
    .returning({ contaId: contas.id });
  if (alterada) return alterada;
  const [existe] = await tx.select({ id: contas.id }).from(contas).where(eq(contas.pessoaId, pessoaId));
  return existe ? 'JA_ESTAVA' : 'SEM_CONTA';
}

/** Ends every session of the person's account in `tx`; how many were live. */
export async function encerrarSessoesDaConta(
  tx: Pick<Database, 'delete' | 'select'>,
  pessoaId: number,
  agora: Date,
): Promise<number | 'SEM_CONTA'> {
  const [conta] = await tx.select({ id: contas.id }).from(contas).where(eq(contas.pessoaId, pessoaId));
  if (!conta) return 'SEM_CONTA';
  const apagadas = await endAccountSessions(tx, conta.id);
  return apagadas.filter((s) => s.absoluteExpiresAt > agora).length;
}
