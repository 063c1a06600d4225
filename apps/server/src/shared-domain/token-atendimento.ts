// The attendance token's secrets (issue 41, decision 0050), shared by the member's calls (meus-dados) and the
// provider's check (integracao). One secret per beneficiary, encrypted at rest like the console's TOTP
// secrets (AES-256-GCM under a key derived from the session secret for this use only; the beneficiary id as
// additional data, so a ciphertext moved to another row does not decrypt). The secret belongs to the via of
// the card it was made for: after a reissue (a higher via) it no longer validates anything and the next read
// makes a new one (versao + 1), which the device takes in place of its copy.
import { hkdfSync } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import type { Database } from '../db/client.js';
import { pessoas } from '../db/schema/pessoas.js';
import { beneficiarios, carteiras, contratos } from '../db/schema/contratos.js';
import { tokensAtendimentoSegredos } from '../db/schema/tokens-atendimento.js';
import { cifrarSegredoWebhook, decifrarSegredoWebhook } from '../platform/integracao/segredo-webhook.js';
import { emVigor } from '../platform/family-visibility.js';

const chave = (sessionSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', sessionSecret, '', 'portal:token-atendimento', 32));

export const cifrarSegredoToken = (sessionSecret: string, beneficiarioId: number, segredo: string): string =>
  cifrarSegredoWebhook(chave(sessionSecret), beneficiarioId, segredo);

/** The base32 secret; throws when the key changed or the value was altered. */
export const decifrarSegredoToken = (
  sessionSecret: string,
  beneficiarioId: number,
  guardado: string,
): string => decifrarSegredoWebhook(chave(sessionSecret), beneficiarioId, guardado);

/** A card that may carry a token today: its holder, plan and whether it is the holder's current via. */
export interface CartaoDoToken {
  carteiraId: number;
  carteira: string;
  via: number;
  beneficiarioId: number;
  pessoaId: number;
  nome: string;
  plano: string;
  codigoPlano: string;
}

/**
 * The card by its printed number when it is valid today: its contract active, its holder's membership in
 * force, its validity not past, and no higher via of the holder's cards on that contract. Null otherwise.
 */
export async function cartaoVigente(
  db: Database,
  carteira: string,
  hoje: string,
): Promise<CartaoDoToken | null> {
  const [row] = await db
    .select({
      carteiraId: carteiras.id,
      carteira: carteiras.codigo,
      via: carteiras.via,
      validade: carteiras.validade,
      beneficiarioId: beneficiarios.id,
      pessoaId: pessoas.id,
      nomeCompleto: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
      plano: contratos.plano,
      codigoPlano: contratos.codigo,
      situacao: contratos.situacao,
      maisNova: sql<number>`(select max(outra.via) from ${carteiras} outra
        where outra.beneficiario_id = ${carteiras.beneficiarioId} and outra.contrato_id = ${carteiras.contratoId})`,
    })
    .from(carteiras)
    .innerJoin(beneficiarios, eq(beneficiarios.id, carteiras.beneficiarioId))
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .innerJoin(contratos, eq(contratos.id, carteiras.contratoId))
    .where(and(eq(carteiras.codigo, carteira), emVigor(hoje)));
  if (!row || row.situacao !== 'ATIVO' || row.validade < hoje || Number(row.maisNova) !== row.via)
    return null;
  return {
    carteiraId: row.carteiraId,
    carteira: row.carteira,
    via: row.via,
    beneficiarioId: row.beneficiarioId,
    pessoaId: row.pessoaId,
    nome: row.nomeSocial ?? row.nomeCompleto,
    plano: row.plano,
    codigoPlano: row.codigoPlano,
  };
}

export interface SegredoToken {
  segredo: string;
  versao: number;
}

/**
 * The beneficiary's secret for the card's via: the one kept when it is of this via, else a new one (the first,
 * or after a reissue). `renovar`: a new one whatever is kept (the member asked). One statement either way, so
 * two devices opening the card at once end with the same secret.
 */
export async function segredoDoCartao(
  db: Database,
  sessionSecret: string,
  cartao: Pick<CartaoDoToken, 'beneficiarioId' | 'via'>,
  agora: Date,
  renovar = false,
): Promise<SegredoToken> {
  const t = tokensAtendimentoSegredos;
  const novo = generateSecret();
  const [gravado] = await db
    .insert(t)
    .values({
      beneficiarioId: cartao.beneficiarioId,
      segredoCifrado: cifrarSegredoToken(sessionSecret, cartao.beneficiarioId, novo),
      via: cartao.via,
      versao: 1,
      criadoEm: agora,
    })
    .onConflictDoUpdate({
      target: t.beneficiarioId,
      set: {
        segredoCifrado: sql`excluded.segredo_cifrado`,
        via: sql`excluded.via`,
        versao: sql`${t.versao} + 1`,
        criadoEm: sql`excluded.criado_em`,
      },
      ...(renovar ? {} : { setWhere: sql`${t.via} <> excluded.via` }),
    })
    .returning({ versao: t.versao });
  if (gravado) return { segredo: novo, versao: gravado.versao };
  try {
    // Kept for this via (the update's condition was false), so it exists.
    return (await segredoGuardado(db, sessionSecret, cartao))!;
  } catch {
    // It no longer decrypts (the session secret changed): a new one, as after a reissue.
    return segredoDoCartao(db, sessionSecret, cartao, agora, true);
  }
}

/** The secret kept for the card's via, or null (none yet, or made for an older via: void since the reissue). */
export async function segredoGuardado(
  db: Pick<Database, 'select'>,
  sessionSecret: string,
  cartao: Pick<CartaoDoToken, 'beneficiarioId' | 'via'>,
): Promise<SegredoToken | null> {
  const [row] = await db
    .select()
    .from(tokensAtendimentoSegredos)
    .where(
      and(
        eq(tokensAtendimentoSegredos.beneficiarioId, cartao.beneficiarioId),
        eq(tokensAtendimentoSegredos.via, cartao.via),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    segredo: decifrarSegredoToken(sessionSecret, cartao.beneficiarioId, row.segredoCifrado),
    versao: row.versao,
  };
}
