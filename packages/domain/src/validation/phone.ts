// Spec §5 phone. Digits only; DDD (2) + number. The third digit says the kind: 2-5 landline, which
// must have exactly 10 digits, 6-9 mobile, which must have exactly 11. The spec names the failing
// cases (landline over 10, mobile with exactly 10); we read them as "exactly", so too-short numbers of
// either kind fail too, as does a third digit 0 or 1 (no Brazilian number starts so).
import { PHONE_LANDLINE_DIGITS, PHONE_MOBILE_DIGITS } from '../constants.js';
import { onlyDigits } from '../format/digits.js';
import { MESSAGES } from '../messages.js';
import { allSame } from './check-digits.js';
import { isEmptyValue, type ValidationResult } from './required.js';

export type PhoneKind = 'landline' | 'mobile';

/** The kind the third digit announces, or null when it is missing or 0/1. */
export function phoneKind(value: string | null | undefined): PhoneKind | null {
  const third = onlyDigits(value)[2];
  if (third === undefined) return null;
  if (third >= '2' && third <= '5') return 'landline';
  if (third >= '6') return 'mobile';
  return null;
}

export function validatePhone(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  const digits = onlyDigits(value);
  const kind = phoneKind(digits);
  const expected = kind === 'landline' ? PHONE_LANDLINE_DIGITS : PHONE_MOBILE_DIGITS;
  return kind && digits.length === expected && !allSame(digits) ? null : MESSAGES.invalidPhone;
}

/** Mobile-only fields: exactly 11 digits, not all identical, third digit 9. */
export function validateMobilePhone(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  const digits = onlyDigits(value);
  return digits.length === PHONE_MOBILE_DIGITS && digits[2] === '9' && !allSame(digits)
    ? null
    : MESSAGES.invalidPhone;
}
