// The operator's legal texts (terms of use, privacy policy), edited in the textos_legais table.
import { eq } from 'drizzle-orm';
import type { ChaveTextoLegal, TextoLegal } from '@portal/domain/contract/shell/textos-legais';
import type { Database } from '../../db/client.js';
import { textosLegais } from '../../db/schema/lifecycle.js';

export async function getTextoLegal(options: {
  db: Database;
  chave: ChaveTextoLegal;
}): Promise<TextoLegal | null> {
  const [row] = await options.db
    .select({
      titulo: textosLegais.titulo,
      conteudo: textosLegais.conteudo,
      atualizadoEm: textosLegais.atualizadoEm,
    })
    .from(textosLegais)
    .where(eq(textosLegais.chave, options.chave))
    .limit(1);
  return row ? { ...row, atualizadoEm: row.atualizadoEm.toISOString() } : null;
}
