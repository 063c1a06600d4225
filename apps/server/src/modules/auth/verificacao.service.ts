// Identity checks shared by first access and recovery: the member's contacts (masked), and 6-digit
// one-time codes (random, 10 minutes, single use, stored as a keyed hash, 5 wrong tries, 3 sends per
// 15 minutes per CPF). An unknown CPF gets made-up contacts keyed by the CPF (shaped like real lists, the
// same on both doors), the same queries and the same answers, so the endpoints cannot tell who is a
// member (no enumeration; docs/decisions/0011).
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { firstName, onlyDigits } from '@portal/domain';
import {
  CODIGO_VALIDADE_MINUTOS,
  type TipoContatoVerificacao,
} from '@portal/domain/contract/auth/contatos-verificacao';
import type { Database } from '../../db/client.js';
import { lockKey } from '../../db/locks.js';
import { contas } from '../../db/schema/auth.js';
import {
  codigosVerificacao,
  type CanalNotificacao,
  type FinalidadeCodigo,
} from '../../db/schema/lifecycle.js';
import { pessoas, pessoaContatos } from '../../db/schema/pessoas.js';
import { beneficiarios, type TipoBeneficiario } from '../../db/schema/plans.js';
import { hmacHex, type RandomBytes } from '../../platform/clock.js';
import {
  contactCode,
  deliverableContacts,
  maskEmail,
  maskPhone,
  MOBILE_TYPES,
  toMasked,
  type DeliverableContact,
} from '../../platform/contatos-mascarados.js';
import type { Notification } from '../../platform/notify/notifier.js';

export const CODE_TTL_MS = CODIGO_VALIDADE_MINUTOS * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_MAX_SENDS = 3;
export const CODE_SEND_WINDOW_MS = 15 * 60_000;

/** Who a CPF belongs to, as far as these flows need: one query whether or not the CPF is known. */
export interface Subject {
  pessoaId: number;
  nomeCompleto: string;
  dataNascimento: string;
  contaId: number | null;
  tipos: TipoBeneficiario[];
  contatos: { tipo: string; valor: string; principal: boolean }[];
}

export async function findSubject({ db, cpf }: { db: Database; cpf: string }): Promise<Subject | null> {
  const rows = await db
    .select({
      pessoaId: pessoas.id,
      nomeCompleto: pessoas.nomeCompleto,
      dataNascimento: pessoas.dataNascimento,
      contaId: contas.id,
      tipos: sql<TipoBeneficiario[] | null>`(select array_agg(distinct ${beneficiarios.tipo})
        from ${beneficiarios} where ${beneficiarios.pessoaId} = ${pessoas.id})`,
      contatoTipo: pessoaContatos.tipo,
      contatoValor: pessoaContatos.valor,
      contatoPrincipal: pessoaContatos.principal,
    })
    .from(pessoas)
    .leftJoin(contas, eq(contas.pessoaId, pessoas.id))
    // Both doors, and the notices they send, use verified contacts only (issue 33): a contact typed on Dados
    // Pessoais without a code (a landline) never receives a code.
    .leftJoin(
      pessoaContatos,
      and(eq(pessoaContatos.pessoaId, pessoas.id), eq(pessoaContatos.verificado, true)),
    )
    .where(eq(pessoas.cpf, cpf))
    .orderBy(desc(pessoaContatos.principal), pessoaContatos.id);
  const [first] = rows;
  if (!first) return null;
  return {
    pessoaId: first.pessoaId,
    nomeCompleto: first.nomeCompleto,
    dataNascimento: first.dataNascimento,
    contaId: first.contaId,
    tipos: first.tipos ?? [],
    contatos: rows.flatMap((r) =>
      r.contatoTipo && r.contatoValor
        ? [{ tipo: r.contatoTipo, valor: r.contatoValor, principal: r.contatoPrincipal ?? false }]
        : [],
    ),
  };
}

/** First access is for beneficiaries; recovery for people who have an account. */
export function isEligible(subject: Subject | null, finalidade: FinalidadeCodigo): subject is Subject {
  if (!subject) return false;
  return finalidade === 'PRIMEIRO_ACESSO' ? subject.tipos.length > 0 : subject.contaId !== null;
}

const FAKE_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DDDS = ['11', '19', '21', '31', '41', '51', '61', '71', '81', '85'];

/**
 * The list shapes members have, as (e-mails, mobiles) with a weight out of 100: most have one of each,
 * many only one kind, some several. A made-up list takes one of them, so the shape says nothing.
 */
const FAKE_SHAPES: { emails: number; phones: number; weight: number }[] = [
  { emails: 1, phones: 1, weight: 46 },
  { emails: 1, phones: 0, weight: 16 },
  { emails: 0, phones: 1, weight: 14 },
  { emails: 1, phones: 2, weight: 10 },
  { emails: 2, phones: 1, weight: 7 },
  { emails: 0, phones: 2, weight: 4 },
  { emails: 2, phones: 2, weight: 3 },
];

