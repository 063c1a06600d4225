// Staff administration (issue 38, role administrador): the staff list, invitations, roles and activity,
// factor resets and the staff audit. Every change is one transaction with its audit row (before/after).
// The console never loses its last active administrator: the database refuses it (migration 0031's
// trigger, under one advisory lock, so two administrators removing each other at once cannot both
// succeed), and the refusal is the 409 below. Deactivating an account or resetting its factors ends its
// sessions at once; a reset also removes its passkeys, authenticator and recovery codes and e-mails a new
// enrolment link (the colleague is told why).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AUDITORIA_EQUIPE_POR_PAGINA, type MembroEquipe } from '@portal/domain/contract/console/equipe';
import type { Papel } from '@portal/domain/contract/console/acesso';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import type { Database } from '../../db/client.js';
import {
  equipe,
  equipeAuditoria,
  equipeCodigosRecuperacao,
  equipeConvites,
  equipePasskeys,
  equipeTotp,
} from '../../db/schema/equipe.js';
import { registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { apagarSessoesDe, sessaoEquipe } from '../../platform/console/sessao-equipe.js';
import { isUniqueViolation, sqlStateOf } from '../../platform/db-errors.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { emitirConvite, mensagemConvite, type ConviteEmitido } from './convite.service.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

const PAPEL: Papel = 'administrador';

const conflito = (mensagem: string) => new HttpError(409, { mensagem });

/** The database's refusal to lose the last active administrator (migration 0031's trigger). */
function semAdministrador(error: unknown): boolean {
  if (sqlStateOf(error) !== '23514') return false;
  let elo: unknown = error;
  for (let i = 0; i < 5 && elo && typeof elo === 'object'; i += 1) {
    if ((elo as { constraint?: unknown }).constraint === 'equipe_um_administrador') return true;
    elo = (elo as { cause?: unknown }).cause;
  }
  return false;
}

/** One staff member as the list shows them (roles, activity, factors, a pending enrolment link). */
async function membros(db: Executor, agora: Date, id?: number): Promise<MembroEquipe[]> {
  const passkeys = db
    .select({ equipeId: equipePasskeys.equipeId, n: count().as('n') })
    .from(equipePasskeys)
    .groupBy(equipePasskeys.equipeId)
    .as('pk');
  const linhas = await db
    .select({
      id: equipe.id,
      nome: equipe.nome,
      email: equipe.email,
      papeis: equipe.papeis,
      ativo: equipe.ativo,
      criadoEm: equipe.createdAt,
      passkeys: sql<number>`coalesce(${passkeys.n}, 0)::int`,
      totp: sql<boolean>`exists (select 1 from ${equipeTotp} where ${equipeTotp.equipeId} = ${equipe.id} and ${equipeTotp.confirmado})`,
      convitePendente: sql<boolean>`exists (select 1 from ${equipeConvites} where ${equipeConvites.equipeId} = ${equipe.id} and ${equipeConvites.usadoEm} is null and ${equipeConvites.expiraEm} > ${agora})`,
    })
    .from(equipe)
    .leftJoin(passkeys, eq(passkeys.equipeId, equipe.id))
    .where(id === undefined ? undefined : eq(equipe.id, id))
    .orderBy(equipe.nome, equipe.id);
  return linhas.map((l) => ({ ...l, passkeys: Number(l.passkeys), criadoEm: l.criadoEm.toISOString() }));
}

export const listarEquipe = (db: Database, agora: Date) => membros(db, agora);

/** Sends the enrolment link by e-mail (outbox or SMTP, in the background). */
function enviarLink(
  request: FastifyRequest,
  email: string,
  nome: string,
  link: string,
  motivo: 'convite' | 'redefinicao',
) {
  request.server.notify.dispatch({ canal: 'EMAIL', destino: email, ...mensagemConvite(nome, link, motivo) });
}

export async function convidar(
  request: FastifyRequest,
  dados: { nome: string; email: string; papeis: Papel[] },
): Promise<{ membro: MembroEquipe; convite: ConviteEmitido }> {
  const { db, clock, config, random } = request.server.ctx;
  const autor = sessaoEquipe(request);
  const agora = clock();
  let resultado: { id: number; convite: ConviteEmitido };
  try {
    resultado = await db.transaction(async (tx) => {
      const [criado] = await tx
        .insert(equipe)
        .values({ nome: dados.nome, email: dados.email, papeis: dados.papeis, createdAt: agora })
        .returning({ id: equipe.id });
      const convite = await emitirConvite(tx, {
        config,
        random,
        agora,
        equipeId: criado!.id,
        criadoPor: autor.equipeId,
      });
      await registrarAcaoEquipe(tx, {
        equipeId: autor.equipeId,
        papel: PAPEL,
        acao: 'equipe.convidar',
        alvo: `equipe:${criado!.id}`,
        depois: { ...dados, ativo: true },
        request,
      });
      return { id: criado!.id, convite };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflito(MENSAGENS_CONSOLE.emailEmUso);
    throw error;
  }
  enviarLink(request, dados.email, dados.nome, resultado.convite.link, 'convite');
  const [membro] = await membros(db, agora, resultado.id);
  return { membro: membro!, convite: resultado.convite };
}

/** Locks and reads one staff member (404 when unknown). */
async function travado(tx: Executor, id: number) {
  const [linha] = await tx.select().from(equipe).where(eq(equipe.id, id)).for('update');
  if (!linha) throw notFound();
  return linha;
}

export async function alterar(
  request: FastifyRequest,
  id: number,
  dados: { papeis: Papel[]; ativo: boolean },
): Promise<MembroEquipe> {
  const { db, clock } = request.server.ctx;
  const autor = sessaoEquipe(request);
  if (id === autor.equipeId && !dados.ativo) throw conflito(MENSAGENS_CONSOLE.proprioAcesso);
  try {
    await db.transaction(async (tx) => {
      const antes = await travado(tx, id);
      const papeis = [...new Set(dados.papeis)];
      await tx.update(equipe).set({ papeis, ativo: dados.ativo }).where(eq(equipe.id, id));
      if (!dados.ativo) await apagarSessoesDe(tx, id);
      await registrarAcaoEquipe(tx, {
        equipeId: autor.equipeId,
        papel: PAPEL,
        acao: 'equipe.alterar',
        alvo: `equipe:${id}`,
        antes: { papeis: antes.papeis, ativo: antes.ativo },
        depois: { papeis, ativo: dados.ativo },
        request,
      });
    });
  } catch (error) {
    if (semAdministrador(error)) throw conflito(MENSAGENS_CONSOLE.ultimoAdministrador);
    throw error;
  }
  const [membro] = await membros(db, clock(), id);
  return membro!;
}

export async function redefinirFatores(request: FastifyRequest, id: number): Promise<ConviteEmitido> {
  const { db, clock, config, random } = request.server.ctx;
  const autor = sessaoEquipe(request);
  if (id === autor.equipeId) throw conflito(MENSAGENS_CONSOLE.proprioAcesso);
  const agora = clock();
  const { alvo, convite } = await db.transaction(async (tx) => {
    const alvo = await travado(tx, id);
    // One after another: a transaction is one connection, and pg sends nothing while it is answering (a
    // Promise.all here is deprecated in pg 8, an error in pg 9; db/transaction-queries.int.test.ts).
    const passkeys = await tx
      .delete(equipePasskeys)
      .where(eq(equipePasskeys.equipeId, id))
      .returning({ id: equipePasskeys.id });
    const totp = await tx
      .delete(equipeTotp)
      .where(eq(equipeTotp.equipeId, id))
      .returning({ confirmado: equipeTotp.confirmado });
    const codigos = await tx
      .delete(equipeCodigosRecuperacao)
      .where(and(eq(equipeCodigosRecuperacao.equipeId, id), isNull(equipeCodigosRecuperacao.usadoEm)))
      .returning({ id: equipeCodigosRecuperacao.id });
    await apagarSessoesDe(tx, id);
    const convite = await emitirConvite(tx, {
      config,
      random,
      agora,
      equipeId: id,
      criadoPor: autor.equipeId,
    });
    await registrarAcaoEquipe(tx, {
      equipeId: autor.equipeId,
      papel: PAPEL,
      acao: 'equipe.redefinir-fatores',
      alvo: `equipe:${id}`,
      antes: {
        passkeys: passkeys.length,
        totp: totp.some((t) => t.confirmado),
        codigosRecuperacao: codigos.length,
      },
      depois: { passkeys: 0, totp: false, codigosRecuperacao: 0, convitePendente: true },
      request,
    });
    return { alvo, convite };
  });
  enviarLink(request, alvo.email, alvo.nome, convite.link, 'redefinicao');
  return convite;
}

export async function auditoria(
  db: Database,
  filtro: { equipeId?: number | undefined; acao?: string | undefined; pagina: number },
) {
  const condicao = and(
    filtro.equipeId === undefined ? undefined : eq(equipeAuditoria.equipeId, filtro.equipeId),
    filtro.acao === undefined ? undefined : eq(equipeAuditoria.acao, filtro.acao),
  );
  const [linhas, [total]] = await Promise.all([
    db
      .select({
        id: equipeAuditoria.id,
        em: equipeAuditoria.at,
        equipeId: equipeAuditoria.equipeId,
        nomeEquipe: equipe.nome,
        papel: equipeAuditoria.papel,
        acao: equipeAuditoria.acao,
        alvo: equipeAuditoria.alvo,
        antes: equipeAuditoria.antes,
        depois: equipeAuditoria.depois,
        ip: equipeAuditoria.ip,
      })
      .from(equipeAuditoria)
      .leftJoin(equipe, eq(equipe.id, equipeAuditoria.equipeId))
      .where(condicao)
      .orderBy(desc(equipeAuditoria.id))
      .limit(AUDITORIA_EQUIPE_POR_PAGINA)
      .offset((filtro.pagina - 1) * AUDITORIA_EQUIPE_POR_PAGINA),
    db.select({ n: count() }).from(equipeAuditoria).where(condicao),
  ]);
  return {
    itens: linhas.map((l) => ({ ...l, em: l.em.toISOString() })),
    pagina: filtro.pagina,
    porPagina: AUDITORIA_EQUIPE_POR_PAGINA,
    total: total?.n ?? 0,
  };
}
