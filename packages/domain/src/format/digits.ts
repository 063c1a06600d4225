// Shared by formatters and validators: every document, phone and card rule works on the bare digits.

/** Keeps only 0-9: onlyDigits('123.456.789-09') → '12345678909'. Nullish gives ''. */
export function onlyDigits(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace(/\D/g, '');
}

/**
 * Places digits into a pattern where '0' is a digit slot and anything else is a literal,
 * progressively: a literal is written only when a digit follows it, so typing '1234' into
 * '000.000.000-00' shows '123.4' and deleting never leaves a dangling separator.
 */
export function applyDigitMask(value: string | number | null | undefined, pattern: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let next = 0;
  let pendingLiterals = '';
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '0') {
      out += pendingLiterals + digits.charAt(next);
      pendingLiterals = '';
      next += 1;
    } else {
      pendingLiterals += slot;
    }
  }
  return out;
}
