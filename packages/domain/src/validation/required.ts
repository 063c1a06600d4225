// Spec §5 "Required". Every other rule of this folder treats an empty value as nothing to check and
// returns null, so optional fields pass and a required field gets exactly one message: this one.
import { MESSAGES } from '../messages.js';

/** A validator's answer: the spec's Portuguese message, or null when the value is valid. */
export type ValidationResult = string | null;

/** Empty: null, undefined, NaN, a string of only whitespace, an empty array. false and 0 are filled. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function validateRequired(value: unknown): ValidationResult {
  return isEmptyValue(value) ? MESSAGES.required : null;
}
