// Fresh families for tests that change state (issue 8 §6): each such test gets a family nobody else
// signs in as, instead of a demo account reserved for it. Family n of a kind is a pure function of
// (kind, n), so the server (which inserts it, apps/server/src/test/fresh-family.ts) and the e2e fixture
// (which claims an index, e2e/support/family.ts) agree on it without exchanging a file.
import { createHash } from 'node:crypto';
import { formatCpf, mod11CheckDigit, onlyDigits } from '@portal/domain';

/**
 * - `ativa`: contratante (no account), titular with an account and every permission, a dependant without
 *   account; two contracts (medical and dental) with cards; three mobiles and an e-mail for the titular.
 * - `semConta`: a titular without an account (first access), one e-mail and one mobile.
 * - `expirada`: a titular whose account's credentials are expired.
 * - `pagante`: a titular with an account and every permission who pays their own plan (no contratante: the
 *   direct debit is theirs to set, issue 37), a dependant without account; one contract.
 */
export type FreshFamilyKind = 'ativa' | 'semConta' | 'expirada' | 'pagante';

/** Families seeded per kind for one e2e run (each test that changes state, and each retry, takes one). */
// Every journey runs in two projects (desktop and phone), each with one retry in CI.
export const E2E_FAMILY_POOL: Record<FreshFamilyKind, number> = {
  ativa: 64,
  semConta: 8,
  expirada: 8,
  pagante: 8,
};

/** The password of every fresh account (not the demo password: fresh families are not demo people). */
export const FRESH_PASSWORD = 'Familia#Nova2026';

export interface FreshPerson {
  /** Formatted, as a member types it: 'ddd.ddd.ddd-dd'. */
  cpf: string;
  nome: string;
  /** What the portal greets with ('Olá, Helena!'). */
  primeiroNome: string;
  dataNascimento: string;
  sexo: 'M' | 'F';
  /** At most one; the titular's is principal. */
  email: string | null;
  /** 11 digits each; the first is the principal mobile, the third a personal WhatsApp. */
  celulares: string[];
}

export interface FreshAddress {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
}

export interface FreshFamily {
  kind: FreshFamilyKind;
  n: number;
  codigoGrupo: string;
  titular: FreshPerson;
  /** null for `semConta`. */
  conta: { senha: string; credenciaisExpiradas: boolean } | null;
  dependente: FreshPerson | null;
  contratante: FreshPerson | null;
  /** Contract codes; the first is the medical plan, `ativa`'s second the dental one. */
  contratos: string[];
  /** Everyone's residential address (a street of the seeded CEP table). */
  endereco: FreshAddress;
}

const KIND_DIGIT: Record<FreshFamilyKind, number> = { ativa: 1, semConta: 2, expirada: 3, pagante: 4 };
const ROLE_DIGIT = { titular: 1, dependente: 2, contratante: 3 } as const;

// Names are letters only (the personal-data form validates them on save); two surnames make 100 a kind.
const SOBRENOMES = ['Almeida', 'Barros', 'Cardoso', 'Duarte', 'Esteves', 'Fontes', 'Gusmão', 'Lacerda'];
const SEGUNDOS = ['Macedo', 'Nogueira', 'Otero', 'Pacheco', 'Queiroz', 'Rezende', 'Siqueira', 'Teixeira'];

const ENDERECO: FreshAddress = {
  cep: '04094050',
  logradouro: 'Avenida Pedro Álvares Cabral',
  numero: '1500',
  complemento: null,
  bairro: 'Vila Mariana',
  cidade: 'São Paulo',
  uf: 'SP',
};

/** A valid CPF from 9 base digits (the two mod-11 check digits appended), formatted. */
export function cpfFromBase(base: string): string {
  // CPF weights run 2..11 from the right and never wrap (domain validation/cpf.ts).
  const first = mod11CheckDigit(base, 11);
  const second = mod11CheckDigit(`${base}${first}`, 11);
  return formatCpf(`${base}${first}${second}`);
}

