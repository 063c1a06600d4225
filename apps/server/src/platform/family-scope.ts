// The one ownership seam (issue 8 §2, ARCHITECTURE "Access control"). A titular or contratante sees their
// whole family group, a dependant only themself. Every id in a request (cpf, contract code, card number,
// beneficiary row) is resolved through the caller's scope, which throws the same 404 as for an id that does
// not exist, so nobody learns who else is a member. Services receive the scope, never a bare person id, so
// a service cannot read a row it was not scoped to. The scope also remembers whose data it handed out:
// a route that declares an audit action (platform/route.ts) writes one audit row per person, after a
// successful answer, without the handler having to remember it.
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { comMapeamentoDireto } from '../db/mapeamento-direto.js';
import { titulos } from '../db/schema/financeiro.js';
import { beneficiarios, carteiras, contratos } from '../db/schema/contratos.js';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import {
  acessosDoLeitor,
  baseAuditoria,
  baseDeLeitura,
  motivoSemAcesso,
  type AcessoVigente,
  type BaseAuditoria,
  type BaseLeitura,
} from './acesso-saude.js';
import { forbidden, notFound } from './errors.js';
import {
  diaOperador,
  familiaPessoas,
  visibilityFilter,
  visibleSelection,
  type VisibleBeneficiario,
} from './family-visibility.js';
import { currentSession, routeUsesFamily } from './session.js';

export { diaOperador, type VisibleBeneficiario } from './family-visibility.js';

export type Contrato = typeof contratos.$inferSelect;
export type TituloRow = typeof titulos.$inferSelect;

export interface VisibleContrato {
  contrato: Contrato;
  /** The plan's beneficiaries the person may see (titular and dependants, not contratantes). */
  beneficiarios: VisibleBeneficiario[];
  /** The person is the contract's titular. */
  titular: boolean;
}

export interface VisibleCarteira {
  carteiraId: number;
  codigo: string;
  beneficiario: VisibleBeneficiario;
}

/** A contratante pays for the plan but holds none: no card, no plan tab, no plan data of their own. */
export const holdsPlan = (b: Pick<VisibleBeneficiario, 'tipo'>): boolean => b.tipo !== 'CONTRATANTE';

/** Every call with a family scope runs this (decision 0012: prepared once per database handle). */
const visibleStatement = preparedPerDatabase((db) =>
  comMapeamentoDireto(
    db
      .select(visibleSelection)
      .from(beneficiarios)
      .innerJoin(familiaPessoas, eq(familiaPessoas.id, beneficiarios.pessoaId))
      .where(visibilityFilter(sql.placeholder('pessoaId'), sql.placeholder('hoje')))
      .orderBy(beneficiarios.grupoFamiliarId, beneficiarios.id)
      .prepare('portal_visible_beneficiarios'),
  ),
);

/**
 * Every beneficiary row (one per person and contract) the person may see, in one query. Async on purpose:
 * FamilyScope.visible memoises this promise, so the statement runs once per request.
 */
export async function visibleBeneficiarios(
  db: Database,
  pessoaId: number,
  hoje: string = diaOperador(new Date()),
): Promise<VisibleBeneficiario[]> {
  return await visibleStatement(db).execute({ pessoaId, hoje });
}

/** A person the caller may not see in a health area, and why (the picker says it, issue 33). */
export interface PessoaOculta {
  nome: string;
  cpf: string;
  motivo: string;
}

export class FamilyScope {
  private rows: Promise<VisibleBeneficiario[]> | undefined;
  private acessos: Promise<AcessoVigente[]> | undefined;
  private readonly subjects = new Set<number>();
  /** The basis of each health read of someone else (audit.ts writes it beside the subject). */
  private readonly bases = new Map<number, BaseAuditoria>();

  constructor(
    readonly db: Database,
    /** The signed-in person. */
    readonly pessoaId: number,
    /** The operator's day ('yyyy-MM-dd') memberships are judged in force on; the request's clock. */
    readonly hoje: string = diaOperador(new Date()),
    /** The rows already read for this person and day (with the session, session.ts). */
    preloaded?: VisibleBeneficiario[],
  ) {
    if (preloaded) this.rows = Promise.resolve(preloaded);
  }

  /** Every beneficiary row the caller may see (memoised for the request). */
  visible(): Promise<VisibleBeneficiario[]> {
    this.rows ??= visibleBeneficiarios(this.db, this.pessoaId, this.hoje);
    return this.rows;
  }

  /** The visible rows of people who hold a plan (everyone but contratantes). */
  async planHolders(): Promise<VisibleBeneficiario[]> {
    return (await this.visible()).filter(holdsPlan);
  }

  /** The beneficiary rows of `cpf` (digits), or 404. */
  async beneficiario(cpf: string): Promise<VisibleBeneficiario[]> {
    const rows = (await this.visible()).filter((b) => b.cpf === cpf);
    if (rows.length === 0) throw notFound();
    return this.touch(rows);
  }

