// The batch machinery every ERP upsert shares (issue 19, decisions 0024 §6 and "Cadastro"; in shared-domain
// since issue 39 so the console registers a guide through the same rules, decision 0043 §7): up to
// INTEGRACAO_LOTE_MAXIMO records, each judged on its own — shape (the kind's zod schema), one idErp per
// batch, then references and rules (the kind's `julgar`) — and answered in `resultados[]` with its index and
// `criado | atualizado | inalterado | erro` (+ Portuguese `mensagem` and `campos`). A kind's batches are
// serialised across instances by a transaction-scoped advisory lock, its references are read once for the
// whole batch (`referencias`, a fixed number of queries), and each valid record is written in its own
// savepoint, so a bad record is one error in the answer and never stops the others. A record equal to the
// stored one is `inalterado` (`julgar` says so and writes nothing): the same batch twice changes nothing.
import type { z } from 'zod';
import { INTEGRACAO_MESSAGES, parseIsoDate } from '@portal/domain';
import type { RegistroLote, ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import type { Database } from '../db/client.js';
import { lockKey } from '../db/locks.js';
import { constraintOf, isUniqueViolation } from '../platform/db-errors.js';

export type Campos = Record<string, string>;

/** A record refused by its references or rules: one error in the answer, nothing written. */
export class RegistroInvalido extends Error {
  constructor(
    message: string,
    readonly campos?: Campos,
  ) {
    super(message);
  }
}

/** Refuses the record with the same message on each of `campos`. */
export const recusar = (mensagem: string, ...campos: string[]): never => {
  throw new RegistroInvalido(mensagem, Object.fromEntries(campos.map((c) => [c, mensagem])));
};

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

/** Zod's issues as Portuguese field errors keyed by path ('itens.0.valorCentavos'). */
function camposDe(error: z.ZodError, input: unknown): Campos {
  const campos: Campos = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        campos[[...issue.path, key].join('.')] = INTEGRACAO_MESSAGES.campoDesconhecido;
      continue;
    }
    const campo = issue.path.join('.') || '_';
    campos[campo] ??=
      valueAt(input, issue.path) === undefined
        ? INTEGRACAO_MESSAGES.campoObrigatorio
        : INTEGRACAO_MESSAGES.valorInvalido;
  }
  return campos;
}

/** Refuses days the schema's pattern lets through but the calendar does not have (2026-02-31). */
export function checarDias(mensagem: string, dias: Record<string, string | null | undefined>): void {
  const campos: Campos = {};
  for (const [campo, dia] of Object.entries(dias)) {
    if (dia && !parseIsoDate(dia)) campos[campo] = INTEGRACAO_MESSAGES.valorInvalido;
  }
  if (Object.keys(campos).length > 0) throw new RegistroInvalido(mensagem, campos);
}

/** Rows by a key of theirs (a batch's references by ERP id). */
export const porChave = <T, K>(rows: T[], chave: (row: T) => K): Map<K, T> =>
  new Map(rows.map((row) => [chave(row), row]));

/** A distinct list without nulls. */
export const distintos = <T>(values: (T | null | undefined)[]): T[] => [
  ...new Set(values.filter((v): v is T => v != null)),
];

/**
 * The query's rows, or none without a query when there is nothing to look up (every record refused). The
 * reads of a batch run one after the other: they share the batch's transaction, one connection.
 */
export const seHouver = <T>(
  valores: readonly unknown[],
  consulta: () => PromiseLike<T[]>,
): PromiseLike<T[]> => (valores.length ? consulta() : Promise.resolve([]));

/**
 * Negative ids standing for rows the batch will insert in its set-based statement (never a real id: serials
 * start at 1), so a later record of the batch can name one before it exists.
 */
export const provisorios = (): (() => number) => {
  let ultimo = 0;
  return () => --ultimo;
};

/** True when every key of `novo` holds the same value in `atual` (the "nothing changed" comparison). */
export const mesmasColunas = <T extends object>(atual: T, novo: Partial<T>): boolean =>
  (Object.keys(novo) as (keyof T)[]).every((k) => atual[k] === novo[k]);