export function freshFamily(kind: FreshFamilyKind, n: number): FreshFamily {
  const pool = E2E_FAMILY_POOL[kind];
  if (!Number.isInteger(n) || n < 0 || n >= SOBRENOMES.length * SEGUNDOS.length) {
    throw new Error(`família nova ${kind} ${n} fora da faixa (reserva de ${pool})`);
  }
  const kd = KIND_DIGIT[kind];
  const nn = String(n).padStart(3, '0');
  const sobrenome = `${SOBRENOMES[n % SOBRENOMES.length]} ${SEGUNDOS[Math.floor(n / SOBRENOMES.length)]}`;
  // CPFs start with 9 and contract codes with 7: no demo CPF or contract starts so.
  const person = (
    role: keyof typeof ROLE_DIGIT,
    primeiroNome: string,
    sexo: 'M' | 'F',
    dataNascimento: string,
    contatos: { email: string | null; celulares: string[] },
  ): FreshPerson => ({
    cpf: cpfFromBase(`9${kd}${nn}${ROLE_DIGIT[role]}000`),
    nome: `${primeiroNome} ${sobrenome}`,
    primeiroNome,
    dataNascimento,
    sexo,
    ...contatos,
  });
  // Mobiles differ per family in the middle; their last four digits (all a masked number shows) are fixed.
  const celular = (final: string) => `199${kd}${nn}${final}`;
  const contratos = kind === 'ativa' ? [`7${kd}${nn}1`, `7${kd}${nn}2`] : [`7${kd}${nn}1`];
  const base = { kind, n, codigoGrupo: `GF-7${kd}${nn}`, contratos, endereco: ENDERECO };
  const conta = (credenciaisExpiradas: boolean) => ({ senha: FRESH_PASSWORD, credenciaisExpiradas });
  switch (kind) {
    case 'ativa':
      return {
        ...base,
        titular: person('titular', 'Helena', 'F', '1981-07-14', {
          email: `helena.${nn}@email.test`,
          celulares: [celular('1001'), celular('2002'), celular('3003')],
        }),
        conta: conta(false),
        dependente: person('dependente', 'Rafael', 'M', '2010-03-09', { email: null, celulares: [] }),
        contratante: person('contratante', 'Vicente', 'M', '1975-11-02', {
          email: `vicente.${nn}@email.test`,
          celulares: [],
        }),
      };
    case 'pagante':
      return {
        ...base,
        titular: person('titular', 'Beatriz', 'F', '1983-02-17', {
          email: `beatriz.${nn}@email.test`,
          celulares: [celular('5005')],
        }),
        conta: conta(false),
        dependente: person('dependente', 'Tomás', 'M', '2012-08-23', { email: null, celulares: [] }),
        contratante: null,
      };
    case 'semConta':
    case 'expirada':
      return {
        ...base,
        titular: person(
          'titular',
          kind === 'semConta' ? 'Lívia' : 'Jonas',
          kind === 'semConta' ? 'F' : 'M',
          '1988-04-21',
          {
            email: `${kind === 'semConta' ? 'livia' : 'jonas'}.${nn}@email.test`,
            celulares: [celular('4004')],
          },
        ),
        conta: kind === 'semConta' ? null : conta(true),
        dependente: null,
        contratante: null,
      };
  }
}

/** Every family of the e2e pool, in the order the seed inserts them. */
export function e2eFamilyPool(): FreshFamily[] {
  return (Object.keys(E2E_FAMILY_POOL) as FreshFamilyKind[]).flatMap((kind) =>
    Array.from({ length: E2E_FAMILY_POOL[kind] }, (_, n) => freshFamily(kind, n)),
  );
}

/**
 * The public appointment link token seeded for an `ativa` family's titular (on their soonest Cardiologia
 * appointment, issue 16): a pure function of the CPF, so a journey opens /servicos/agendamento/{token}
 * without reading the database. 43 base64url characters, like a real token. Test families only.
 */
export const freshAgendamentoToken = (cpf: string): string =>
  createHash('sha256')
    .update(`portal-e2e-agendamento:${onlyDigits(cpf)}`)
    .digest('base64url');
