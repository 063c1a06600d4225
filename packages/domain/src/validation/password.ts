// Spec §5 password strength and password length. Every strength failure has the same message,
// '{label} inválido'; the server's password policy (issue 3) adds its own rules on top.
import { invalidLabel, lengthBetween } from '../messages.js';
import { isEmptyValue, type ValidationResult } from './required.js';

// Upper and lower case in any alphabet ('É' is an uppercase letter). Special is what the spec says:
// a non-word character or underscore, so a space or an accented letter counts as special too.
const STRENGTH_RULES: readonly RegExp[] = [/\p{Lu}/u, /\p{Ll}/u, /\d/, /[\W_]/];
const QUOTES = /['"]/;

export function validatePasswordStrength(value: string | null | undefined, label: string): ValidationResult {
  if (isEmptyValue(value)) return null;
  const text = value ?? '';
  const strong = STRENGTH_RULES.every((rule) => rule.test(text)) && !QUOTES.test(text);
  return strong ? null : invalidLabel(label);
}

/** Password field length: '{min} a {max} caracteres' outside the policy's bounds. */
export function validatePasswordLength(
  value: string | null | undefined,
  min: number,
  max: number,
): ValidationResult {
  if (isEmptyValue(value)) return null;
  const length = (value ?? '').length;
  return length < min || length > max ? lengthBetween(min, max) : null;
}
