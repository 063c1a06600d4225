// The one rule for who may see another person's health data (issue 33, docs/decisions/0026). Every health
// read resolves its person through FamilyScope.saude / .baseSaude, which call this; nothing else decides it.
//   - one's own data: always;
//   - a minor (under 18 on the operator's calendar today): the titular of the dependant's plan, or a guardian
//     the operator recorded (GUARDA);
//   - anyone else's: only while a grant in force covers the area — the adult's own consent (CONSENTIMENTO,
//     the areas they chose) or a legal representation the operator recorded (CURATELA, PROCURACAO: all areas).
// Financial roles see money, not medicine: callers that show amounts of someone they may not read clinically
// ask `baseSaude` and, on null, leave the clinical fields out (the audit basis is then FINANCEIRO).
import { and, gte, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  ACESSO_SAUDE_MESSAGES,
  addYears,
  dayKey,
  firstName,
  parseIsoDate,
  type CalendarDate,
} from '@portal/domain';
import type { AreaAcessoSaude, BaseAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import type { Database } from '../db/client.js';
import { porChavesEmGrupo } from '../db/por-chaves-em-grupo.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { comMapeamentoDireto } from '../db/mapeamento-direto.js';
import { acessosSaude } from '../db/schema/acessos-saude.js';
import type { VisibleBeneficiario } from './family-visibility.js';

/** Age of majority (Código Civil art. 5): from this birthday on, a person's health data is theirs alone. */
export const MAIORIDADE = 18;

/** A grant in force that lets the reader see someone's data. */
export interface AcessoVigente {
  id: number;
  /** Whose data. */
  pessoaId: number;
  base: BaseAcessoSaude;
  areas: AreaAcessoSaude[];
}

/** Why the reader may see the data: their own, a minor's titular, or a recorded grant (with its id). */
export type BaseLeitura =
  { base: 'PROPRIO' } | { base: 'RESPONSAVEL' } | { base: BaseAcessoSaude; id: number };

/** What the audit row records as the basis of a read; null for one's own data. */
export type BaseAuditoria = { base: string; baseId: number | null } | null;

export const baseAuditoria = (base: BaseLeitura | 'FINANCEIRO'): BaseAuditoria =>
  base === 'FINANCEIRO'
    ? { base: 'FINANCEIRO', baseId: null }
    : base.base === 'PROPRIO'
      ? null
      : { base: base.base, baseId: 'id' in base ? base.id : null };

/** The 18th birthday of someone born on `dataNascimento` ('yyyy-MM-dd'); null for an unreadable day. */
export function diaDaMaioridade(dataNascimento: string): CalendarDate | null {
  const nascimento = parseIsoDate(dataNascimento);
  return nascimento ? addYears(nascimento, MAIORIDADE) : null;
}

/** Under 18 on the operator's day `hoje` ('yyyy-MM-dd'): the 18th birthday itself is already adult. */
export function ehMenor(dataNascimento: string, hoje: string): boolean {
  const maioridade = diaDaMaioridade(dataNascimento);
  const dia = parseIsoDate(hoje);
  if (!maioridade || !dia) return false;
  return dayKey(maioridade) > dayKey(dia);
}

/**
 * The rows of `visiveis` that are dependants on a plan where `titularPessoaId` is the titular (the people
 * whose data that titular holds while they are minors).
 */
export function dependentesDoTitular(
  visiveis: readonly VisibleBeneficiario[],
  titularPessoaId: number,
): VisibleBeneficiario[] {
  const titularDe = new Set(
    visiveis
      .filter((r) => r.pessoaId === titularPessoaId && r.tipo === 'TITULAR')
      .map((r) => r.beneficiarioId),
  );
  return visiveis.filter(
    (r) => r.tipo === 'DEPENDENTE' && r.titularId !== null && titularDe.has(r.titularId),
  );
}

/** A grant in force on the operator's day `hoje`: not revoked, and no last day or one not yet past. */
export const acessoEmVigor = (hoje: string | Placeholder): SQL =>
  and(
    isNull(acessosSaude.revogadoEm),
    or(isNull(acessosSaude.validoAte), gte(acessosSaude.validoAte, hoje)),
  )!;

/** Representations cover every area; a consent the areas its owner chose. Strongest first. */
const PRIORIDADE: readonly BaseAcessoSaude[] = ['GUARDA', 'CURATELA', 'PROCURACAO', 'CONSENTIMENTO'];
const cobre = (acesso: AcessoVigente, area: AreaAcessoSaude): boolean =>
  acesso.base !== 'CONSENTIMENTO' || acesso.areas.includes(area);

export interface Leitura {
  leitorPessoaId: number;
  /** The target person's rows in the reader's family scope (one per contract). */
  alvo: readonly VisibleBeneficiario[];
  area: AreaAcessoSaude;
  /** The operator's day, 'yyyy-MM-dd'. */
  hoje: string;
  /** Every row of the reader's family scope (to know whose titular the reader is). */
  visiveis: readonly VisibleBeneficiario[];
  /** The grants in force to the reader. */
  acessos: readonly AcessoVigente[];
}

/** The basis on which the reader may see the target's health data in this area, or null. */
export function baseDeLeitura(leitura: Leitura): BaseLeitura | null {
  const { leitorPessoaId, alvo, area, hoje, visiveis, acessos } = leitura;
  const pessoa = alvo[0];
  if (!pessoa) return null;
  if (pessoa.pessoaId === leitorPessoaId) return { base: 'PROPRIO' };
  const menor = ehMenor(pessoa.dataNascimento, hoje);
  const concedidos = acessos
    .filter((a) => a.pessoaId === pessoa.pessoaId && cobre(a, area))
    // Guardianship is of minors: recorded for one, it ends with the 18th birthday like the titular's.
    .filter((a) => a.base !== 'GUARDA' || menor)
    .sort((a, b) => PRIORIDADE.indexOf(a.base) - PRIORIDADE.indexOf(b.base));
  if (concedidos[0]) return { base: concedidos[0].base, id: concedidos[0].id };
  if (menor && dependentesDoTitular(visiveis, leitorPessoaId).some((r) => r.pessoaId === pessoa.pessoaId)) {
    return { base: 'RESPONSAVEL' };
  }
  return null;
}

/**
 * Staff of the operator's console (issue 39, decision 0042): they read a member's data as the member sees
 * it (platform/console/escopo-atendimento.ts), and the member's health areas only with the atendimento
 * role AND its health scope atendimento-saude — without both, every health basis is none, so the member
 * services leave health data out exactly as they do for a relative without a grant.
 */
export const equipeVeSaude = (papeis: readonly string[]): boolean =>
  papeis.includes('atendimento') && papeis.includes('atendimento-saude');

/** Why the reader may not see this person's health data, in words for the picker and the 403. */
export function motivoSemAcesso(pessoa: VisibleBeneficiario, hoje: string): string {
  const nome = firstName(pessoa.nomeCompleto, pessoa.nomeSocial);
  return ehMenor(pessoa.dataNascimento, hoje)
    ? ACESSO_SAUDE_MESSAGES.menorDeOutroResponsavel(nome, pessoa.sexo)
    : ACESSO_SAUDE_MESSAGES.adultoSemAutorizacao(nome, pessoa.sexo);
}

/** The grants in force on `hoje` to any of `leitores` (acessos_saude_autorizado_idx), prepared once. */
const vigentesDeLeitores = preparedPerDatabase((db) =>
  comMapeamentoDireto(
    db
      .select({
        id: acessosSaude.id,
        pessoaId: acessosSaude.pessoaId,
        base: acessosSaude.base,
        areas: acessosSaude.areas,
        autorizadoPessoaId: acessosSaude.autorizadoPessoaId,
      })
      .from(acessosSaude)
      .where(
        and(
          sql`${acessosSaude.autorizadoPessoaId} = any(${sql.placeholder('leitores')}::integer[])`,
          acessoEmVigor(sql.placeholder('hoje')),
        ),
      )
      .prepare('portal_acessos_vigentes'),
  ),
);

type AcessoDeLeitor = AcessoVigente & { autorizadoPessoaId: number };
const semLeitor = (linhas: AcessoDeLeitor[]): AcessoVigente[] =>
  linhas.map(({ autorizadoPessoaId: _leitor, ...acesso }) => acesso);

/** The grants in force on `hoje` that let `leitorPessoaId` see someone else's data (one indexed query). */
export async function acessosVigentes(
  db: Database,
  leitorPessoaId: number,
  hoje: string,
): Promise<AcessoVigente[]> {
  return semLeitor(await vigentesDeLeitores(db).execute({ leitores: [leitorPessoaId], hoje }));
}

/**
 * The same for a member's call (the family scope), read with the other calls' at the same moment (decision
 * 0066): every read of someone else's health data waits for them.
 */
const vigentesEmGrupo = porChavesEmGrupo({
  ler: (db, leitores, hoje: string) => vigentesDeLeitores(db).execute({ leitores, hoje }),
  chaveDe: (acesso) => acesso.autorizadoPessoaId,
});

export async function acessosDoLeitor(
  db: Database,
  leitorPessoaId: number,
  hoje: string,
): Promise<AcessoVigente[]> {
  return semLeitor(await vigentesEmGrupo(db, [leitorPessoaId], hoje));
}
