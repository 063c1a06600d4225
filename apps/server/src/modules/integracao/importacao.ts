// Bulk load of the operator's ERP export (issue 19, decision 0024 "Carga inicial"): a JSON Lines file, one
// record a line — `{"tipo": "<kind>", "registro": {…}}` with the kinds and record shapes of the batch
// endpoints (PUT /integracao/v1/<kind>) — read as a stream and applied in batches through the very same
// upserts, so the first load and the daily feed judge a record alike. Consecutive lines of one kind form a
// batch (the file's order is the load's order: contracts before their beneficiaries, before their cards and
// bills). After each batch commits, the line it reached is written to a progress file beside the input: a
// run that was killed starts again after the last committed batch. A batch committed but not yet recorded
// (a crash between the two) is applied again, which changes nothing — the upserts answer `inalterado` for a
// record equal to the stored one. Refused records do not stop the load: each goes to an errors file with its
// line number and the endpoint's Portuguese message. The load never e-mails a member: the kinds whose
// endpoint notifies (a guide answering a request) are given no notifier here (decision 0024 "Carga inicial").
// Each run is also recorded in the database as its batches commit (integracao_cargas and its refused lines,
// issue 39, decision 0044), so the console lists the last runs and offers the errors as a CSV. One batch is in
// the database at a time (each is judged against what the one before left); the next one is read and its
// records' shapes checked meanwhile — the bulk kinds' first step needs no database (decision 0058) — and a
// bills batch is judged then too, its judgement used under the lock only if its bills are as it read them
// (0067). The tables a load grows are analyzed as they double, so no one's plans stay those of the small
// tables (0064).
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { appendFile, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import { INTEGRACAO_LOTE_MAXIMO } from '@portal/domain/contract/integracao/integracao';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { integracaoCargas, integracaoCargasErros } from '../../db/schema/integracao.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { upsertAcessosSaude } from './acessos-saude-erp.service.js';
import { upsertEspecialidades, upsertHorarios, upsertPrestadores } from './agenda-erp.service.js';
import { analisarTabelasQueCresceram } from './estatisticas-da-carga.js';
import { prepararCadastro } from './cadastro-erp.service.js';
import { upsertCarencias, upsertCoberturasParciais } from './carencias-erp.service.js';
import { upsertDocumentosClinicos } from './documentos-clinicos-erp.service.js';
import { upsertReajustes, upsertUtilizacoes } from './financeiro-erp.service.js';
import {
  upsertAlteracoesRede,
  upsertLocaisRede,
  upsertPrestadoresRede,
  upsertProdutosRede,
  upsertServicosRede,
} from './rede-erp.service.js';
import {
  upsertProcedimentos,
  upsertProdutosPlano,
  upsertTabelaReembolso,
} from './procedimentos-erp.service.js';
import { upsertAutorizacoes, upsertResultadosExame, type ContextoSaude } from './saude-erp.service.js';
import { prepararTitulos } from './titulos-erp.service.js';

/** What the load hands every upsert: no request, no notifier. */
export interface ContextoImportacao {
  db: Database;
  clock: Clock;
  /** The portal's storage driver; needed by the kinds that carry PDFs. */
  storage?: FileStorage;
}

type Upsert = (ctx: ContextoImportacao, registros: readonly unknown[]) => Promise<ResultadoLote>;
/** A batch's first step (shapes, now), answering its second (the database, when called). */
type Preparar = (ctx: ContextoImportacao, registros: readonly unknown[]) => () => Promise<ResultadoLote>;

/**
 * A kind checked in two steps (prepararLote): the first now — shapes, and for bills the judgement against the
 * database as it is (decision 0067) — the second when the batch's turn comes.
 */
const emDoisPassos =
  (
    preparar: (
      registros: readonly unknown[],
      antecipar?: Database,
    ) => (db: Database) => Promise<ResultadoLote>,
  ): Preparar =>
  ({ db }, registros) => {
    const gravar = preparar(registros, db);
    return () => gravar(db);
  };

/** A kind whose endpoint checks and writes in one call: all of it when the batch's turn comes. */
const numPasso =
  (upsert: Upsert): Preparar =>
  (ctx, registros) =>
  () =>
    upsert(ctx, registros);

/** The PDF kinds' context: the storage, and no `notify` — the bulk load e-mails nobody. */
function contextoSaude({ db, clock, storage }: ContextoImportacao): ContextoSaude {
  if (!storage) throw new Error('a carga de registros com PDF precisa do armazenamento de arquivos');
  return { db, clock, storage };
}

/**
 * What a line's `tipo` names: the batch endpoint's upsert. A Map, not an object: a `tipo` is the file's
 * text, and an object would also answer for the names it inherits ("constructor", "toString", "__proto__").
 */
export const TIPOS_IMPORTACAO: ReadonlyMap<string, Preparar> = new Map(
  Object.entries({
    titulos: emDoisPassos(prepararTitulos),
    contratos: emDoisPassos(prepararCadastro.contratos),
    beneficiarios: emDoisPassos(prepararCadastro.beneficiarios),
    cartoes: emDoisPassos(prepararCadastro.cartoes),
    // Consents and legal representations (issue 33), after the people and memberships they name.
    'acessos-saude': numPasso(({ db, clock }, registros) => upsertAcessosSaude({ db, clock }, registros)),
    // The network and the own clinics' agendas (§12): specialities and providers before their slots.
    especialidades: numPasso(({ db }, registros) => upsertEspecialidades(db, registros)),
    prestadores: numPasso(({ db }, registros) => upsertPrestadores(db, registros)),
    horarios: numPasso(({ db, clock }, registros) => upsertHorarios({ db, clock }, registros)),
    // The Guia Médico's network (decision 0047), in this order: products and the catalogue, the providers,
    // their locations (which name all three and the own units of `prestadores`), then the network changes.
    'rede-produtos': numPasso((ctx, registros) => upsertProdutosRede(ctx, registros)),
    'rede-servicos': numPasso((ctx, registros) => upsertServicosRede(ctx, registros)),
    'rede-prestadores': numPasso((ctx, registros) => upsertPrestadoresRede(ctx, registros)),
    'rede-locais': numPasso((ctx, registros) => upsertLocaisRede(ctx, registros)),
    'rede-alteracoes': numPasso((ctx, registros) => upsertAlteracoesRede(ctx, registros)),
    // Waiting periods and CPTs (decision 0048), after the memberships they name.
    'plano-carencias': numPasso(({ db }, registros) => upsertCarencias(db, registros)),
    'plano-coberturas-parciais': numPasso(({ db }, registros) => upsertCoberturasParciais(db, registros)),
    // The procedure table, then the products' rules and the reimbursement table that name its codes (0049).
    'plano-procedimentos': numPasso((ctx, registros) => upsertProcedimentos(ctx, registros)),
    'plano-produtos': numPasso((ctx, registros) => upsertProdutosPlano(ctx, registros)),
    'plano-reembolso': numPasso((ctx, registros) => upsertTabelaReembolso(ctx, registros)),
    // Uses and annual adjustments (§13).
    utilizacoes: numPasso(({ db }, registros) => upsertUtilizacoes(db, registros)),
    reajustes: numPasso(({ db }, registros) => upsertReajustes(db, registros)),
    // Health records with their PDFs (§10, §11), after the memberships they name.
    autorizacoes: numPasso((ctx, registros) => upsertAutorizacoes(contextoSaude(ctx), registros)),
    'resultados-exame': numPasso((ctx, registros) => upsertResultadosExame(contextoSaude(ctx), registros)),
    'documentos-clinicos': numPasso((ctx, registros) =>
      upsertDocumentosClinicos(contextoSaude(ctx), registros),
    ),
  } satisfies Record<string, Preparar>),
);

/**
 * Records per batch of the kinds that carry a PDF (up to 2 MB, 2.7 MB of base64, each): a batch is held
 * in memory as text, parsed records and decoded bytes, and its files are written inside its transaction.
 * 100 such records keep a batch's transaction to seconds even on S3; the byte ceiling below bounds memory.
 */
export const LOTE_MAXIMO_COM_PDF = 100;
const TIPOS_COM_PDF = new Set(['autorizacoes', 'resultados-exame', 'documentos-clinicos']);

/**
 * Line bytes a batch may hold before it is applied, whatever its kind: 32 MB is about a dozen records with
 * the largest PDFs, or 1,000 bills many times over (~0.5 KB each: never reached by them).
 */
export const LOTE_MAXIMO_BYTES = 32 * 1024 * 1024;

export interface Progresso {
  /** Lines read so far (committed or refused), of `total` bytes: `bytes` read. */
  linhas: number;
  bytes: number;
  total: number;
  criados: number;
  atualizados: number;
  inalterados: number;
  erros: number;
  /** Lines (and their bytes) skipped at the start because an earlier run committed them. */
  retomadas: number;
  bytesRetomados: number;
  /** Each kind's lines of this run and the seconds the run spent on them (its batches' turns). */
  porTipo: Record<string, { linhas: number; segundos: number }>;
}

export interface OpcoesImportacao {
  db: Database;
  /** The storage driver the server uses (the command builds it from the same environment). */
  storage?: FileStorage;
  clock?: Clock;
  arquivo: string;
  /** Records per batch (at most the endpoints' limit). */
  tamanhoLote?: number;
  /** Called after every batch (the command draws its progress bar from it). */
  aoAvancar?: (progresso: Progresso) => void;
  /** Start over: ignore (and replace) an earlier run's progress and errors. */
  recomecar?: boolean;
}

/** Where the run keeps its progress and refused records: beside the input. */
export const arquivosDaImportacao = (arquivo: string) => ({
  progresso: `${arquivo}.progresso.json`,
  erros: `${arquivo}.erros.jsonl`,
});

interface Marca {
  /** The run's row in integracao_cargas (a resumed run goes on counting in it). */
  cargaId?: number;
  /** The input as it was (a different file under the same name starts over). */
  tamanho: number;
  modificadoEm: number;
  /** Lines (1-based, inclusive) whose batches have committed. */
  linha: number;
  bytes: number;
  totais: Omit<Progresso, 'linhas' | 'bytes' | 'total' | 'retomadas' | 'bytesRetomados' | 'porTipo'>;
}

interface Pendente {
  tipo: string;
  linhas: number[];
  registros: unknown[];
  bytes: number;
}

async function lerMarca(caminho: string): Promise<Marca | null> {
  try {
    return JSON.parse(await readFile(caminho, 'utf8')) as Marca;
  } catch {
    return null;
  }
}

/** A line as `{tipo, registro}`, or the reason it is not one. */
function interpretar(texto: string): { tipo: string; registro: unknown } | { erro: string } {
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    return { erro: 'Linha que não é JSON.' };
  }
  if (valor === null || typeof valor !== 'object' || Array.isArray(valor)) {
    return { erro: 'Cada linha deve ser um objeto com "tipo" e "registro".' };
  }
  const { tipo, registro } = valor as { tipo?: unknown; registro?: unknown };
  if (typeof tipo !== 'string' || !TIPOS_IMPORTACAO.has(tipo)) {
    return { erro: `Tipo desconhecido; use um de: ${[...TIPOS_IMPORTACAO.keys()].join(', ')}.` };
  }
  if (registro === undefined) return { erro: 'Linha sem "registro".' };
  return { tipo, registro };
}

