// The PDFs of the Minha Saúde seed: lab reports (lab, exam, results with reference values) and the
// doctors' prescriptions and certificates. In production they arrive from labs and doctors through the
// operator; the demo renders them once, at seeding, into the storage driver under the keys the rows hold
// (never per request). Idempotent: the same rows give the same files under the same keys.
import { eq, like } from 'drizzle-orm';
import { formatCpf, formatDate } from '@portal/domain';
import type { Database } from '../client.js';
import { pessoas } from '../schema/pessoas.js';
import { documentosClinicos, resultadosExame } from '../schema/saude.js';
import { readOperador } from '../../shared-domain/contratos.js';
import { createPortalPdf, type Operador } from '../../platform/pdf/portal-pdf.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { EXAMES } from './saude-data.js';
import { SAUDE_SEED_PREFIX } from './saude-data.js';

const PDF = 'application/pdf';

type Exame = typeof resultadosExame.$inferSelect & { nome: string; cpf: string };
type Documento = typeof documentosClinicos.$inferSelect & { nome: string; cpf: string };

/** A lab report: the lab, the patient, the exam and each result against its reference values. */
export function laudoExamePdf(exame: Exame, operador: Operador): Promise<Buffer> {
  const catalogo = Object.values(EXAMES).find((e) => e.codigo === exame.codigoTuss);
  const pdf = createPortalPdf({ title: `Laudo — ${exame.exame}`, subject: exame.laboratorio, operador });
  pdf.heading(exame.laboratorio, 2).keyValueTable([
    { label: 'Paciente', value: exame.nome },
    { label: 'CPF', value: formatCpf(exame.cpf) },
    { label: 'Exame', value: `${exame.exame} (TUSS ${exame.codigoTuss})` },
    { label: 'Data de realização', value: formatDate(exame.dataRealizacao) },
    { label: 'Médico solicitante', value: exame.medicoSolicitante ?? '—' },
  ]);
  pdf.heading('Resultados', 2);
  for (const item of catalogo?.itens ?? []) {
    pdf.keyValueTable([
      { label: item.analito, value: item.resultado },
      { label: 'Valores de referência', value: item.referencia },
    ]);
  }
  return pdf.end();
}

/** The body of a demo document (the operator receives the real one from the doctor). */
const TEXTO: Record<Documento['tipo'], string> = {
  RECEITA: 'Uso conforme orientação médica. Documento assinado digitalmente (ICP-Brasil).',
  ATESTADO: 'Atesto, para os devidos fins, o atendimento nesta data. Documento assinado digitalmente.',
};

/** A prescription or certificate as the doctor signed it. */
export function documentoClinicoPdf(documento: Documento, operador: Operador): Promise<Buffer> {
  const pdf = createPortalPdf({ title: documento.titulo, operador });
  pdf.keyValueTable([
    { label: 'Paciente', value: documento.nome },
    { label: 'Emissão', value: formatDate(documento.dataEmissao) },
    ...(documento.validade ? [{ label: 'Válida até', value: formatDate(documento.validade) }] : []),
  ]);
  pdf.space();
  pdf.paragraph(TEXTO[documento.tipo]);
  pdf.space(2).paragraph(`${documento.medicoNome} — CRM ${documento.medicoCrm}/${documento.medicoUf}`, {
    bold: true,
  });
  return pdf.end();
}

/** Writes every seeded exam report and clinical document the database names into the storage. */
export async function storeSaudeSeedFiles(storage: FileStorage, db: Database): Promise<void> {
  const operador = await readOperador(db);
  const exames = await db
    .select({ exame: resultadosExame, nome: pessoas.nomeCompleto, cpf: pessoas.cpf })
    .from(resultadosExame)
    .innerJoin(pessoas, eq(pessoas.id, resultadosExame.pessoaId))
    .where(like(resultadosExame.arquivoChave, `${SAUDE_SEED_PREFIX}%`));
  for (const { exame, nome, cpf } of exames) {
    const bytes = await laudoExamePdf({ ...exame, nome, cpf }, operador);
    await storage.put(exame.arquivoChave!, bytes, { contentType: PDF });
  }
  const documentos = await db
    .select({ documento: documentosClinicos, nome: pessoas.nomeCompleto, cpf: pessoas.cpf })
    .from(documentosClinicos)
    .innerJoin(pessoas, eq(pessoas.id, documentosClinicos.pessoaId))
    .where(like(documentosClinicos.arquivoChave, `${SAUDE_SEED_PREFIX}%`));
  for (const { documento, nome, cpf } of documentos) {
    const bytes = await documentoClinicoPdf({ ...documento, nome, cpf }, operador);
    await storage.put(documento.arquivoChave, bytes, { contentType: PDF });
  }
}
