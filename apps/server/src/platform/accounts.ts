// The portal account joined with its person: what a session, a login and GET /api/usuario need.
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { portalAccounts } from '../db/schema/auth.js';
import { people } from '../db/schema/people.js';

/** Columns selected wherever an account is loaded with its person (sessions, logins). */
export const accountColumns = {
  accountId: portalAccounts.id,
  credenciaisExpiradas: portalAccounts.credenciaisExpiradas,
  permissions: portalAccounts.permissoes,
  personId: people.id,
  cpf: people.cpf,
  nomeCompleto: people.nomeCompleto,
  nomeSocial: people.nomeSocial,
  imagem: people.imagem,
};

/** `portal_accounts` joined with `people`, for callers that add their own columns or tables. */
export const joinPersonOnAccount = eq(people.id, portalAccounts.pessoaId);

export async function findAccount(db: Database, where: SQL) {
  const [row] = await db
    .select({ ...accountColumns, senhaHash: portalAccounts.senhaHash })
    .from(portalAccounts)
    .innerJoin(people, joinPersonOnAccount)
    .where(where)
    .limit(1);
  return row;
}
export type AccountWithHash = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