export async function importarArquivo(opcoes: OpcoesImportacao): Promise<Progresso> {
  const { db, arquivo } = opcoes;
  const contexto: ContextoImportacao = {
    db,
    clock: opcoes.clock ?? systemClock,
    ...(opcoes.storage ? { storage: opcoes.storage } : {}),
  };
  const tamanhoLote = Math.min(opcoes.tamanhoLote ?? INTEGRACAO_LOTE_MAXIMO, INTEGRACAO_LOTE_MAXIMO);
  const cheio = (lote: Pendente) =>
    lote.registros.length >=
      (TIPOS_COM_PDF.has(lote.tipo) ? Math.min(tamanhoLote, LOTE_MAXIMO_COM_PDF) : tamanhoLote) ||
    lote.bytes >= LOTE_MAXIMO_BYTES;
  const caminhos = arquivosDaImportacao(arquivo);
  const info = await stat(arquivo);
  const anterior = opcoes.recomecar ? null : await lerMarca(caminhos.progresso);
  const retomar =
    anterior && anterior.tamanho === info.size && anterior.modificadoEm === info.mtimeMs ? anterior : null;
  if (!retomar) await rm(caminhos.erros, { force: true });
  const clock = contexto.clock;
  const cargaId =
    retomar?.cargaId ??
    (
      await db
        .insert(integracaoCargas)
        .values({ arquivo: basename(arquivo), iniciadaEm: clock(), atualizadaEm: clock() })
        .returning({ id: integracaoCargas.id })
    )[0]!.id;

  const progresso: Progresso = {
    linhas: 0,
    bytes: 0,
    total: info.size,
    criados: 0,
    atualizados: 0,
    inalterados: 0,
    erros: 0,
    retomadas: 0,
    bytesRetomados: 0,
    ...(retomar?.totais ?? {}),
    porTipo: {},
  };

  /** Refused lines not yet recorded (they are recorded with the next batch to commit, in the file's order). */
  type Recusa = { linha: number; tipo: string | null; mensagem: string } & Record<string, unknown>;
  let errosPendentes: Recusa[] = [];
  const recusar = (linha: number, tipo: string | null, mensagem: string, extra: object = {}) => {
    progresso.erros += 1;
    errosPendentes.push({ linha, tipo, mensagem, ...extra });
  };
  let ultimoRegistro = performance.now();

  /** Records a batch's answer and the refusals before it, then, last, the line reached (the commit point). */
  const registrar = async (
    lote: Pendente | null,
    resultado: ResultadoLote | null,
    recusas: Recusa[],
    ate: { linha: number; bytes: number },
  ) => {
    if (lote && resultado) {
      progresso.criados += resultado.totais.criados;
      progresso.atualizados += resultado.totais.atualizados;
      progresso.inalterados += resultado.totais.inalterados;
      for (const r of resultado.resultados) {
        if (r.resultado !== 'erro') continue;
        progresso.erros += 1;
        recusas.push({
          linha: lote.linhas[r.indice]!,
          tipo: lote.tipo,
          mensagem: r.mensagem ?? '',
          idErp: r.idErp,
          ...(r.campos ? { campos: r.campos } : {}),
        });
      }
      const agora = performance.now();
      const tipo = (progresso.porTipo[lote.tipo] ??= { linhas: 0, segundos: 0 });
      tipo.linhas += lote.linhas.length;
      tipo.segundos += (agora - ultimoRegistro) / 1000;
      ultimoRegistro = agora;
    }
    if (recusas.length > 0) {
      await appendFile(caminhos.erros, `${recusas.map((e) => JSON.stringify(e)).join('\n')}\n`);
    }
    const { criados, atualizados, inalterados, erros } = progresso;
    await registrarNaCarga(db, cargaId, recusas, {
      linhas: ate.linha,
      criados,
      atualizados,
      inalterados,
      erros,
      atualizadaEm: clock(),
    });
    const marca: Marca = {
      tamanho: info.size,
      modificadoEm: info.mtimeMs,
      linha: ate.linha,
      bytes: ate.bytes,
      totais: { criados, atualizados, inalterados, erros },
    };
    await writeFile(caminhos.progresso, JSON.stringify({ ...marca, cargaId }));
    opcoes.aoAvancar?.({ ...progresso, linhas: ate.linha, bytes: ate.bytes });
  };

  /**
   * The batch in the database and recorded, settled (so a failure waits, unhandled, for the next turn): at
   * most one at a time, while the loop reads the next batch and checks its records' shapes.
   */
  let emCurso: Promise<{ erro: unknown } | null> = Promise.resolve(null);
  /**
   * The tables the batches grew, measured again when they doubled (decision 0064) beside the next batch, not
   * before it (0067: an ANALYZE takes no lock a write waits on): one look at a time — a batch that ends while
   * one runs leaves the next look to the batch after it. A failure stops the load at its next turn.
   */
  let analise: Promise<void> | null = null;
  let falhaDaAnalise: { erro: unknown } | null = null;
  const analisar = () => {
    analise ??= analisarTabelasQueCresceram(db).then(
      () => {
        analise = null;
      },
      (erro: unknown) => {
        falhaDaAnalise = { erro };
        analise = null;
      },
    );
  };
  /** The look in flight, if any (a function: the assignments above are in callbacks). */
  const analiseEmCurso = (): Promise<void> | null => analise;
  const vez = async () => {
    const falha = (await emCurso) ?? falhaDaAnalise;
    if (falha) throw falha.erro;
  };
  /** Checks the batch's shapes now, then waits for the batch before to be recorded before writing it. */
  const despachar = async (lote: Pendente | null, linha: number) => {
    const recusas = errosPendentes;
    errosPendentes = [];
    const ate = { linha, bytes: progresso.bytes };
    const gravar = lote ? TIPOS_IMPORTACAO.get(lote.tipo)!(contexto, lote.registros) : null;
    await vez();
    emCurso = (async () => {
      await registrar(lote, gravar ? await gravar() : null, recusas, ate);
      if (gravar) analisar();
    })().then(
      () => null,
      (erro: unknown) => ({ erro }),
    );
  };

  const leitor = createInterface({ input: createReadStream(arquivo), crlfDelay: Infinity });
  let linha = 0;
  let lote: Pendente | null = null;
  try {
    for await (const texto of leitor) {
      linha += 1;
      // Bytes of the line and its line break (ETA only: a CRLF file counts one byte short per line).
      progresso.bytes += Buffer.byteLength(texto) + 1;
      if (retomar && linha <= retomar.linha) {
        progresso.retomadas = linha;
        progresso.bytesRetomados = progresso.bytes;
        continue;
      }
      if (texto.trim() === '') continue;
      const lido = interpretar(texto);
      if ('erro' in lido) {
        recusar(linha, null, lido.erro);
        continue;
      }
      if (lote && (lote.tipo !== lido.tipo || cheio(lote))) {
        // Every line before this one is now either in the batch or among the recorded refusals. A batch of
        // another kind waits for this one to be recorded (it may name what this one writes).
        await despachar(lote, linha - 1);
        if (lote.tipo !== lido.tipo) await vez();
        lote = null;
      }
      lote ??= { tipo: lido.tipo, linhas: [], registros: [], bytes: 0 };
      lote.linhas.push(linha);
      lote.registros.push(lido.registro);
      lote.bytes += texto.length; // characters: the PDFs' base64 is ASCII
    }
    await despachar(lote, linha);
  } finally {
    // Never leave a batch's transaction behind (the command closes the pool when this returns or throws).
    await emCurso;
    await analiseEmCurso();
  }
  await vez();
  // A last look: the growth of a batch that ended while a look was running is not left to autovacuum.
  await analisarTabelasQueCresceram(db);
  await db.update(integracaoCargas).set({ terminadaEm: clock() }).where(eq(integracaoCargas.id, cargaId));
  progresso.linhas = linha;
  return progresso;
}

/** Rows of refused lines inserted per statement. */
const ERROS_POR_INSERCAO = 1_000;

/**
 * The run's counts as of the batch just committed, and its refused lines (a line recorded twice — a batch
 * applied again after a crash — is kept once).
 */
async function registrarNaCarga(
  db: Database,
  cargaId: number,
  erros: { linha: number; tipo: string | null; mensagem: string; idErp?: unknown }[],
  totais: Omit<typeof integracaoCargas.$inferInsert, 'arquivo' | 'iniciadaEm'>,
): Promise<void> {
  for (let i = 0; i < erros.length; i += ERROS_POR_INSERCAO) {
    await db
      .insert(integracaoCargasErros)
      .values(
        erros.slice(i, i + ERROS_POR_INSERCAO).map((e) => ({
          cargaId,
          linha: e.linha,
          tipo: e.tipo,
          idErp: typeof e.idErp === 'string' ? e.idErp : null,
          mensagem: e.mensagem,
        })),
      )
      .onConflictDoNothing();
  }
  await db
    .update(integracaoCargas)
    .set({ ...totais, terminadaEm: sql`null` })
    .where(eq(integracaoCargas.id, cargaId));
}
