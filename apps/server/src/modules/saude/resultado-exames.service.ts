// Resultado de Exames (issue 15): the beneficiary's results in a period, and the download of the chosen
// ones — one PDF for one key, a ZIP for several, streamed entry by entry (yazl) straight from the storage
// driver, so a large selection never sits whole in memory. Every key must be a result of that beneficiary
// in the caller's family: a single foreign or unknown key fails the whole call with 404, nothing delivered.
//
// The default period (issue 37: the month-long default showed 4 of Maria's 10 results, so the rest looked
// missing). Lab portals list about a year of results; ours, asked for no period, chooses this month and the
// eleven before it (from the 1st of the month eleven months back to today), widened back to the 1st of the
// month of the most recent result when nothing was done in that year — so the latest results are always on
// screen — and never past the §5 limit of 5 years. Every answer, default or chosen, says how many results
// lie outside its period (foraDoPeriodo) and which period holds them all (periodoTodos, from the oldest,
// within the 5 years, to today), so the screen offers to widen it. Viewing a result on screen is the
// download of its one PDF: the same audited, privacy-checked call (resultadosParaBaixar), nothing else.
import { and, count, desc, eq, gte, inArray, lte, max, min } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import {
  addMonths,
  addYears,
  DATE_RANGE_LIMIT_YEARS,
  dayKey,
  formatIsoDate,
  parseIsoDate,
  SAUDE_MESSAGES,
  type CalendarDate,
} from '@portal/domain';
import { MESES_RESULTADOS_PADRAO, type ResultadoExame } from '@portal/domain/contract/saude/resultado-exames';
import { resultadosExame } from '../../db/schema/saude.js';
import { HttpError, notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';

type ResultadoRow = typeof resultadosExame.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Periodo {
  inicio: CalendarDate;
  fim: CalendarDate;
}

const maisCedo = (a: CalendarDate, b: CalendarDate) => (dayKey(a) <= dayKey(b) ? a : b);
const maisTarde = (a: CalendarDate, b: CalendarDate) => (dayKey(a) >= dayKey(b) ? a : b);

/** The period shown when the member chose none: the header's rule. */
export function periodoPadrao(hoje: CalendarDate, maisRecente: CalendarDate | null): Periodo {
  const ano = addMonths({ ...hoje, day: 1 }, -(MESES_RESULTADOS_PADRAO - 1));
  const inicio = maisRecente ? maisCedo(ano, { ...maisRecente, day: 1 }) : ano;
  return { inicio: maisTarde(inicio, addYears(hoje, -DATE_RANGE_LIMIT_YEARS)), fim: hoje };
}

export async function listResultados(
  scope: FamilyScope,
  cpf: string,
  pedido: { periodo: Periodo | null; hoje: CalendarDate },
): Promise<{
  nome: string;
  periodo: Periodo;
  resultados: ResultadoExame[];
  foraDoPeriodo: number;
  periodoTodos: Periodo | null;
}> {
  const [alvo] = await scope.saude(cpf, 'SAUDE');
  const [resumo] = await scope.db
    .select({
      total: count(),
      maisAntigo: min(resultadosExame.dataRealizacao),
      maisRecente: max(resultadosExame.dataRealizacao),
    })
    .from(resultadosExame)
    .where(eq(resultadosExame.pessoaId, alvo!.pessoaId));
  const { hoje } = pedido;
  const maisRecente = resumo?.maisRecente ? parseIsoDate(resumo.maisRecente) : null;
  const maisAntigo = resumo?.maisAntigo ? parseIsoDate(resumo.maisAntigo) : null;
  const periodo = pedido.periodo ?? periodoPadrao(hoje, maisRecente);
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
    periodo,
    foraDoPeriodo: Number(resumo?.total ?? 0) - rows.length,
    periodoTodos: maisAntigo
      ? { inicio: maisTarde(maisAntigo, addYears(hoje, -DATE_RANGE_LIMIT_YEARS)), fim: hoje }
      : null,
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
