// What sign-in and enrolment share (issue 38): the active staff member by e-mail or id, opening a session
// (with its audit row, in one transaction), the TOTP secret waiting for its first code, and the refusal of
// a sign-in (audited, the same 401 whatever was wrong).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EquipeEu } from '@portal/domain/contract/console/equipe';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import type { Database } from '../../db/client.js';
import { equipe, equipeTotp, type FatorSessao } from '../../db/schema/equipe.js';
import { registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { cifrarTotp, novoSegredoTotp, uriTotp } from '../../platform/console/fatores.js';
import { novaSessaoEquipe } from '../../platform/console/sessao-equipe.js';
import { HttpError } from '../../platform/errors.js';
import { eu, nomeOperadora } from './identidade.service.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

export interface MembroAtivo {
  equipeId: number;
  nome: string;
  email: string;
  papeis: (typeof equipe.$inferSelect)['papeis'];
}

const colunas = { equipeId: equipe.id, nome: equipe.nome, email: equipe.email, papeis: equipe.papeis };

/** The active staff member with this e-mail (any case), or undefined. */
export async function ativoPorEmail(db: Executor, email: string): Promise<MembroAtivo | undefined> {
  const [linha] = await db
    .select(colunas)
    .from(equipe)
    .where(and(sql`lower(${equipe.email}) = ${email.toLowerCase()}`, eq(equipe.ativo, true)));
  return linha;
}

/** The active staff member with this id, or undefined. */
export async function ativoPorId(db: Executor, equipeId: number): Promise<MembroAtivo | undefined> {
  const [linha] = await db
    .select(colunas)
    .from(equipe)
    .where(and(eq(equipe.id, equipeId), eq(equipe.ativo, true)));
  return linha;
}

/**
 * Opens a staff session for `membro` with `fator`: `gravar` (inside the caller's transaction) writes the
 * session, and `depois` (after it commits) sets the cookie and answers who is signed in.
 */
export function abrirSessao(
  request: FastifyRequest,
  membro: MembroAtivo,
  fator: FatorSessao,
): { gravar: (tx: Executor) => Promise<void>; depois: (reply: FastifyReply) => Promise<EquipeEu> } {
  const sessao = novaSessaoEquipe(request, membro.equipeId, fator);
  return {
    async gravar(tx) {
      await sessao.gravar(tx);
      await registrarAcaoEquipe(tx, {
        equipeId: membro.equipeId,
        papel: null,
        acao: 'sessao.entrar',
        depois: { fator },
        request,
      });
    },
    async depois(reply) {
      sessao.emitir(reply);
      return eu(request.server.ctx.db, { ...membro, fator });
    },
  };
}

/** Signs in: the session and its audit row in one transaction, then the cookie. */
export async function entrar(
  request: FastifyRequest,
  reply: FastifyReply,
  membro: MembroAtivo,
  fator: FatorSessao,
): Promise<EquipeEu> {
  const sessao = abrirSessao(request, membro, fator);
  await request.server.ctx.db.transaction((tx) => sessao.gravar(tx));
  return sessao.depois(reply);
}

/** A refused sign-in: audited (who, when known; never the code), then the same 401 whatever was wrong. */
export async function recusarEntrada(
  request: FastifyRequest,
  equipeId: number | null,
  fator: FatorSessao,
  mensagem: string = MENSAGENS_CONSOLE.entradaRecusada,
): Promise<never> {
  await registrarAcaoEquipe(request.server.ctx.db, {
    equipeId,
    papel: null,
    acao: 'sessao.entrada-recusada',
    depois: { fator },
    request,
  });
  throw new HttpError(401, { mensagem });
}

/**
 * A new authenticator secret waiting for its first code (replacing an unconfirmed one): its base32 and the
 * otpauth:// URI for the QR code. 409 when a confirmed one exists (remove it first).
 */
export async function iniciarTotp(
  request: FastifyRequest,
  membro: Pick<MembroAtivo, 'equipeId' | 'email'>,
): Promise<{ segredo: string; uri: string }> {
  const { db, config, clock } = request.server.ctx;
  const segredo = novoSegredoTotp();
  const cifrado = cifrarTotp(config.sessionSecret, membro.equipeId, segredo);
  const gravado = await db.transaction(async (tx) => {
    const [linha] = await tx
      .insert(equipeTotp)
      .values({ equipeId: membro.equipeId, segredoCifrado: cifrado, createdAt: clock() })
      .onConflictDoUpdate({
        target: equipeTotp.equipeId,
        set: { segredoCifrado: cifrado, ultimoPasso: null, createdAt: clock() },
        setWhere: eq(equipeTotp.confirmado, false),
      })
      .returning({ equipeId: equipeTotp.equipeId });
    if (!linha) return false;
    await registrarAcaoEquipe(tx, {
      equipeId: membro.equipeId,
      papel: null,
      acao: 'fator.totp-iniciar',
      alvo: `equipe:${membro.equipeId}`,
      request,
    });
    return true;
  });
  if (!gravado) {
    throw new HttpError(409, {
      mensagem: 'Já há um aplicativo autenticador cadastrado. Remova-o antes de cadastrar outro.',
    });
  }
  const emissor = `${(await nomeOperadora(db)) || 'Operadora'} — Console`;
  return { segredo, uri: uriTotp(emissor, membro.email, segredo) };
}

/** Marks the authenticator secret confirmed (its first code was accepted). */
export const confirmarSegredoTotp = (tx: Executor, equipeId: number) =>
  tx.update(equipeTotp).set({ confirmado: true }).where(eq(equipeTotp.equipeId, equipeId));
