// Spec §5 "Formats": money 'R$ 0,00' with '-' for negatives.

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * ICU separates 'R$' from the amount with a no-break space (U+00A0, or U+202F in some versions).
 * We write a plain space so the text is the same in every runtime, in tests, in PDFs made on the
 * server and for screen readers; where a line must not break there, CSS `white-space: nowrap` does it.
 */
const NO_BREAK_SPACES = /[\u00A0\u202F]/g;

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
  return BRL.format(amount === 0 ? 0 : amount).replace(NO_BREAK_SPACES, ' ');
}

/**
 * Money travels as integer cents (bills, fines, interest: no float ever adds them up); this shows
 * them: 123456 → 'R$ 1.234,56'. Nullish or not an integer gives ''.
 */
export function formatCents(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isInteger(cents)) return '';
  return formatMoney(cents / 100);
}
