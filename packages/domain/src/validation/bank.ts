// Spec §5 bank account and agency. The bank's mask says the shape: '-' marks a check digit (DV),
// 'X' a DV that may be a letter ('9999999-X'), '' no mask at all.
import { onlyDigits } from '../format/digits.js';
import { invalidLabel } from '../messages.js';
import { allSame } from './check-digits.js';
import { isEmptyValue, type ValidationResult } from './required.js';

export interface BankFieldRule {
  /** The bank's input mask, e.g. '9999999-X', '9999-9' or ''. */
  mask: string;
  /** Length (letters and digits, without separators) from which the repeated-digit check applies. */
  minLength: number;
}

/**
 * With a DV in the mask and the minimum length reached, the digits must not all be the same
 * ('1111111-1'); a single digit is not "all the same". With X in the mask the part before the last
 * '-' (or before the last character when no '-' was typed) must be digits and the DV must end in a
 * letter or digit. Too short is the minimum-length rule's business, not this one's.
 */
export function validateBankAccount(
  value: string | null | undefined,
  { mask, minLength }: BankFieldRule,
  label: string,
): ValidationResult {
  if (isEmptyValue(value)) return null;
  const text = (value ?? '').trim();
  const hasDv = mask.includes('-') || /x/i.test(mask);
  const length = text.replace(/[^0-9A-Za-z]/g, '').length;
  if (hasDv && length >= minLength && allSame(onlyDigits(text))) return invalidLabel(label);
  if (/x/i.test(mask)) {
    const cut = text.includes('-') ? text.lastIndexOf('-') : text.length - 1;
    const main = text.slice(0, cut);
    const dv = text.slice(text.includes('-') ? cut + 1 : cut);
    if (!/^\d+$/.test(main) || !/[0-9A-Za-z]$/.test(dv)) return invalidLabel(label);
  }
  return null;
}
