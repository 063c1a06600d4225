// Resultado de Exames (issue 15): the beneficiary's results in a period, and the download of the chosen
// ones — one PDF for one key, a ZIP for several, streamed entry by entry (yazl) straight from the storage
// driver, so a large selection never sits whole in memory. Every key must be a result of that beneficiary
// in the caller's family: a single foreign or unknown key fails the whole call with 404, nothing delivered.
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { formatIsoDate, SAUDE_MESSAGES, type CalendarDate } from '@portal/domain';
import type { ResultadoExame } from '@portal/domain/contract/saude/resultado-exames';
import { resultadosExame } from '../../db/schema/saude.js';
import { HttpError, notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';

type ResultadoRow = typeof resultadosExame.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listResultados(
  scope: FamilyScope,
  cpf: string,
  periodo: { inicio: CalendarDate; fim: CalendarDate },
): Promise<{ nome: string; resultados: ResultadoExame[] }> {
  const [alvo] = await scope.saude(cpf, 'SAUDE');
  const rows = await scope.db
    .select()
    .from(resultadosExame)
    .where(
      and(
        eq(resultadosExame.pessoaId, alvo!.pessoaId),
        gte(resultadosExame.dataRealizacao, formatIsoDate(periodo.inicio)),
        lte(resultadosExame.dataRealizacao, formatIsoDate(periodo.fim)),
      ),
    )
    .orderBy(desc(resultadosExame.dataRealizacao), resultadosExame.exame);
  return {
    nome: alvo!.nomeCompleto,
    resultados: rows.map((r) => ({
      chave: r.chave,
      codigoItem: r.codigoTuss,
      exame: r.exame,
      dataRealizacao: r.dataRealizacao,
      laboratorio: r.laboratorio,
      medicoSolicitante: r.medicoSolicitante,
      situacao: r.situacao,
    })),
  };
}

/** The results of these keys, all of the beneficiary `cpf` in the caller's family, in the order asked; else 404/409. */
export async function resultadosParaBaixar(
  scope: FamilyScope,
  cpf: string,
  chaves: readonly string[],
): Promise<ResultadoRow[]> {
  const [alvo] = await scope.saude(cpf, 'SAUDE');
  const unicas = [...new Set(chaves)];
  // A key that is not even a UUID names nothing: the same 404 as a foreign one.
  if (unicas.some((c) => !UUID.test(c))) throw notFound();
  const rows = await scope.db
    .select()
    .from(resultadosExame)
    .where(and(eq(resultadosExame.pessoaId, alvo!.pessoaId), inArray(resultadosExame.chave, unicas)));
  if (rows.length !== unicas.length) throw notFound();
  if (rows.some((r) => r.situacao !== 'DISPONIVEL' || !r.arquivoChave)) {
    throw new HttpError(409, { mensagem: SAUDE_MESSAGES.resultNotReady });
  }
  return unicas.map((c) => rows.find((r) => r.chave === c)!);
}

/** 'Hemograma completo - 06-10-2026.pdf', numbered when two would share a name. */
export function nomesDosArquivos(rows: readonly ResultadoRow[]): string[] {
  const usados = new Map<string, number>();
  return rows.map((r) => {
    const [ano, mes, dia] = r.dataRealizacao.split('-');
    const base = `${r.exame} - ${dia}-${mes}-${ano}`.replace(/[\\/:*?"<>|]/g, '-');
    const n = (usados.get(base) ?? 0) + 1;
    usados.set(base, n);
    return n === 1 ? `${base}.pdf` : `${base} (${n}).pdf`;
  });
}

/**
 * A ZIP of the reports, streamed: each entry's file is opened only when the archive reaches it (one open
 * file at a time, however many were chosen), and the archive's output stream is the response body. Every
 * stored file is checked to exist first, so a missing one fails before anything is sent.
 */
export async function zipDosResultados(
  storage: FileStorage,
  rows: readonly ResultadoRow[],
): Promise<NodeJS.ReadableStream> {
  const nomes = nomesDosArquivos(rows);
  const existem = await Promise.all(rows.map((r) => storage.exists(r.arquivoChave!)));
  if (existem.includes(false)) throw new Error('resultado de exame sem arquivo no armazenamento');
  const zip = new ZipFile();
  rows.forEach((row, i) => {
    // PDFs are already compressed: storing them saves CPU for nothing lost.
    zip.addReadStreamLazy(nomes[i]!, { compress: false }, (done) => {
      // yazl's callback always takes a stream; on failure it only reads the error.
      const falhou = (error: unknown) => done(error, undefined as unknown as NodeJS.ReadableStream);
      storage
        .get(row.arquivoChave!)
        .then(
          (arquivo) =>
            arquivo ? done(null, arquivo.stream) : falhou(new Error('arquivo sumiu do armazenamento')),
          falhou,
        );
    });
  });
  zip.end();
  return zip.outputStream;
}
