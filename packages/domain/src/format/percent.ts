// Percentages travel as integer basis points (no float adds money up): 963 → '9,63%', -50 → '-0,50%'.

/** Basis points (1/100 of a percent) as the pt-BR percentage with two decimals. */
export function formatPontosBase(pontosBase: number | null | undefined): string {
  if (typeof pontosBase !== 'number' || !Number.isInteger(pontosBase)) return '';
  const sign = pontosBase < 0 ? '-' : '';
  const abs = Math.abs(pontosBase);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}%`;
}
