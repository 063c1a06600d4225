// Identity checks shared by first access and recovery: the member's contacts (masked) and the one-time
// codes sent to them (shared-domain/codigos-verificacao.ts). An unknown CPF gets made-up contacts keyed by the CPF
// (shaped like real lists, the same on both doors), the same queries and the same answers, so the endpoints
// cannot tell who is a member (no enumeration; docs/decisions/0011).
import { and, desc, eq, sql } from 'drizzle-orm';
import { onlyDigits } from '@portal/domain';
import type { TipoContatoVerificacao } from '@portal/domain/contract/auth/contatos-verificacao';
import type { Database } from '../../db/client.js';
import { contas } from '../../db/schema/auth.js';
import type { CanalNotificacao, FinalidadeCodigo } from '../../db/schema/lifecycle.js';
import { pessoas, pessoaContatos } from '../../db/schema/pessoas.js';
import { beneficiarios, type TipoBeneficiario } from '../../db/schema/contratos.js';
import { hmacHex } from '../../platform/clock.js';
import {
  contactCode,
  deliverableContacts,
  maskEmail,
  maskPhone,
  MOBILE_TYPES,
  toMasked,
  type DeliverableContact,
} from '../../shared-domain/contatos-mascarados.js';

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

/** Where security notices go: the main e-mail, else a mobile phone. */
export function noticeContact(
  subject: Pick<Subject, 'contatos'>,
): { canal: CanalNotificacao; destino: string } | null {
  const email = subject.contatos.find((c) => c.tipo === 'EMAIL');
  if (email) return { canal: 'EMAIL', destino: email.valor.trim() };
  const mobile = subject.contatos.find((c) => MOBILE_TYPES.has(c.tipo));
  return mobile ? { canal: 'SMS', destino: onlyDigits(mobile.valor) } : null;
}
