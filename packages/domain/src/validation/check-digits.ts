// Check-digit arithmetic shared by CPF, CNPJ and CNS.

/** True for two or more characters that are all the same ('111.111.111-11' digits, '00000'). */
export function allSame(text: string): boolean {
  return text.length > 1 && [...text].every((c) => c === text[0]);
}

/**
 * Mod-11 check digit as CPF and CNPJ compute it: weights 2, 3, … from the rightmost digit, going back
 * to 2 after `maxWeight` (CNPJ uses 9; CPF never wraps); remainder below 2 gives 0, else 11 - remainder.
 */
export function mod11CheckDigit(digits: string, maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * `length` digits, not all the same, ending in the two mod-11 check digits of what precedes them
 * (the second one computed over the first nine/twelve digits plus the first check digit).
 */
export function hasMod11CheckDigits(digits: string, length: number, maxWeight: number): boolean {
  if (digits.length !== length || !/^\d+$/.test(digits) || allSame(digits)) return false;
  const base = length - 2;
  const first = mod11CheckDigit(digits.slice(0, base), maxWeight);
  const second = mod11CheckDigit(digits.slice(0, base + 1), maxWeight);
  return digits.endsWith(`${first}${second}`);
}
