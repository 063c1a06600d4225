// A list the way pt-BR writes it — 'Campinas', 'Campinas e Jundiaí', 'Campinas, Jundiaí e Sumaré' — without
// ICU: Intl.ListFormat costs a phone ≈ 10 ms to make (issue 11: it was a long task of the home's cards).

/** pt-BR's conjunction list, as `new Intl.ListFormat('pt-BR').format(items)` writes it. */
export function formatLista(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}
