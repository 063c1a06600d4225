// The operator's legal texts (terms of use, privacy policy, LGPD notice), one row per published version
// (issue 38, db/schema/lifecycle.ts textos_legais_versoes): the current text is a key's highest version,
// and every older one stays readable. Served as safe HTML (platform/html-seguro.ts).
import { and, desc, eq } from 'drizzle-orm';
import type {
  ChaveTextoLegal,
  TextoLegal,
  VersaoTextoLegal,
} from '@portal/domain/contract/shell/textos-legais';
import type { Database } from '../../db/client.js';
import { textosLegaisVersoes as versoes } from '../../db/schema/lifecycle.js';
import { sanitizarHtml } from '../../platform/html-seguro.js';
import { versaoAtual } from '../../shared-domain/textos-legais.js';

/** A version of a text (the current one without `versao`), or null when there is none. */
export async function getTextoLegal(options: {
  db: Database;
  chave: ChaveTextoLegal;
  versao?: number;
}): Promise<TextoLegal | null> {
  const { db, chave, versao } = options;
  const atual = await versaoAtual(db, chave);
  if (!atual) return null;
  const row =
    versao === undefined || versao === atual.versao
      ? atual
      : (
          await db
            .select()
            .from(versoes)
            .where(and(eq(versoes.chave, chave), eq(versoes.versao, versao)))
            .limit(1)
        )[0];
  if (!row) return null;
  return {
    titulo: row.titulo,
    // Cleaned by whoever published it; cleaned again here for a row written by hand.
    conteudo: sanitizarHtml(row.conteudo),
    atualizadoEm: row.publicadoEm.toISOString(),
    versao: row.versao,
    versaoAtual: atual.versao,
  };
}

/** Every published version of a text, newest first. */
export async function listVersoes(db: Database, chave: ChaveTextoLegal): Promise<VersaoTextoLegal[]> {
  const rows = await db
    .select({ versao: versoes.versao, titulo: versoes.titulo, publicadoEm: versoes.publicadoEm })
    .from(versoes)
    .where(eq(versoes.chave, chave))
    .orderBy(desc(versoes.versao));
  return rows.map((r) => ({ ...r, publicadoEm: r.publicadoEm.toISOString() }));
}