/**
 * What `julgar` decided for a valid record: nothing to do, or the writes to run in its savepoint. A kind
 * with `gravarJuntos` may also hand over the record's rows (`juntar`): the all-in-one pass then writes every
 * such record of the batch in one set-based statement (or a few) instead of running each `gravar`.
 */
export type Veredito<N = never> =
  | { resultado: 'inalterado' }
  | { resultado: 'criado' | 'atualizado'; gravar: (sp: Database) => Promise<void>; juntar?: N };

/**
 * A new or changed record's verdict: written alone by `gravarJuntos(sp, [linha])` in its savepoint, or handed
 * over (`juntar`) for the batch's all-in-one pass, which gives `gravarJuntos` every such record at once.
 */
export const juntavel = <N>(
  resultado: 'criado' | 'atualizado',
  linha: N,
  gravarJuntos: (sp: Database, linhas: N[]) => Promise<unknown>,
): Veredito<N> => ({
  resultado,
  gravar: async (sp) => {
    await gravarJuntos(sp, [linha]);
  },
  juntar: linha,
});

/** A new record's verdict (see `juntavel`). */
export const criado = <N>(novo: N, gravarNovos: (sp: Database, novos: N[]) => Promise<unknown>) =>
  juntavel('criado', novo, gravarNovos);

export interface TipoLote<R, Refs, N = never> {
  /** The advisory lock's key: one batch of this kind at a time across instances. */
  chave: string;
  schema: z.ZodType<R>;
  /** The message of a record whose shape is wrong. */
  invalido: string;
  idErp: (registro: R) => string;
  /** The raw record's key field, echoed as `idErp` even when the record is refused (default 'idErp'). */
  chaveBruta?: string;
  /** Everything the batch refers to, read once for the whole batch inside its transaction. */
  referencias: (tx: Database, lote: R[]) => Promise<Refs>;
  /**
   * References and rules of one record (throws RegistroInvalido), then the verdict. `gravar` may record
   * what it wrote in `refs` as its last step, so later records of the batch can refer to it.
   */
  julgar: (registro: R, refs: Refs) => Veredito<N>;
  /**
   * Writes the `juntar` rows of many records at once (the bulk load of a million bills; decision 0058: one
   * set-based statement per batch); only in the all-in-one pass — record by record, each record's own
   * `gravar` runs.
   */
  gravarJuntos?: (sp: Database, novos: N[]) => Promise<void>;
  /** `gravarJuntos` in two steps: its statement built now (the judgement ahead, decision 0067), run later. */
  montarJuntos?: (novos: N[]) => (sp: Database) => Promise<void>;
  /** Messages for the unique constraints a write may hit (a race with a writer outside the lock). */
  unicas?: Record<string, string>;
  /**
   * The version of what the judgement reads from the kind's own tables — the rows only this kind writes, under
   * its lock (bills: the batch's stored bills' ids and xmins). With it, the bulk load judges a batch before its
   * turn, outside the lock, while the batch before it is written; under the lock the judgement is used only if
   * this version has not changed, else the batch is judged again (decision 0067).
   */
  versao?: (db: Database, lote: R[]) => Promise<string>;
}

/** A write of the all-in-one attempt failed: its savepoint is rolled back and the batch goes record by record. */
class EscritaFalhou extends Error {
  constructor(readonly causa: unknown) {
    super('escrita do lote falhou');
  }
}

/** Marks a record of the answer refused, with its message and fields. */
const errosEm =
  (resultados: RegistroLote[]) =>
  (indice: number, mensagem: string, campos?: Campos): void => {
    resultados[indice] = {
      ...resultados[indice]!,
      resultado: 'erro',
      mensagem,
      ...(campos ? { campos } : {}),
    };
  };

