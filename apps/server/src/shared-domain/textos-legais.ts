// The legal texts' versions (issue 38, db/schema/lifecycle.ts textos_legais_versoes), shared by the modules
// that read the current one or publish a new one: the public pages, the member's acceptance, the ERP's
// PUT /integracao/v1/textos-legais and the console.
import { desc, eq, sql } from 'drizzle-orm';
import type { ChaveTextoLegal } from '@portal/domain/contract/shell/textos-legais';
import type { Database } from '../db/client.js';
import { textosLegaisVersoes as versoes } from '../db/schema/lifecycle.js';
import { sanitizarHtml } from '../platform/html-seguro.js';

/** The key's current version (its highest number), for readers inside a transaction too. */
export async function versaoAtual(db: Database, chave: ChaveTextoLegal) {
  const [row] = await db
    .select()
    .from(versoes)
    .where(eq(versoes.chave, chave))
    .orderBy(desc(versoes.versao))
    .limit(1);
  return row;
}

/**
 * Publishes a new version of a text: numbered one past the key's highest, at `agora`. Two publications of
 * one key at the same time cannot take the same number (unique index textos_legais_versoes_chave_versao):
 * one of them fails with a unique violation, which the caller answers as a conflict.
 */
export async function publicarVersao(
  db: Database,
  texto: {
    chave: ChaveTextoLegal;
    titulo: string;
    conteudo: string;
    agora: Date;
    autorEquipeId: number | null;
  },
) {
  const [row] = await db
    .insert(versoes)
    .values({
      chave: texto.chave,
      versao: sql`(select coalesce(max(${versoes.versao}), 0) + 1 from ${versoes} where ${versoes.chave} = ${texto.chave})`,
      titulo: texto.titulo,
      conteudo: sanitizarHtml(texto.conteudo),
      publicadoEm: texto.agora,
      autorEquipeId: texto.autorEquipeId,
    })
    .returning();
  return row!;
}
