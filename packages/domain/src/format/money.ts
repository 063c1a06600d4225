// Spec §5 "Formats": money 'R$ 0,00' with '-' for negatives.

/**
 * 'R$ 1.234,56' written by hand, the way pt-BR's currency format writes it: the amount's shortest decimal
 * form rounded half away from zero to cents, dots between thousands. By hand because making ICU's currency
 * formatter costs ≈ 15 ms on a phone, on the first paint of every screen that shows money (issue 11).
 * A plain space after 'R$' (ICU writes U+00A0 or U+202F) keeps the text the same in every runtime, in
 * tests, in PDFs made on the server and for screen readers; CSS `white-space: nowrap` keeps it on a line.
 */
function formatBrl(amount: number): string {
  const absolute = Math.abs(amount);
  const shortest = String(absolute);
  // Exponent forms (below 1e-6 or from 1e21 on) are read from the fixed form instead.
  const [whole = '0', fraction = ''] = (shortest.includes('e') ? absolute.toFixed(3) : shortest).split('.');
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1n : 0n;
  const cents = (BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + roundUp).toString().padStart(3, '0');
  const reais = cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}R$ ${reais},${cents.slice(-2)}`;
}

/**
 * Reads a number written the Brazilian way: 'R$ -1.234,56', '1.234,56', '1234,5'. Without a comma,
 * dots in groups of three are thousands ('1.234' → 1234) and a single other dot is a decimal point
 * ('12.5' → 12.5, as an API number would be). NaN when it is not a number.
 */
export function parseDecimalBr(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return Number.NaN;
  const compact = value.replace(/R\$/i, '').replace(/[\s\u00A0\u202F]/g, '');
  const normalised = compact.includes(',')
    ? compact.replace(/\./g, '').replace(',', '.')
    : /^-?\d{1,3}(\.\d{3})+$/.test(compact)
      ? compact.replace(/\./g, '')
      : compact;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * 'R$ 1.234,56' and '-R$ 1.234,56'. Strings are read with parseDecimalBr. Nullish or not a number
 * gives '' (nothing to show beats a wrong 'R$ 0,00'); -0 shows as 'R$ 0,00'.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = parseDecimalBr(value);
  if (!Number.isFinite(amount)) return '';
  return formatBrl(amount === 0 ? 0 : amount);
}

/**
 * Money travels as integer cents (bills, fines, interest: no float ever adds them up); this shows
 * them: 123456 → 'R$ 1.234,56'. Nullish or not an integer gives ''.
 */
export function formatCents(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isInteger(cents)) return '';
  return formatMoney(cents / 100);
}
