// The operator's legal texts (terms of use, privacy policy), edited in the textos_legais table; served as
// safe HTML (platform/html-seguro.ts).
import { eq } from 'drizzle-orm';
import type { ChaveTextoLegal, TextoLegal } from '@portal/domain/contract/shell/textos-legais';
import type { Database } from '../../db/client.js';
import { textosLegais } from '../../db/schema/lifecycle.js';
import { sanitizarHtml } from '../../platform/html-seguro.js';

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
  // Cleaned when the ERP sends it; cleaned again here for a row written before that (or by hand).
  return row
    ? { ...row, conteudo: sanitizarHtml(row.conteudo), atualizadoEm: row.atualizadoEm.toISOString() }
    : null;
}
