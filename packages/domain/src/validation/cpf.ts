// Spec §5 CPF: ddd.ddd.ddd-dd or 11 bare digits, not all identical, both mod-11 check digits.
import { CPF_DIGITS } from '../constants.js';
import { onlyDigits } from '../format/digits.js';
import { MESSAGES } from '../messages.js';
import { hasMod11CheckDigits } from './check-digits.js';
import { isEmptyValue, type ValidationResult } from './required.js';

const CPF_SHAPE = /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;
// CPF weights run 2..11 from the right and never wrap.
const CPF_MAX_WEIGHT = 11;

/** 11 digits, not all the same, both check digits right. Takes bare digits only. */
export function isValidCpfDigits(digits: string): boolean {
  return hasMod11CheckDigits(digits, CPF_DIGITS, CPF_MAX_WEIGHT);
}

/** Formatted (14 characters) or bare (11 digits) and valid; any other shape is not a CPF. */
export function isValidCpf(value: string): boolean {
  const text = value.trim();
  return CPF_SHAPE.test(text) && isValidCpfDigits(onlyDigits(text));
}

export function validateCpf(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  return isValidCpf(value ?? '') ? null : MESSAGES.invalidCpf;
}
