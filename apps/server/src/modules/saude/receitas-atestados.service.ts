// Receitas e Atestados Digitais (issue 15): the beneficiary's documents, newest first, and one document's
// stored PDF. A document of another family (or an unknown id) is 404.
import { desc, eq } from 'drizzle-orm';
import { dayKey, parseIsoDate, type CalendarDate } from '@portal/domain';
import type { DocumentoClinico } from '@portal/domain/contract/saude/receitas-atestados';
import { documentosClinicos } from '../../db/schema/saude.js';
import { notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';

type DocumentoRow = typeof documentosClinicos.$inferSelect;

export async function listDocumentos(
  scope: FamilyScope,
  cpf: string,
  hoje: CalendarDate,
): Promise<{ nome: string; documentos: DocumentoClinico[] }> {
  const [alvo] = await scope.saude(cpf, 'SAUDE');
  const rows = await scope.db
    .select()
    .from(documentosClinicos)
    .where(eq(documentosClinicos.pessoaId, alvo!.pessoaId))
    .orderBy(desc(documentosClinicos.dataEmissao), desc(documentosClinicos.id));
  return {
    nome: alvo!.nomeCompleto,
    documentos: rows.map((d) => ({
      id: d.id,
      tipo: d.tipo,
      titulo: d.titulo,
      dataEmissao: d.dataEmissao,
      medico: { nome: d.medicoNome, crm: d.medicoCrm, uf: d.medicoUf },
      validade: d.validade,
      // Valid through its last day (operator calendar).
      vencida: d.validade !== null && dayKey(parseIsoDate(d.validade)!) < dayKey(hoje),
    })),
  };
}

/**
 * The document when its person is in the caller's family (404 otherwise) and the health rule lets the caller
 * see it (403 with the reason otherwise); recorded for the audit with the basis.
 */
export async function documentoVisivel(scope: FamilyScope, id: string): Promise<DocumentoRow> {
  const [row] = await scope.db.select().from(documentosClinicos).where(eq(documentosClinicos.id, id));
  if (!row) throw notFound();
  await scope.saudeByPessoa(row.pessoaId, 'SAUDE');
  return row;
}
