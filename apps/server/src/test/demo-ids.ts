// Row ids of a person and of their account by CPF, for tests that look at rows the routes wrote.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { contas } from '../db/schema/auth.js';
import { pessoas } from '../db/schema/pessoas.js';

export async function pessoaIdDe(db: Database, cpf: string): Promise<number> {
  const [row] = await db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  if (!row) throw new Error(`pessoa ${cpf} não encontrada`);
  return row.id;
}

export async function contaIdDe(db: Database, cpf: string): Promise<number> {
  const [row] = await db
    .select({ id: contas.id })
    .from(contas)
    .innerJoin(pessoas, eq(pessoas.id, contas.pessoaId))
    .where(eq(pessoas.cpf, cpf));
  if (!row) throw new Error(`conta de ${cpf} não encontrada`);
  return row.id;
}