/**
 * A batch in two steps: its records' shapes checked now (no database), then, when the returned function is
 * called, judged and written. The bulk load checks the next batch while the one before is being written
 * (decision 0058) and, for a kind with a `versao`, judges it then too against `antecipar` (decision 0067);
 * the endpoints call both at once (`aplicarLote`).
 */
export function prepararLote<R, Refs, N = never>(
  tipo: TipoLote<R, Refs, N>,
  registros: readonly unknown[],
  antecipar?: Database,
): (db: Database) => Promise<ResultadoLote> {
  const resultados: RegistroLote[] = registros.map((_, indice) => ({
    indice,
    idErp: null,
    resultado: 'erro',
  }));
  const erro = errosEm(resultados);

  // 1. Shape of each record, and one idErp per batch (the second of a pair cannot say which one wins).
  const validos: { indice: number; registro: R }[] = [];
  const vistos = new Set<string>();
  registros.forEach((registro, indice) => {
    const idErp = valueAt(registro, [tipo.chaveBruta ?? 'idErp']);
    if (typeof idErp === 'string') resultados[indice]!.idErp = idErp.slice(0, 64);
    const parsed = tipo.schema.safeParse(registro);
    if (!parsed.success) return erro(indice, tipo.invalido, camposDe(parsed.error, registro));
    const id = tipo.idErp(parsed.data);
    if (vistos.has(id)) {
      return erro(indice, INTEGRACAO_MESSAGES.idErpRepetido, {
        [tipo.chaveBruta ?? 'idErp']: INTEGRACAO_MESSAGES.idErpRepetido,
      });
    }
    vistos.add(id);
    validos.push({ indice, registro: parsed.data });
  });

  const antecipado = antecipar && julgarAntes(antecipar, tipo, validos, resultados);
  return (db) => gravarLote(db, tipo, validos, resultados, antecipado);
}

export const aplicarLote = <R, Refs, N = never>(
  db: Database,
  tipo: TipoLote<R, Refs, N>,
  registros: readonly unknown[],
): Promise<ResultadoLote> => prepararLote(tipo, registros)(db);

/** A batch judged before its turn: the version its references had, its answers and the rows to write. */
interface Antecipado {
  versao: string;
  resultados: RegistroLote[];
  /** The batch's all-in-one write, or null when it has nothing to write. */
  escrita: ((sp: Database) => Promise<void>) | null;
}

/**
 * Judges the batch now, outside the lock and its transaction (decision 0067): the version first, so a write
 * between it and the references changes the version read again under the lock. Null when the kind has no
 * version, a record's verdict can only be written alone, or a read fails (the batch is then judged under the
 * lock as always). Never rejects: nobody may be waiting for it.
 */
async function julgarAntes<R, Refs, N>(
  db: Database,
  tipo: TipoLote<R, Refs, N>,
  validos: readonly { indice: number; registro: R }[],
  resultadosDaForma: readonly RegistroLote[],
): Promise<Antecipado | null> {
  const { versao: versaoDe, gravarJuntos, montarJuntos } = tipo;
  if (!versaoDe || !gravarJuntos) return null;
  try {
    const registros = validos.map((v) => v.registro);
    const versao = await versaoDe(db, registros);
    const refs = await tipo.referencias(db, registros);
    const resultados = resultadosDaForma.map((r) => ({ ...r }));
    const juntos: N[] = [];
    for (const { indice, registro } of validos) {
      const veredito = julgarRegistro(tipo, refs, indice, registro, resultados);
      if (!veredito) continue;
      if (veredito.juntar === undefined) return null;
      juntos.push(veredito.juntar);
    }
    const escrita =
      juntos.length === 0
        ? null
        : montarJuntos
          ? montarJuntos(juntos)
          : (sp: Database) => gravarJuntos(sp, juntos);
    return { versao, resultados, escrita };
  } catch {
    return null;
  }
}

/**
 * One record judged: its answer in `resultados` (its verdict, or refused by a rule), and the verdict when
 * there is something to write. Any error but a rule's refusal is thrown.
 */
