// "Meus dados em um arquivo": the person's passkeys (issue 42, decision 0054) — the name, when made and last
// used; one query. The credential id and the public key stay out: they say nothing to the person, and a
// credential id is what a browser names to sign in.
import { asc, eq } from 'drizzle-orm';
import type { ExportacaoDados } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { contas } from '../../db/schema/auth.js';
import { chavesAcesso } from '../../db/schema/chaves-acesso.js';
import { iso, isoOrNull, type ContextoColeta } from './exportacao-secao.js';

export async function secaoChavesAcesso(
  contexto: ContextoColeta,
): Promise<Pick<ExportacaoDados, 'chavesAcesso'>> {
  const linhas = await contexto.db
    .select({
      nome: chavesAcesso.nome,
      criadaEm: chavesAcesso.createdAt,
      ultimoUsoEm: chavesAcesso.ultimoUsoEm,
    })
    .from(chavesAcesso)
    .innerJoin(contas, eq(contas.id, chavesAcesso.contaId))
    .where(eq(contas.pessoaId, contexto.pessoaId))
    .orderBy(asc(chavesAcesso.createdAt), asc(chavesAcesso.id));
  return {
    chavesAcesso: linhas.map((c) => ({
      nome: c.nome,
      criadaEm: iso(c.criadaEm),
      ultimoUsoEm: isoOrNull(c.ultimoUsoEm),
    })),
  };
}
