// Spec §5 "Number cannot start with zero" and "Money or number range".
import { parseDecimalBr } from '../format/money.js';
import { MESSAGES } from '../messages.js';
import { isEmptyValue, type ValidationResult } from './required.js';

export function validateNumberNotStartingWithZero(
  value: string | number | null | undefined,
): ValidationResult {
  if (isEmptyValue(value)) return null;
  return String(value).trim().startsWith('0') ? MESSAGES.invalidNumber : null;
}

export interface ValueRange {
  /** Inclusive lower bound; default 0. */
  min?: number;
  /** Inclusive upper bound; none by default. */
  max?: number;
}

/**
 * Nonzero and within [min, max], else 'Valor inválido'. Strings are read as Brazilian numbers
 * ('1.234,56', 'R$ 1.234,56'); anything that is not a number is invalid. Zero is invalid even when
 * min is negative: the spec asks for a nonzero amount.
 */
export function validateValueRange(
  value: number | string | null | undefined,
  { min = 0, max }: ValueRange = {},
): ValidationResult {
  if (typeof value !== 'number' && isEmptyValue(value)) return null;
  const amount = parseDecimalBr(value);
  const valid =
    Number.isFinite(amount) && amount !== 0 && amount >= min && (max === undefined || amount <= max);
  return valid ? null : MESSAGES.invalidValue;
}
