// Grouping rows by a key in one pass. Each group's list is appended to: the spread the call sites used before
// (`map.set(k, [...(map.get(k) ?? []), item])`) copied a group on every row, so grouping was quadratic. Not
// `Map.groupBy`: the machine's Node 20, which starts the built server (.ci/run), does not have it.

/** The items by `chave`, groups in the order their first item comes; each holds `valor(item)` (the item itself by default). */
export function agruparPor<T, K, V = T>(
  items: Iterable<T>,
  chave: (item: T) => K,
  valor: (item: T) => V = (item) => item as unknown as V,
): Map<K, V[]> {
  const grupos = new Map<K, V[]>();
  for (const item of items) {
    const k = chave(item);
    const grupo = grupos.get(k);
    if (grupo) grupo.push(valor(item));
    else grupos.set(k, [valor(item)]);
  }
  return grupos;
}
