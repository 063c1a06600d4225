// Spec §5 Cartão Nacional de Saúde: 15 digits once spaces are removed, not all identical, then the
// Ministry of Health rules: provisional cards (first digit 7, 8 or 9) must have a weighted sum
// (weights 15 down to 1) divisible by 11; definitive cards (first digit 1 or 2) are the holder's
// 11-digit PIS followed by '000' + DV or, when the DV would be 10, '001' + a recomputed DV. Any other
// first digit is issued by neither rule and is invalid.
import { CNS_DIGITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { allSame } from './check-digits.js';
import { isEmptyValue, type ValidationResult } from './required.js';

const PIS_DIGITS = 11;

/** Σ digit × weight, weights CNS_DIGITS, CNS_DIGITS - 1, … from the left. */
function weightedSum(digits: string): number {
  return [...digits].reduce((sum, digit, i) => sum + Number(digit) * (CNS_DIGITS - i), 0);
}

/** The definitive CNS a PIS yields; the caller compares it with the whole number. */
function definitiveCnsFromPis(pis: string): string {
  const sum = weightedSum(pis);
  const dv = 11 - (sum % 11);
  if (dv === 11) return `${pis}0000`;
  if (dv !== 10) return `${pis}000${dv}`;
  // The '001' suffix adds 1 × weight 2 to the sum.
  return `${pis}001${11 - ((sum + 2) % 11)}`;
}

export function isValidCnsDigits(digits: string): boolean {
  if (!/^\d{15}$/.test(digits) || allSame(digits)) return false;
  switch (digits.charAt(0)) {
    case '7':
    case '8':
    case '9':
      return weightedSum(digits) % 11 === 0;
    case '1':
    case '2':
      return definitiveCnsFromPis(digits.slice(0, PIS_DIGITS)) === digits;
    default:
      return false;
  }
}

/** Spaces are allowed anywhere ('898 0010 9876 5432' is how the card prints it); nothing else is. */
export function validateCns(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  return isValidCnsDigits((value ?? '').replace(/\s/g, '')) ? null : MESSAGES.invalidCns;
}
