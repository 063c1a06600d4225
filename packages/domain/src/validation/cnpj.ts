// Spec §5 CNPJ (14 digits, not all identical, two check digits) and the CPF-or-CNPJ field.
import { CNPJ_DIGITS, CPF_DIGITS } from '../constants.js';
import { onlyDigits } from '../format/digits.js';
import { MESSAGES } from '../messages.js';
import { hasMod11CheckDigits } from './check-digits.js';
import { isValidCpf } from './cpf.js';
import { isEmptyValue, type ValidationResult } from './required.js';

const CNPJ_SHAPE = /^(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{14})$/;
const CNPJ_MAX_WEIGHT = 9;

export function isValidCnpjDigits(digits: string): boolean {
  return hasMod11CheckDigits(digits, CNPJ_DIGITS, CNPJ_MAX_WEIGHT);
}

/** Formatted 00.000.000/0000-00 (18 characters) or 14 bare digits, and valid. */
export function isValidCnpj(value: string): boolean {
  const text = value.trim();
  return CNPJ_SHAPE.test(text) && isValidCnpjDigits(onlyDigits(text));
}

export function validateCnpj(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  return isValidCnpj(value ?? '') ? null : MESSAGES.invalidCnpj;
}

/**
 * A formatted CPF (14 characters) or CNPJ (18 characters), or their bare 11/14 digits. Over 11 digits
 * the value is read as a CNPJ, so a CPF with extra digits fails as a CNPJ instead of being cut.
 */
export function validateCpfCnpj(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  const text = value ?? '';
  const valid = onlyDigits(text).length > CPF_DIGITS ? isValidCnpj(text) : isValidCpf(text);
  return valid ? null : MESSAGES.invalidCpfCnpj;
}
