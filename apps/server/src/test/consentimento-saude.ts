// A consent to someone else's health data, as the owner grants it on the portal (issue 33): inserted for
// one test and revoked when it ends, so the demo's readers are as seeded for the next.
import { eq } from 'drizzle-orm';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import type { Database } from '../db/client.js';
import { acessosSaude } from '../db/schema/acessos-saude.js';
import { pessoas } from '../db/schema/pessoas.js';
import { TEST_NOW } from './test-database.js';

const pessoaIdDe = async (db: Database, cpf: string): Promise<number> =>
  (await db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf)))[0]!.id;

/** Runs `fn` while `dono` (cpf) consents that `leitor` (cpf) sees `areas`; answers fn's result. */
export async function comConsentimento<T>(
  db: Database,
  consentimento: { dono: string; leitor: string; areas: AreaAcessoSaude[] },
  fn: (id: number) => Promise<T>,
): Promise<T> {
  const [pessoaId, autorizadoPessoaId] = await Promise.all([
    pessoaIdDe(db, consentimento.dono),
    pessoaIdDe(db, consentimento.leitor),
  ]);
  const agora = new Date(TEST_NOW);
  const [row] = await db
    .insert(acessosSaude)
    .values({
      pessoaId,
      autorizadoPessoaId,
      base: 'CONSENTIMENTO',
      areas: consentimento.areas,
      origem: 'PORTAL',
      criadoEm: agora,
      alteradoEm: agora,
    })
    .returning({ id: acessosSaude.id });
  try {
    return await fn(row!.id);
  } finally {
    await db.update(acessosSaude).set({ revogadoEm: agora }).where(eq(acessosSaude.id, row!.id));
  }
}