/** Bytes keyed by the session secret and the CPF alone: the same list on both doors and on every call. */
function fakeSeed(secret: string, cpf: string): (i: number) => number {
  const seed = Buffer.concat([0, 1].map((n) => Buffer.from(hmacHex(secret, `ficticio:${n}:${cpf}`), 'hex')));
  return (i) => seed[i % seed.length] ?? 0;
}

function fakeShape(byte: (i: number) => number) {
  let pick = ((byte(0) << 8) | byte(1)) % 100;
  for (const shape of FAKE_SHAPES) {
    if (pick < shape.weight) return shape;
    pick -= shape.weight;
  }
  return FAKE_SHAPES[0]!;
}

function fakeEmail(byte: (i: number) => number, at: number): string {
  const letter = (i: number) => LETTERS[byte(i) % LETTERS.length] ?? 'a';
  const local = `${letter(at)}${letter(at + 1)}${'x'.repeat(4 + (byte(at + 2) % 10))}`;
  return `${local}@${FAKE_DOMAINS[byte(at + 3) % FAKE_DOMAINS.length] ?? 'gmail.com'}`;
}

function fakePhone(byte: (i: number) => number, at: number): string {
  const digits = Array.from({ length: 8 }, (_, i) => String(byte(at + 1 + i) % 10)).join('');
  return `${DDDS[byte(at) % DDDS.length] ?? '11'}9${digits}`;
}

/** A list shaped and valued like real ones, stable for a CPF (no way to tell a non-member by it). */
function madeUpContacts(secret: string, cpf: string): DeliverableContact[] {
  const byte = fakeSeed(secret, cpf);
  const { emails, phones } = fakeShape(byte);
  const made = (tipo: TipoContatoVerificacao, value: string): DeliverableContact => ({
    codigo: contactCode(secret, cpf, `ficticio:${value}`),
    tipo,
    valor: tipo === 'EMAIL' ? maskEmail(value) : maskPhone(value),
    canal: tipo === 'EMAIL' ? 'EMAIL' : 'SMS',
    destino: '',
  });
  const list = [
    ...Array.from({ length: emails }, (_, i) => made('EMAIL', fakeEmail(byte, 2 + i * 4))),
    ...Array.from({ length: phones }, (_, i) => made('TELEFONE', fakePhone(byte, 10 + i * 9))),
  ];
  // Real lists come principal first, whatever the kind: half of the mixed made-up ones start with a phone.
  return byte(40) % 2 === 0 ? list : [...list].reverse();
}

/**
 * What the contact picker lists for this CPF, the same on both doors: a known person's real contacts
 * (a code only goes out when the door fits, see isEligible), made-up ones for an unknown CPF or a
 * person with nothing to receive a code on.
 */
export function contactsFor(options: {
  secret: string;
  cpf: string;
  subject: Subject | null;
}): DeliverableContact[] {
  const { secret, cpf, subject } = options;
  const real = subject ? deliverableContacts(secret, cpf, subject.contatos) : [];
  return real.length > 0 ? real : madeUpContacts(secret, cpf);
}

/** Made-up contacts have no destination: nothing is ever sent to them. */
export const isMadeUp = (contact: DeliverableContact): boolean => contact.destino === '';

export { toMasked, type DeliverableContact };

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
interface CodeTarget {
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

/** Where security notices go: the main e-mail, else a mobile phone. */
export function noticeContact(
  subject: Pick<Subject, 'contatos'>,
): { canal: CanalNotificacao; destino: string } | null {
  const email = subject.contatos.find((c) => c.tipo === 'EMAIL');
  if (email) return { canal: 'EMAIL', destino: email.valor.trim() };
  const mobile = subject.contatos.find((c) => MOBILE_TYPES.has(c.tipo));
  return mobile ? { canal: 'SMS', destino: onlyDigits(mobile.valor) } : null;
}

/** The operator's local time, where its members are. */
const NOTICE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** 'Sua senha foi alterada' notice (after a change, a reset or an account creation). */
export function securityNotice(options: {
  to: { canal: CanalNotificacao; destino: string };
  nomeCompleto: string;
  what: string;
  at: Date;
  productTitle: string;
  supportPhone: string | null;
}): Notification {
  const { to, nomeCompleto, what, at, productTitle, supportPhone } = options;
  const when = NOTICE_TIME.format(at).replace(', ', ' às ');
  const help = supportPhone
    ? `Se não foi você, ligue agora para ${supportPhone}.`
    : 'Se não foi você, fale agora com a operadora.';
  const texto =
    to.canal === 'SMS'
      ? `${productTitle}: ${what} em ${when}. ${help}`
      : [`Olá, ${firstName(nomeCompleto)}!`, '', `${what} em ${when}.`, '', help].join('\n');
  return { canal: to.canal, destino: to.destino, assunto: `Aviso de segurança - ${productTitle}`, texto };
}
