// A read by a list of keys, in groups with the other calls' (issue 43, decision 0066): the calls that ask the same
// statement, with the same other parameters, while one is at the database, go together as the next, asking the
// union of their keys; each gets back the rows of its own keys, in the statement's order. It is db/em-grupo.ts
// (decision 0063) for a read's own statement: one socket write for several calls, where each was one write of
// ~0.15 ms of the server's CPU on this machine. The statement is the one each call would run alone (a key
// `= any($1)`), so the plan, the index and the rows a call sees are the ones it saw alone; a call never joins a
// statement that left before it arrived, so it is as fresh as alone.
import type { Database } from './client.js';
import { EmGrupo } from './em-grupo.js';
import { preparedPerDatabase } from './prepared.js';

/** Groups kept per database handle: one per distinct set of other parameters (a day, a period). */
const GRUPOS_MAXIMOS = 64;

export interface LeituraPorChaves<P, R> {
  /** The statement for these keys (all of the group's) and parameters (JSON values: the group's key is their text). */
  ler: (db: Database, chaves: readonly number[], parametros: P) => Promise<R[]>;
  /** The key a row answers for. */
  chaveDe: (linha: R) => number;
}

/** `ler(db, chaves, parametros)`: `leitura.ler`'s rows of `chaves`, read with the calls that ask meanwhile. */
export function porChavesEmGrupo<P, R>(
  leitura: LeituraPorChaves<P, R>,
): (db: Database, chaves: readonly number[], parametros: P) => Promise<R[]> {
  const grupos = preparedPerDatabase((db) => {
    const porTexto = new Map<string, EmGrupo<readonly number[], R[]>>();
    return (parametros: P) => {
      // Every parameter counts: a call joins only a statement asked with exactly its own (an earlier version let
      // each read name the ones that mattered, and a forgotten one would have answered a call with another's).
      const texto = JSON.stringify(parametros) ?? '';
      let grupo = porTexto.get(texto);
      if (!grupo) {
        // A group dropped here still settles its callers (they hold it); the next call starts a new one.
        if (porTexto.size >= GRUPOS_MAXIMOS) porTexto.clear();
        grupo = new EmGrupo(async (pedidos) => {
          const linhas = await leitura.ler(db, [...new Set(pedidos.flat())], parametros);
          return pedidos.map((chaves) => {
            const minhas = new Set(chaves);
            return linhas.filter((linha) => minhas.has(leitura.chaveDe(linha)));
          });
        });
        porTexto.set(texto, grupo);
      }
      return grupo;
    };
  });
  return (db, chaves, parametros) =>
    chaves.length === 0 ? Promise.resolve([]) : grupos(db)(parametros).pedir(chaves);
}
