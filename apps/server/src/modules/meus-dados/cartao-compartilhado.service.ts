// Shared card links (Cartão Virtual "Compartilhar", decisions 0008 and 0011): a random token per link,
// recorded by its SHA-256 in cartoes_compartilhados with who issued it, for which card, and until when.
// The table is the authority: a link opens the card (its public page and its PDF, issue 37) only while its
// row is live (not revoked, not expired), so each link can be revoked on its own. The token is never stored
// nor logged (platform/log-redaction.ts).
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type {
  CartaoCompartilhado,
  LinkCompartilhado,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import type { Database } from '../../db/client.js';
import { cartoesCompartilhados } from '../../db/schema/cartoes-compartilhados.js';
import { carteiras, contratos } from '../../db/schema/contratos.js';
import type { RandomBytes } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { diaOperador, type FamilyScope } from '../../platform/family-scope.js';
import { hashTokenServico, novoTokenServico } from '../../platform/token-servico.js';
import { readOperador } from '../../shared-domain/contratos.js';
import { cardByNumber, type CartaoComDono } from './cartao-virtual.service.js';

/** How long a shared card link opens the card: long enough for the visit it was sent for. */
export const SHARE_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** A new link to the card (already resolved through the caller's scope), issued by the caller's account. */
export async function issueSharedLink(options: {
  db: Database;
  random: RandomBytes;
  now: Date;
  carteiraId: number;
  contaId: number;
}): Promise<{ token: string; expiraEm: Date }> {
  const { token, hash } = novoTokenServico(options.random);
  const expiraEm = new Date(options.now.getTime() + SHARE_LINK_TTL_MS);
  await options.db.insert(cartoesCompartilhados).values({
    tokenHash: hash,
    carteiraId: options.carteiraId,
    emitidoPorContaId: options.contaId,
    criadoEm: options.now,
    expiraEm,
  });
  return { token, expiraEm };
}

/** The live rows: neither revoked nor expired. */
const live = (now: Date) =>
  and(isNull(cartoesCompartilhados.revogadoEm), gt(cartoesCompartilhados.expiraEm, now));

/** The card a live link opens, with the link's end; null for an unknown, revoked or expired token alike. */
export async function openSharedCard(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<{ cartao: CartaoComDono; expiraEm: Date } | null> {
  const tokenHash = hashTokenServico(options.token);
  if (!tokenHash) return null;
  const [link] = await options.db
    .select({ carteira: carteiras.codigo, expiraEm: cartoesCompartilhados.expiraEm })
    .from(cartoesCompartilhados)
    .innerJoin(carteiras, eq(carteiras.id, cartoesCompartilhados.carteiraId))
    .where(and(eq(cartoesCompartilhados.tokenHash, tokenHash), live(options.now)));
  const cartao = link && (await cardByNumber(options.db, link.carteira, diaOperador(options.now)));
  return cartao ? { cartao, expiraEm: link.expiraEm } : null;
}

/**
 * What the public page shows of an opened link (issue 37): the card as a reception checks it — name (social
 * name first), number, plan, validity, operator and its ANS number — and until when the link opens. No CPF,
 * birth date or CNS: the reception checks the person against their document.
 */
export async function sharedCardPage(
  db: Database,
  aberto: { cartao: CartaoComDono; expiraEm: Date },
): Promise<CartaoCompartilhado> {
  const { cartao } = aberto;
  const operador = await readOperador(db);
  return {
    nome: cartao.nome,
    carteira: cartao.carteira,
    plano: cartao.plano,
    segmentacao: cartao.segmentacao,
    acomodacao: cartao.acomodacao,
    abrangencia: cartao.abrangencia,
    validade: cartao.validade,
    operadora: { nome: operador.nome, registroAns: operador.registroAns },
    linkValidoAte: aberto.expiraEm.toISOString(),
  };
}

/**
 * The live links the caller's account issued, for cards still in the caller's scope and of contracts not
 * cancelled (those no longer open), newest first. Links a dependant issued are theirs to list and revoke.
 */
export async function listSharedLinks(
  scope: FamilyScope,
  options: { contaId: number; now: Date },
): Promise<LinkCompartilhado[]> {
  const [rows, holders] = await Promise.all([
    scope.db
      .select({
        id: cartoesCompartilhados.id,
        carteira: carteiras.codigo,
        beneficiarioId: carteiras.beneficiarioId,
        criadoEm: cartoesCompartilhados.criadoEm,
        expiraEm: cartoesCompartilhados.expiraEm,
      })
      .from(cartoesCompartilhados)
      .innerJoin(carteiras, eq(carteiras.id, cartoesCompartilhados.carteiraId))
      .innerJoin(contratos, eq(contratos.id, carteiras.contratoId))
      .where(
        and(
          eq(cartoesCompartilhados.emitidoPorContaId, options.contaId),
          live(options.now),
          ne(contratos.situacao, 'CANCELADO'),
        ),
      )
      .orderBy(desc(cartoesCompartilhados.criadoEm), desc(cartoesCompartilhados.id)),
    scope.planHolders(),
  ]);
  return rows.flatMap((row) => {
    const holder = holders.find((b) => b.beneficiarioId === row.beneficiarioId);
    if (!holder) return [];
    scope.touch([holder]);
    return [
      {
        id: row.id,
        nome: holder.nomeSocial ?? holder.nomeCompleto,
        carteira: row.carteira,
        criadoEm: row.criadoEm.toISOString(),
        expiraEm: row.expiraEm.toISOString(),
      },
    ];
  });
}

/**
 * Revokes one of the caller's links; 404 for an id that is not a link the caller's account issued for a
 * card in the caller's scope. Revoking twice is a success that keeps the first revocation time.
 * Answers the card holder, the audit's subject.
 */
export async function revokeSharedLink(
  scope: FamilyScope,
  options: { contaId: number; id: number; now: Date },
): Promise<{ pessoaId: number }> {
  const [link] = await scope.db
    .select({ beneficiarioId: carteiras.beneficiarioId })
    .from(cartoesCompartilhados)
    .innerJoin(carteiras, eq(carteiras.id, cartoesCompartilhados.carteiraId))
    .where(
      and(
        eq(cartoesCompartilhados.id, options.id),
        eq(cartoesCompartilhados.emitidoPorContaId, options.contaId),
      ),
    );
  const holder = link && (await scope.planHolders()).find((b) => b.beneficiarioId === link.beneficiarioId);
  if (!holder) throw notFound();
  await scope.db
    .update(cartoesCompartilhados)
    .set({ revogadoEm: options.now })
    .where(and(eq(cartoesCompartilhados.id, options.id), isNull(cartoesCompartilhados.revogadoEm)));
  return { pessoaId: holder.pessoaId };
}
