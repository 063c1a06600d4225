// Which results the member ticked: only available ones can be chosen (a result still at the lab has no
// report to download), "select all" means every available one in the list, and a new list keeps only the
// choices still in it.
import type { ResultadoExame } from '@portal/domain/contract/saude/resultado-exames';

export const selecionaveis = (resultados: readonly ResultadoExame[]): string[] =>
  resultados.filter((r) => r.situacao === 'DISPONIVEL').map((r) => r.chave);

export function alternar(selecionados: ReadonlySet<string>, chave: string): Set<string> {
  const next = new Set(selecionados);
  if (next.has(chave)) next.delete(chave);
  else next.add(chave);
  return next;
}

/** All available ones, or none when all were already chosen. */
export function alternarTodos(
  selecionados: ReadonlySet<string>,
  resultados: readonly ResultadoExame[],
): Set<string> {
  const todos = selecionaveis(resultados);
  return todos.every((c) => selecionados.has(c)) ? new Set() : new Set(todos);
}

/** The choices that are still in the list (after the period changed). */
export const manterVisiveis = (
  selecionados: ReadonlySet<string>,
  resultados: readonly ResultadoExame[],
): Set<string> => new Set(selecionaveis(resultados).filter((c) => selecionados.has(c)));

/** '1 selecionado' / '3 selecionados' / 'Nenhum selecionado'. */
export const contagemTexto = (n: number): string =>
  n === 0 ? 'Nenhum selecionado' : n === 1 ? '1 selecionado' : `${n} selecionados`;
