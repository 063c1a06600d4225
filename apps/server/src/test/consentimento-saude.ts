// A consent to someone else's health data, as the owner grants it on the portal (issue 33), for one test:
// the consent in force is edited (the demo seeds João's to Maria for scheduling) or a new one given, and put
// back as it was when the test ends, so the demo's readers are as seeded for the next.
import { and, eq, isNull } from 'drizzle-orm';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import type { Database } from '../db/client.js';
import { acessosSaude } from '../db/schema/acessos-saude.js';
import { pessoaIdDe } from './demo-ids.js';
import { TEST_NOW } from './test-database.js';

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
  const [vigente] = await db
    .select()
    .from(acessosSaude)
    .where(
      and(
        eq(acessosSaude.pessoaId, pessoaId),
        eq(acessosSaude.autorizadoPessoaId, autorizadoPessoaId),
        eq(acessosSaude.base, 'CONSENTIMENTO'),
        isNull(acessosSaude.revogadoEm),
      ),
    );
  if (vigente) {
    const { areas, validoAte } = vigente;
    await db
      .update(acessosSaude)
      .set({ areas: consentimento.areas, validoAte: null })
      .where(eq(acessosSaude.id, vigente.id));
    try {
      return await fn(vigente.id);
    } finally {
      await db.update(acessosSaude).set({ areas, validoAte }).where(eq(acessosSaude.id, vigente.id));
    }
  }
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
