// Spec §5 minimum and maximum length: '{label} inválido' (or the field's custom minimum message).
// Length is counted as the browser's maxlength counts it (UTF-16 code units), so the server and the
// 'n/255 Caracteres' counter agree on every value.
import { invalidLabel } from '../messages.js';
import { isEmptyValue, type ValidationResult } from './required.js';

type TextValue = string | number | null | undefined;

export function validateMinLength(
  value: TextValue,
  min: number,
  label: string,
  customMessage?: string,
): ValidationResult {
  if (isEmptyValue(value)) return null;
  return String(value).length < min ? (customMessage ?? invalidLabel(label)) : null;
}

export function validateMaxLength(value: TextValue, max: number, label: string): ValidationResult {
  if (isEmptyValue(value)) return null;
  return String(value).length > max ? invalidLabel(label) : null;
}
