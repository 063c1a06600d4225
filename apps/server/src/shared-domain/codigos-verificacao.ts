// One-time codes (issue 3; issue 33): 6 random digits, 10 minutes, single use, stored as a keyed hash, 5
// wrong tries, 3 sends per 15 minutes per CPF. First access and recovery (modules/auth) send them to a
// member's listed contact; Dados Pessoais (modules/meus-dados) to a new e-mail or mobile, bound to it.
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { firstName } from '@portal/domain';
import { CODIGO_VALIDADE_MINUTOS } from '@portal/domain/contract/auth/contatos-verificacao';
import type { Database } from '../db/client.js';
import { lockKey } from '../db/locks.js';
import { codigosVerificacao, type CanalNotificacao, type FinalidadeCodigo } from '../db/schema/lifecycle.js';
import { hmacHex, type RandomBytes } from '../platform/clock.js';
import type { DeliverableContact } from './contatos-mascarados.js';
import type { Notification } from '../platform/notify/notifier.js';

export const CODE_TTL_MS = CODIGO_VALIDADE_MINUTOS * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_MAX_SENDS = 3;
export const CODE_SEND_WINDOW_MS = 15 * 60_000;

const cpfKey = (secret: string, cpf: string): string => hmacHex(secret, `codigo:${cpf}`);
const codeHash = (secret: string, cpf: string, code: string): string =>
  hmacHex(secret, `codigo:${cpf}:${code}`);

/** Six uniformly random digits (rejection sampling keeps every code equally likely). */
export function generateCode(random: RandomBytes): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  for (;;) {
    const n = random(4).readUInt32BE(0);
    if (n < limit) return String(n % 1_000_000).padStart(6, '0');
  }
}

export type IssueOutcome = { kind: 'issued'; code: string; expiresAt: Date } | { kind: 'throttled' };

/**
 * A new code for this CPF and purpose, unless 3 were sent for the CPF in the last 15 minutes. Earlier
 * live codes of the same purpose stop working — with a `destino` (a new contact to confirm), only those
 * of the same channel: a new e-mail and a new mobile are confirmed each by its own code. A per-CPF
 * advisory lock keeps concurrent sends honest.
 */