function julgarRegistro<R, Refs, N>(
  tipo: TipoLote<R, Refs, N>,
  refs: Refs,
  indice: number,
  registro: R,
  resultados: RegistroLote[],
): Exclude<Veredito<N>, { resultado: 'inalterado' }> | null {
  try {
    const veredito = tipo.julgar(registro, refs);
    resultados[indice] = { indice, idErp: tipo.idErp(registro), resultado: veredito.resultado };
    return veredito.resultado === 'inalterado' ? null : veredito;
  } catch (error) {
    if (!(error instanceof RegistroInvalido)) throw error;
    errosEm(resultados)(indice, error.message, error.campos);
    return null;
  }
}

async function gravarLote<R, Refs, N>(
  db: Database,
  tipo: TipoLote<R, Refs, N>,
  validos: readonly { indice: number; registro: R }[],
  resultados: RegistroLote[],
  antecipado?: Promise<Antecipado | null>,
): Promise<ResultadoLote> {
  const erro = errosEm(resultados);
  // Awaited before the transaction: on the embedded database a read outside it waits for it to end.
  const previo = antecipado ? await antecipado : null;
  // 2. One batch of a kind at a time (every instance): a batch is judged against what the previous one
  //    left, so two identical batches sent together end as `criado` and `inalterado`, never a unique
  //    violation. First all the records' writes in one savepoint (the bulk load's pace: a savepoint per
  //    record doubles the round trips); if any write fails, that savepoint is rolled back and the batch is
  //    judged again from fresh references with a savepoint per record, so a failure costs that record only.
  //    Records refused by their rules (RegistroInvalido from `julgar`) write nothing either way.
  await db.transaction(async (tx) => {
    await lockKey(tx, tipo.chave);
    /** A write of the all-in-one pass: a failure there sends the batch record by record. */
    const escrever = async (escrita: () => Promise<void>) => {
      try {
        await escrita();
      } catch (causa) {
        throw new EscritaFalhou(causa);
      }
    };
    const rodada = async (sp: Database, porRegistro: boolean) => {
      const refs = await tipo.referencias(
        sp,
        validos.map((v) => v.registro),
      );
      const juntos: N[] = [];
      for (const { indice, registro } of validos) {
        const veredito = julgarRegistro(tipo, refs, indice, registro, resultados);
        if (!veredito) continue;
        try {
          if (porRegistro) await sp.transaction(veredito.gravar);
          else if (veredito.juntar !== undefined && tipo.gravarJuntos) juntos.push(veredito.juntar);
          else await escrever(() => veredito.gravar(sp));
        } catch (error) {
          if (error instanceof RegistroInvalido) erro(indice, error.message, error.campos);
          else if (porRegistro && isUniqueViolation(error)) {
            erro(indice, tipo.unicas?.[constraintOf(error) ?? ''] ?? INTEGRACAO_MESSAGES.registroConcorrente);
          } else throw error;
        }
      }
      if (juntos.length > 0) await escrever(() => tipo.gravarJuntos!(sp, juntos));
    };
    /** The judgement made before the turn, if what it read is still what the lock protects. */
    const aindaValido = async () =>
      previo !== null &&
      (await tipo.versao!(
        tx,
        validos.map((v) => v.registro),
      )) === previo.versao;
    try {
      if (await aindaValido()) {
        resultados.splice(0, resultados.length, ...previo!.resultados);
        const { escrita } = previo!;
        if (escrita) await tx.transaction((sp) => escrever(() => escrita(sp)));
      } else await tx.transaction((sp) => rodada(sp, false));
    } catch (error) {
      if (!(error instanceof EscritaFalhou)) throw error;
      await rodada(tx, true);
    }
  });

  const contar = (r: RegistroLote['resultado']) => resultados.filter((x) => x.resultado === r).length;
  return {
    resultados,
    totais: {
      criados: contar('criado'),
      atualizados: contar('atualizado'),
      inalterados: contar('inalterado'),
      erros: contar('erro'),
    },
  };
}
