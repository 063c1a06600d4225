// The orphan sweep (issue 34, decision 0027). A filing stores its files and then records them in one
// transaction, and removes them when that fails; what can still leave a file without its row is the
// instance dying in between (or the storage refusing the removal). Every UPLOAD_SWEEP_INTERVAL_MS each
// instance lists the member-upload folders and deletes what is older than an hour and recorded nowhere —
// an hour is far longer than any filing takes, so a file whose row is about to commit is never touched.
// The same round removes request folders a killed instance left in UPLOAD_TMP_DIR and past days' filing
// counters. Deleting is idempotent, so instances sweeping at once do no harm.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray, lt } from 'drizzle-orm';
import { addDays, formatIsoDate, operatorDate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { enviosDiarios } from '../../db/schema/envios-diarios.js';
import { debitosConta } from '../../db/schema/financeiro.js';
import { certidoesObito } from '../../db/schema/contrato-eventos.js';
import { reembolsoArquivos } from '../../db/schema/reembolso.js';
import { solicitacaoAutorizacaoArquivos } from '../../db/schema/saude.js';
import type { Clock } from '../clock.js';
import type { FileStorage } from '../storage/file-storage.js';

/** The folders member uploads are stored in (each filing's UPLOAD_PREFIX); nothing else is swept. */
export const PASTAS_DE_ENVIO = ['reembolso', 'autorizacao', 'debito-conta', 'certidao-obito'] as const;
export const IDADE_DE_ORFAO_MS = 60 * 60_000;
const LOTE = 500;

export interface Varredura {
  /** Stored files removed for having no row. */
  arquivos: number;
  /** Request folders removed from the temp folder. */
  pastasTemporarias: number;
}

/** The keys among `keys` that some row records. */
async function chavesRegistradas(db: Database, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ chave: reembolsoArquivos.chave })
    .from(reembolsoArquivos)
    .where(inArray(reembolsoArquivos.chave, keys))
    .union(
      db
        .select({ chave: solicitacaoAutorizacaoArquivos.chave })
        .from(solicitacaoAutorizacaoArquivos)
        .where(inArray(solicitacaoAutorizacaoArquivos.chave, keys)),
    )
    .union(
      db
        .select({ chave: debitosConta.documentoChave })
        .from(debitosConta)
        .where(inArray(debitosConta.documentoChave, keys)),
    )
    .union(
      db
        .select({ chave: debitosConta.selfieChave })
        .from(debitosConta)
        .where(inArray(debitosConta.selfieChave, keys)),
    )
    .union(
      db
        .select({ chave: certidoesObito.arquivoChave })
        .from(certidoesObito)
        .where(inArray(certidoesObito.arquivoChave, keys)),
    );
  return new Set(rows.map((r) => r.chave));
}

async function varrerPasta(
  db: Database,
  storage: FileStorage,
  pasta: string,
  antesDe: number,
): Promise<number> {
  const antigos: string[] = [];
  for await (const file of storage.list(pasta)) {
    if (file.lastModified.getTime() < antesDe) antigos.push(file.key);
  }
  let removidos = 0;
  for (let i = 0; i < antigos.length; i += LOTE) {
    const lote = antigos.slice(i, i + LOTE);
    const registradas = await chavesRegistradas(db, lote);
    for (const key of lote.filter((k) => !registradas.has(k))) {
      await storage.delete(key);
      removidos += 1;
    }
  }
  return removidos;
}

/** Request folders (read-multipart-files.ts) older than the cut: their request died with its instance. */
async function varrerTemporarios(tmpDir: string, antesDe: number): Promise<number> {
  const nomes = await readdir(tmpDir).catch(() => [] as string[]);
  let removidas = 0;
  for (const nome of nomes.filter((n) => n.startsWith('envio-'))) {
    const pasta = join(tmpDir, nome);
    const info = await stat(pasta).catch(() => null);
    if (info && info.mtimeMs < antesDe) {
      await rm(pasta, { recursive: true, force: true });
      removidas += 1;
    }
  }
  return removidas;
}

export async function varrerOrfaos(options: {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  tmpDir: string;
}): Promise<Varredura> {
  const { db, storage, clock, tmpDir } = options;
  const now = clock();
  const antesDe = now.getTime() - IDADE_DE_ORFAO_MS;
  let arquivos = 0;
  for (const pasta of PASTAS_DE_ENVIO) arquivos += await varrerPasta(db, storage, pasta, antesDe);
  const pastasTemporarias = await varrerTemporarios(tmpDir, antesDe);
  // Yesterday's counters stay a day (a clock a little behind elsewhere); older ones count nothing.
  const ontem = formatIsoDate(addDays(operatorDate(now), -1));
  await db.delete(enviosDiarios).where(lt(enviosDiarios.dia, ontem));
  return { arquivos, pastasTemporarias };
}