export async function issueCode(options: {
  db: Database;
  secret: string;
  random: RandomBytes;
  now: Date;
  cpf: string;
  finalidade: FinalidadeCodigo;
  pessoaId: number | null;
  canal: CanalNotificacao;
  /** The new contact this code confirms (ALTERAR_CONTATO): the code is bound to it. */
  destino?: string;
}): Promise<IssueOutcome> {
  const { db, secret, random, now, cpf, finalidade, pessoaId, canal, destino } = options;
  const key = cpfKey(secret, cpf);
  return db.transaction(async (tx) => {
    await lockKey(tx, key);
    const [sent] = await tx
      .select({ n: count() })
      .from(codigosVerificacao)
      .where(
        and(
          eq(codigosVerificacao.cpfHash, key),
          gt(codigosVerificacao.createdAt, new Date(now.getTime() - CODE_SEND_WINDOW_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= CODE_MAX_SENDS) return { kind: 'throttled' } as const;
    await tx
      .update(codigosVerificacao)
      .set({ usedAt: now })
      .where(
        and(
          eq(codigosVerificacao.cpfHash, key),
          eq(codigosVerificacao.finalidade, finalidade),
          isNull(codigosVerificacao.usedAt),
          destino === undefined ? undefined : eq(codigosVerificacao.canal, canal),
        ),
      );
    const code = generateCode(random);
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx.insert(codigosVerificacao).values({
      finalidade,
      cpfHash: key,
      pessoaId: pessoaId,
      codeHash: codeHash(secret, cpf, code),
      canal,
      destino: destino ?? null,
      createdAt: now,
      expiresAt,
    });
    return { kind: 'issued', code, expiresAt } as const;
  });
}

export interface LiveCode {
  id: number;
  pessoaId: number;
}

/** Which live code a check is about: with a `destino`, the channel's latest, matching only that value. */
export interface CodeTarget {
  canal: CanalNotificacao;
  destino: string;
}

/**
 * Checks a code against the CPF's live code of this purpose. A wrong code costs a try (the fifth kills
 * it); a right one is marked verified and returned, still unspent. Codes sent to nobody never match, and a
 * code sent to confirm a new contact matches only that contact (`para`).
 * The comparison and the count happen in ONE update of the code's row, guarded by `tentativas < 5`:
 * concurrent guesses queue on the row lock and each re-reads the count, so at most five wrong guesses
 * are ever compared, however many arrive at once (a read followed by a separate write let 150 through).
 */
export async function checkCode(options: {
  db: Database;
  secret: string;
  now: Date;
  cpf: string;
  finalidade: FinalidadeCodigo;
  code: string;
  para?: CodeTarget;
}): Promise<LiveCode | null> {
  const { db, secret, now, cpf, finalidade, code, para } = options;
  const stillLive = and(
    isNull(codigosVerificacao.usedAt),
    gt(codigosVerificacao.expiresAt, now),
    lt(codigosVerificacao.tentativas, CODE_MAX_TRIES),
  );
  const latest = db
    .select({ id: codigosVerificacao.id })
    .from(codigosVerificacao)
    .where(
      and(
        eq(codigosVerificacao.cpfHash, cpfKey(secret, cpf)),
        eq(codigosVerificacao.finalidade, finalidade),
        para ? eq(codigosVerificacao.canal, para.canal) : undefined,
        stillLive,
      ),
    )
    .orderBy(desc(codigosVerificacao.createdAt))
    .limit(1);
  const sameTarget = para ? sql` and ${codigosVerificacao.destino} = ${para.destino}` : sql``;
  const matches = sql`(${codigosVerificacao.codeHash} = ${codeHash(secret, cpf, code)} and ${codigosVerificacao.pessoaId} is not null${sameTarget})`;
  const [checked] = await db
    .update(codigosVerificacao)
    .set({
      tentativas: sql`${codigosVerificacao.tentativas} + case when ${matches} then 0 else 1 end`,
      verifiedAt: sql`case when ${matches} then ${now.toISOString()}::timestamptz else ${codigosVerificacao.verifiedAt} end`,
    })
    .where(and(sql`${codigosVerificacao.id} = (${latest})`, stillLive))
    .returning({
      id: codigosVerificacao.id,
      pessoaId: codigosVerificacao.pessoaId,
      matched: sql<boolean>`${matches}`,
    });
  if (!checked?.matched || checked.pessoaId === null) return null;
  return { id: checked.id, pessoaId: checked.pessoaId };
}

export type CodeRejection = 'incorreto' | 'expirado' | 'tentativas' | 'nenhum';

/**
 * Why checkCode refused (for a signed-in member confirming their own new contact, where saying so reveals
 * nothing): the channel's latest code of this purpose was replaced or spent, ran out of tries, expired, or
 * the code (or the value it was sent to) was not the one.
 */
export async function whyRejected(options: {
  db: Database;
  secret: string;
  now: Date;
  cpf: string;
  finalidade: FinalidadeCodigo;
  canal: CanalNotificacao;
}): Promise<CodeRejection> {
  const { db, secret, now, cpf, finalidade, canal } = options;
  const [latest] = await db
    .select({
      usedAt: codigosVerificacao.usedAt,
      expiresAt: codigosVerificacao.expiresAt,
      tentativas: codigosVerificacao.tentativas,
    })
    .from(codigosVerificacao)
    .where(
      and(
        eq(codigosVerificacao.cpfHash, cpfKey(secret, cpf)),
        eq(codigosVerificacao.finalidade, finalidade),
        eq(codigosVerificacao.canal, canal),
      ),
    )
    .orderBy(desc(codigosVerificacao.createdAt))
    .limit(1);
  if (!latest || latest.usedAt) return 'nenhum';
  if (latest.tentativas >= CODE_MAX_TRIES) return 'tentativas';
  if (latest.expiresAt <= now) return 'expirado';
  return 'incorreto';
}

/** Spends a verified code inside the caller's transaction; false when someone spent it first. */
export async function spendCode(options: { db: Database; id: number; now: Date }): Promise<boolean> {
  const spent = await options.db
    .update(codigosVerificacao)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(codigosVerificacao.id, options.id),
        isNull(codigosVerificacao.usedAt),
        gt(codigosVerificacao.expiresAt, options.now),
      ),
    )
    .returning({ id: codigosVerificacao.id });
  return spent.length === 1;
}

const PURPOSE_TEXT: Record<FinalidadeCodigo, string> = {
  PRIMEIRO_ACESSO: 'fazer seu primeiro acesso ao',
  RECUPERAR_SENHA: 'recuperar sua senha do',
  ALTERAR_CONTATO: 'confirmar seu novo contato no',
  CHAVE_ACESSO: 'cadastrar uma chave de acesso (passkey) no',
};

/** The message carrying a code, by e-mail or SMS. */
export function codeMessage(options: {
  contact: DeliverableContact;
  nomeCompleto: string;
  finalidade: FinalidadeCodigo;
  code: string;
  productTitle: string;
}): Notification {
  const { contact, nomeCompleto, finalidade, code, productTitle } = options;
  if (contact.canal === 'SMS') {
    return {
      canal: 'SMS',
      destino: contact.destino,
      assunto: 'Código de verificação',
      texto: `${productTitle}: seu código é ${code}. Vale por ${CODIGO_VALIDADE_MINUTOS} minutos. Não compartilhe.`,
    };
  }
  return {
    canal: 'EMAIL',
    destino: contact.destino,
    assunto: `Seu código de verificação - ${productTitle}`,
    texto: [
      `Olá, ${firstName(nomeCompleto)}!`,
      '',
      `Use o código abaixo para ${PURPOSE_TEXT[finalidade]} ${productTitle}:`,
      '',
      `Código: ${code}`,
      '',
      `Ele vale por ${CODIGO_VALIDADE_MINUTOS} minutos e só pode ser usado uma vez.`,
      'Se você não fez este pedido, ignore esta mensagem: sua conta continua protegida.',
    ].join('\n'),
  };
}
