// Who may see whom (issue 8 §2, decision 0013): the SQL of a person's family scope, in one place. The family
// scope (family-scope.ts) runs it as its own statement; the session lookup (session.ts) may carry it as a JSON
// column for routes known to use the scope, saving a round trip (issue 18). Both bind the same filter.
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatIsoDate, operatorDate } from '@portal/domain';
import { pessoas } from '../db/schema/pessoas.js';
import { beneficiarios, type TipoBeneficiario } from '../db/schema/contratos.js';

export interface VisibleBeneficiario {
  beneficiarioId: number;
  pessoaId: number;
  cpf: string;
  nomeCompleto: string;
  nomeSocial: string | null;
  /** 'M' | 'F': the health-access notices say "ele" or "ela" (issue 33). */
  sexo: 'M' | 'F';
  /** 'yyyy-MM-dd': who is a minor (the data export of a titular's children) needs no other read. */
  dataNascimento: string;
  tipo: TipoBeneficiario;
  contratoId: number;
  grupoFamiliarId: number;
  titularId: number | null;
}

type Valor = SQL | ReturnType<typeof sql.placeholder>;

/**
 * Memberships in force on the operator's day `hoje` ('yyyy-MM-dd'): no end day, or one still ahead. A row the
 * ERP ended (decision 0024 "Cadastro") leaves every screen, and its titular no longer sees the group through it.
 */
export const emVigor = (hoje: Valor | string, membro: { dataExclusao: AnyPgColumn } = beneficiarios): SQL =>
  or(isNull(membro.dataExclusao), gt(membro.dataExclusao, hoje))!;

/** The operator's calendar day of an instant, as the family scope compares it with end days. */
export const diaOperador = (instant: Date): string => formatIsoDate(operatorDate(instant));

/**
 * The person's own rows, and every row of the groups where they are titular or contratante (they see
 * everyone there), of memberships in force. Placeholders, each bound where it appears: the statement is
 * prepared once (below).
 */
export const visibilityFilter = (pessoaId: Valor, hoje: Valor): SQL => {
  const groupsWhere = (condition: SQL) => sql`(select ${beneficiarios.grupoFamiliarId} from ${beneficiarios}
       where ${beneficiarios.pessoaId} = ${pessoaId} and ${condition} and ${emVigor(hoje)})`;
  const ownGroups = groupsWhere(sql`true`);
  const managedGroups = groupsWhere(sql`${beneficiarios.tipo} in ('TITULAR', 'CONTRATANTE')`);
  return and(
    // Only the groups the person belongs to are read (by index): without this, PostgreSQL cannot use an
    // index for the OR below and scans every membership — 190 ms a call at 76,000 members (the bulk-load
    // bench), 0.2 ms with it. The OR then picks, inside those groups, what the person may see.
    inArray(beneficiarios.grupoFamiliarId, ownGroups),
    emVigor(hoje),
    or(eq(beneficiarios.pessoaId, pessoaId), inArray(beneficiarios.grupoFamiliarId, managedGroups)),
  )!;
};

/**
 * The persons of the family under their own name: in the session lookup the outer statement reads `pessoas`
 * too (the account's person), and must not be confused with them. Inside a raw template an alias renders as
 * its name only, so the FROM that declares it is written out there.
 */
const FAMILIA_PESSOAS = 'familia_pessoas';
export const familiaPessoas = alias(pessoas, FAMILIA_PESSOAS);

/** The columns of a visible row, for the scope's own statement and, as JSON, for the session lookup. */
export const visibleSelection = {
  beneficiarioId: beneficiarios.id,
  pessoaId: beneficiarios.pessoaId,
  cpf: familiaPessoas.cpf,
  nomeCompleto: familiaPessoas.nomeCompleto,
  nomeSocial: familiaPessoas.nomeSocial,
  sexo: familiaPessoas.sexo,
  dataNascimento: familiaPessoas.dataNascimento,
  tipo: beneficiarios.tipo,
  contratoId: beneficiarios.contratoId,
  grupoFamiliarId: beneficiarios.grupoFamiliarId,
  titularId: beneficiarios.titularId,
};

/**
 * The same rows as a JSON array column of another statement (the session lookup), in the family scope's
 * order. `pessoaId` is a column of the outer statement.
 */
export function visibleJson(pessoaId: SQL, hoje: Valor): SQL<VisibleBeneficiario[]> {
  const pairs = Object.entries(visibleSelection).map(([key, column]) => sql`${key}::text, ${column}`);
  return sql<VisibleBeneficiario[]>`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})
      order by ${beneficiarios.grupoFamiliarId}, ${beneficiarios.id}), '[]'::json)
    from ${beneficiarios} inner join ${pessoas} ${sql.identifier(FAMILIA_PESSOAS)} on ${familiaPessoas.id} = ${beneficiarios.pessoaId}
    where ${visibilityFilter(pessoaId, hoje)})`;
}
