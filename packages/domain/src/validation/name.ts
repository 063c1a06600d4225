// Spec §5 name-like text: letters (accented too), hyphen, space and apostrophe only; no two spaces in
// a row. The typographic apostrophe (’) is accepted beside ' because phones type it in D’Ávila.
import { invalidLabel } from '../messages.js';
import { isEmptyValue, type ValidationResult } from './required.js';

const NAME_CHARACTERS = /^[\p{L}\p{M}'’ -]+$/u;

export function validateName(value: string | null | undefined, label: string): ValidationResult {
  if (isEmptyValue(value)) return null;
  const text = value ?? '';
  return NAME_CHARACTERS.test(text) && !text.includes('  ') ? null : invalidLabel(label);
}
