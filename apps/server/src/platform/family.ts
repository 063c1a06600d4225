// Ownership (ARCHITECTURE "Access control"): a titular or contratante sees their whole family group,
// a dependant sees only themself. Every cpf in a request goes through assertVisible: not yours → 404.
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { people } from '../db/schema/people.js';
import { beneficiarios, type TipoBeneficiario } from '../db/schema/plans.js';
import { notFound } from './errors.js';
import { currentSession } from './session.js';

export interface VisibleBeneficiario {
  beneficiarioId: number;
  pessoaId: number;
  cpf: string;
  nomeCompleto: string;
  nomeSocial: string | null;
  tipo: TipoBeneficiario;
  contratoId: number;
  grupoFamiliarId: number;
  titularId: number | null;
}

/** Groups in which the person is titular or contratante: they see everyone there. */
const managedGroups = (personId: number) =>
  sql`(select ${beneficiarios.grupoFamiliarId} from ${beneficiarios}
       where ${beneficiarios.pessoaId} = ${personId} and ${beneficiarios.tipo} in ('TITULAR', 'CONTRATANTE'))`;

const visibilityFilter = (personId: number): SQL =>
  or(eq(beneficiarios.pessoaId, personId), inArray(beneficiarios.grupoFamiliarId, managedGroups(personId)))!;

const selection = {
  beneficiarioId: beneficiarios.id,
  pessoaId: beneficiarios.pessoaId,
  cpf: people.cpf,
  nomeCompleto: people.nomeCompleto,
  nomeSocial: people.nomeSocial,
  tipo: beneficiarios.tipo,
  contratoId: beneficiarios.contratoId,
  grupoFamiliarId: beneficiarios.grupoFamiliarId,
  titularId: beneficiarios.titularId,
};

/** Every beneficiary row (one per person and contract) the person may see, in one query. */
export function visibleBeneficiarios(db: Database, personId: number): Promise<VisibleBeneficiario[]> {
  return db
    .select(selection)
    .from(beneficiarios)
    .innerJoin(people, eq(people.id, beneficiarios.pessoaId))
    .where(visibilityFilter(personId))
    .orderBy(beneficiarios.grupoFamiliarId, beneficiarios.id);
}

/**
 * The beneficiary rows of `cpf` if the person may see them; otherwise 404, the same answer as for a
 * cpf that does not exist, so nobody learns who else is a member.
 */
export async function assertVisible(
  db: Database,
  session: { personId: number },
  cpf: string,
): Promise<VisibleBeneficiario[]> {
  const rows = await db
    .select(selection)
    .from(beneficiarios)
    .innerJoin(people, eq(people.id, beneficiarios.pessoaId))
    .where(and(eq(people.cpf, cpf), visibilityFilter(session.personId)))
    .orderBy(beneficiarios.id);
  if (rows.length === 0) throw notFound();
  return rows;
}

/** assertVisible for the caller of a route guarded by requireSession. */
export const assertCpfVisible = (request: FastifyRequest, cpf: string): Promise<VisibleBeneficiario[]> =>
  assertVisible(request.server.ctx.db, currentSession(request), cpf);
