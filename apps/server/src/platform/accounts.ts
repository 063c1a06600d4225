// The portal account joined with its person: what a session, a login and GET /api/usuario need.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { contas } from '../db/schema/auth.js';
import { aceitesTextosLegais } from '../db/schema/auth.js';
import { textosLegaisVersoes } from '../db/schema/lifecycle.js';
import { pessoas } from '../db/schema/pessoas.js';

/**
 * Issue 38: the current version of the terms of use was published after the account was created and the
 * account has not accepted it. The version in force when an account is created is the one its first access
 * accepted (recorded then) or, for an account that came from the operator (the ERP, the seed), the one it
 * came under; any version published later must be accepted at the member's next call. In the one query
 * every signed-in call makes: two index lookups (the key's highest version, the account's acceptance of it).
 */
const aceiteTermosPendente = sql<boolean>`coalesce((
  select ${textosLegaisVersoes.publicadoEm} > ${contas.createdAt} and not exists (
    select 1 from ${aceitesTextosLegais}
    where ${aceitesTextosLegais.contaId} = ${contas.id}
      and ${aceitesTextosLegais.chave} = 'TERMOS_DE_USO'
      and ${aceitesTextosLegais.versao} = ${textosLegaisVersoes.publicadoEm})
  from ${textosLegaisVersoes}
  where ${textosLegaisVersoes.chave} = 'TERMOS_DE_USO'
  order by ${textosLegaisVersoes.versao} desc
  limit 1), false)`;

/** Columns selected wherever an account is loaded with its person (sessions, logins). */
export const accountColumns = {
  contaId: contas.id,
  credenciaisExpiradas: contas.credenciaisExpiradas,
  aceiteTermosPendente,
  permissions: contas.permissoes,
  pessoaId: pessoas.id,
  cpf: pessoas.cpf,
  nomeCompleto: pessoas.nomeCompleto,
  nomeSocial: pessoas.nomeSocial,
  imagem: pessoas.imagem,
  /** The service desk blocked the account (issue 39): no sign-in, and its sessions are none (session.ts). */
  bloqueadaEm: contas.bloqueadaEm,
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