  /** The visible row with this id (e.g. the owner of an uploaded file), or 404. */
  async beneficiarioById(beneficiarioId: number): Promise<VisibleBeneficiario> {
    const row = (await this.visible()).find((b) => b.beneficiarioId === beneficiarioId);
    if (!row) throw notFound();
    return this.touch([row])[0]!;
  }

  /** True when the person is in the caller's scope (the caller, or family they manage). */
  async owns(pessoaId: number): Promise<boolean> {
    return (await this.visible()).some((b) => b.pessoaId === pessoaId);
  }

  /** The contract by its public code with its visible plan holders, or 404 (also for a contratante's only). */
  async contrato(codigo: string): Promise<VisibleContrato> {
    const [[contrato], visible] = await Promise.all([
      this.db.select().from(contratos).where(eq(contratos.codigo, codigo)),
      this.visible(),
    ]);
    const rows = contrato ? visible.filter((b) => b.contratoId === contrato.id && holdsPlan(b)) : [];
    if (!contrato || rows.length === 0) throw notFound();
    const titular = rows.some((b) => b.pessoaId === this.pessoaId && b.tipo === 'TITULAR');
    return { contrato, beneficiarios: this.touch(rows), titular };
  }

  /** The card by its printed number when its holder is in scope, or 404. */
  async carteira(codigo: string): Promise<VisibleCarteira> {
    const [[card], visible] = await Promise.all([
      this.db
        .select({
          carteiraId: carteiras.id,
          codigo: carteiras.codigo,
          beneficiarioId: carteiras.beneficiarioId,
        })
        .from(carteiras)
        .where(eq(carteiras.codigo, codigo)),
      this.visible(),
    ]);
    const beneficiario =
      card && visible.find((b) => b.beneficiarioId === card.beneficiarioId && holdsPlan(b));
    if (!card || !beneficiario) throw notFound();
    this.touch([beneficiario]);
    return { carteiraId: card.carteiraId, codigo: card.codigo, beneficiario };
  }

  /**
   * The contracts the caller pays for: those of the family groups where they are titular or contratante
   * (the financially responsible, issue 12). A dependant pays for none.
   */
  async contratosFinanceiros(): Promise<number[]> {
    const visible = await this.visible();
    const groups = new Set(
      visible
        .filter((b) => b.pessoaId === this.pessoaId && b.tipo !== 'DEPENDENTE')
        .map((b) => b.grupoFamiliarId),
    );
    return [...new Set(visible.filter((b) => groups.has(b.grupoFamiliarId)).map((b) => b.contratoId))];
  }

  /** The bill by its public code when the caller pays for its contract, or 404 (another family's too). */
  async titulo(codigo: string): Promise<TituloRow> {
    const [[titulo], contratoIds] = await Promise.all([
      this.db.select().from(titulos).where(eq(titulos.codigo, codigo)),
      this.contratosFinanceiros(),
    ]);
    if (!titulo || !contratoIds.includes(titulo.contratoId)) throw notFound();
    return titulo;
  }

  /** The grants in force that let the caller see someone else's health data (memoised for the request). */
  acessosRecebidos(): Promise<AcessoVigente[]> {
    this.acessos ??= acessosDoLeitor(this.db, this.pessoaId, this.hoje);
    return this.acessos;
  }

  /**
   * The basis on which the caller sees this person's health data in `area` (platform/acesso-saude.ts), or
   * null. One's own data reads no grant.
   */
  async baseSaude(pessoaId: number, area: AreaAcessoSaude): Promise<BaseLeitura | null> {
    if (pessoaId === this.pessoaId) return { base: 'PROPRIO' };
    const [visiveis, acessos] = await Promise.all([this.visible(), this.acessosRecebidos()]);
    const alvo = visiveis.filter((r) => r.pessoaId === pessoaId);
    return baseDeLeitura({ leitorPessoaId: this.pessoaId, alvo, area, hoje: this.hoje, visiveis, acessos });
  }

  /**
   * How the caller reads this person's data in `area` where the amounts may be shown without the clinical
   * part (reimbursements, uses, bills): on their basis, else FINANCEIRO — amounts only — when the caller pays
   * for the person's group (titular or contratante), else null. Recorded for the audit when read.
   */
  async leituraSaude(
    pessoa: VisibleBeneficiario,
    area: AreaAcessoSaude,
  ): Promise<BaseLeitura | 'FINANCEIRO' | null> {
    const base = await this.baseSaude(pessoa.pessoaId, area);
    const leitura =
      base ?? ((await this.contratosFinanceiros()).includes(pessoa.contratoId) ? 'FINANCEIRO' : null);
    if (leitura) this.touchSaude([pessoa], leitura);
    return leitura;
  }

