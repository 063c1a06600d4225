// A prepared select's rows mapped by a function built once (issue 43): drizzle maps every row field by field and
// asks each field's kind again on every row and field (`is(field, Column)` walks the prototype chain, `path` is
// iterated with an iterator) — on the bill list, about a tenth of the server's CPU (a `perf` profile of
// bench:escala; figures in docs/desempenho-historico.md). The fields of a prepared statement never change, so
// their decoders are looked up once and each row is built by a plain loop, with the same decoders in the same
// order: the rows are the ones drizzle builds (mapeamento-direto.int.test.ts prepares the same selects both ways
// and compares their rows). Drizzle's `customResultMapper` hook is where its own relational queries put their mapping.
import { Column, is, SQL } from 'drizzle-orm';

interface Decodificador {
  mapFromDriverValue(valor: unknown): unknown;
}

/** What drizzle keeps on a prepared select (node-postgres and PGlite alike), read and set here. */
interface PreparadaPorDentro {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (linhas: unknown[][]) => unknown;
}

/** The decoder drizzle's `mapResultRow` picks for a field: a column, an SQL value or an aliased one. */
function decodificadorDe(campo: unknown): Decodificador {
  if (is(campo, Column)) return campo;
  // `decoder` is drizzle's own (marked internal in its types).
  if (is(campo, SQL)) return (campo as unknown as { decoder: Decodificador }).decoder;
  if (is(campo, SQL.Aliased)) return (campo.sql as unknown as { decoder: Decodificador }).decoder;
  throw new Error('mapeamento direto: campo de um tipo que o drizzle mapeia de outro modo');
}

/** `preparada` (a drizzle prepared select), its rows mapped by one function built now. */
export function comMapeamentoDireto<P extends object>(preparada: P): P {
  const porDentro = preparada as PreparadaPorDentro;
  const { fields, joinsNotNullableMap = {} } = porDentro;
  // An outer join nulls a table's object when all its columns are null: drizzle's own mapping does that.
  if (!fields || porDentro.customResultMapper || Object.values(joinsNotNullableMap).includes(false))
    throw new Error('mapeamento direto: só para um select preparado sem junção externa');
  const colunas = fields.map(({ path, field }) => ({
    pais: path.slice(0, -1),
    chave: path[path.length - 1]!,
    decodificador: decodificadorDe(field),
  }));
  porDentro.customResultMapper = (linhas) =>
    linhas.map((linha) => {
      const saida: Record<string, unknown> = {};
      for (let i = 0; i < colunas.length; i++) {
        const { pais, chave, decodificador } = colunas[i]!;
        let no = saida;
        for (const pai of pais) no = (no[pai] ??= {}) as Record<string, unknown>;
        const valor = linha[i];
        no[chave] = valor === null ? null : decodificador.mapFromDriverValue(valor);
      }
      return saida;
    });
  return preparada;
}
