// The portal account joined with its person: what a session, a login and GET /api/usuario need.
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { contas } from '../db/schema/auth.js';
import { pessoas } from '../db/schema/pessoas.js';

/** Columns selected wherever an account is loaded with its person (sessions, logins). */
export const accountColumns = {
  contaId: contas.id,
  credenciaisExpiradas: contas.credenciaisExpiradas,
  permissions: contas.permissoes,
  pessoaId: pessoas.id,
  cpf: pessoas.cpf,
  nomeCompleto: pessoas.nomeCompleto,
  nomeSocial: pessoas.nomeSocial,
  imagem: pessoas.imagem,
};

/** `contas` joined with `pessoas`, for callers that add their own columns or tables. */
export const joinPersonOnAccount = eq(pessoas.id, contas.pessoaId);

export async function findAccount(db: Database, where: SQL) {
  const [row] = await db
    .select({ ...accountColumns, senhaHash: contas.senhaHash })
    .from(contas)
    .innerJoin(pessoas, joinPersonOnAccount)
    .where(where)
    .limit(1);
  return row;
}
export type AccountWithHash = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