  /**
   * The rows of `cpf` when the caller may see their health data in `area`: 404 outside the family (as every
   * id), 403 with the reason inside it (an adult who has not authorized the caller). Audited with the basis.
   */
  async saude(cpf: string, area: AreaAcessoSaude): Promise<VisibleBeneficiario[]> {
    return this.saudeDe(
      (await this.visible()).filter((b) => b.cpf === cpf),
      area,
    );
  }

  /** The same for a beneficiary row id (the owner of a stored item). */
  async saudeById(beneficiarioId: number, area: AreaAcessoSaude): Promise<VisibleBeneficiario> {
    const row = (await this.visible()).find((b) => b.beneficiarioId === beneficiarioId);
    return (await this.saudeDe(row ? [row] : [], area))[0]!;
  }

  /** The same for a person id (the owner of a stored item: a result, an appointment). */
  async saudeByPessoa(pessoaId: number, area: AreaAcessoSaude): Promise<VisibleBeneficiario[]> {
    return this.saudeDe(
      (await this.visible()).filter((b) => b.pessoaId === pessoaId),
      area,
    );
  }

  private async saudeDe(rows: VisibleBeneficiario[], area: AreaAcessoSaude): Promise<VisibleBeneficiario[]> {
    if (rows.length === 0) throw notFound();
    const base = await this.baseSaude(rows[0]!.pessoaId, area);
    if (!base) throw forbidden(motivoSemAcesso(rows[0]!, this.hoje));
    return this.touchSaude(rows, base);
  }

  /**
   * Of `rows` (default: the plan holders in scope), those whose health data the caller may see in `area`,
   * and one entry per person left out, with why — for pickers and for lists that span the family.
   */
  async pessoasSaude(
    area: AreaAcessoSaude,
    rows?: readonly VisibleBeneficiario[],
  ): Promise<{ permitidos: VisibleBeneficiario[]; ocultos: PessoaOculta[] }> {
    const candidatos = rows ?? (await this.planHolders());
    const permitidos: VisibleBeneficiario[] = [];
    const ocultos = new Map<string, PessoaOculta>();
    for (const row of candidatos) {
      if (await this.baseSaude(row.pessoaId, area)) permitidos.push(row);
      else if (!ocultos.has(row.cpf)) {
        ocultos.set(row.cpf, {
          nome: row.nomeCompleto,
          cpf: row.cpf,
          motivo: motivoSemAcesso(row, this.hoje),
        });
      }
    }
    return { permitidos, ocultos: [...ocultos.values()] };
  }

  /** Records people whose health data (or, FINANCEIRO, whose amounts only) the answer shows, with the basis. */
  touchSaude<T extends { pessoaId: number }>(rows: T[], base: BaseLeitura | 'FINANCEIRO'): T[] {
    for (const row of rows) {
      const anterior = this.bases.get(row.pessoaId);
      // A clinical basis read once in the request is the one recorded, not a later amounts-only view.
      if (!anterior || anterior.base === 'FINANCEIRO') this.bases.set(row.pessoaId, baseAuditoria(base));
    }
    return this.touch(rows);
  }

  /** The basis of each person's health read in this request (none for their own data or non-health reads). */
  auditBases(): ReadonlyMap<number, BaseAuditoria> {
    return this.bases;
  }

  /** Records people whose data the answer shows (for the route's audit). Returns the rows as given. */
  touch<T extends { pessoaId: number }>(rows: T[]): T[] {
    for (const row of rows) this.subjects.add(row.pessoaId);
    return rows;
  }

  /** People whose data was handed out in this request; the caller when none was resolved (a list). */
  auditSubjects(): number[] {
    return this.subjects.size > 0 ? [...this.subjects] : [this.pessoaId];
  }
}

const kScope = Symbol('portal.familyScope');
type RequestWithScope = FastifyRequest & { [kScope]?: FamilyScope };

/**
 * The caller's family scope (one per request, so its reads and audit subjects are shared). The route is
 * noted as one that uses it, so its next calls read the family with the session (session.ts); those rows are
 * taken when they are of the same day.
 */
export function familyScope(request: FastifyRequest): FamilyScope {
  const memo = request as RequestWithScope;
  if (memo[kScope]) return memo[kScope];
  const { ctx } = request.server;
  const session = currentSession(request);
  const hoje = diaOperador(ctx.clock());
  routeUsesFamily(request);
  const preloaded = session.familia?.hoje === hoje ? session.familia.rows : undefined;
  memo[kScope] = new FamilyScope(ctx.db, session.pessoaId, hoje, preloaded);
  return memo[kScope];
}

/** The scope a request already built, if any (the audit hook reads it). */
export const existingFamilyScope = (request: FastifyRequest): FamilyScope | undefined =>
  (request as RequestWithScope)[kScope];
