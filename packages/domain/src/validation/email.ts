// Spec §5 e-mail: trimmed, local@domain with a 2 to 4 letter suffix.
import { MESSAGES } from '../messages.js';
import { isEmptyValue, type ValidationResult } from './required.js';

// Local part: the characters mail providers hand out, no leading, trailing or doubled dot.
// Domain: labels of letters, digits and inner hyphens, then the 2-4 letter suffix the spec requires.
const EMAIL =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function validateEmail(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  return isValidEmail(value ?? '') ? null : MESSAGES.invalidEmail;
}
