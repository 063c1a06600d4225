// Spec §5 "Formats" and §9: CPF 000.000.000-00, CNPJ 00.000.000/0000-00, CEP 00000-000,
// phones (11) 96123-4567 / (11) 2345-6789, and the CNS as printed on the card, 000 0000 0000 0000. Input masks are progressive (see applyDigitMask).
import {
  CEP_LENGTH,
  CNPJ_DIGITS,
  CNS_DIGITS,
  CPF_DIGITS,
  PHONE_LANDLINE_DIGITS,
  PHONE_MOBILE_DIGITS,
} from '../constants.js';
import { applyDigitMask, onlyDigits } from './digits.js';

const CPF_PATTERN = '000.000.000-00';
const CNPJ_PATTERN = '00.000.000/0000-00';
const CEP_PATTERN = '00000-000';
const LANDLINE_PATTERN = '(00) 0000-0000';
const MOBILE_PATTERN = '(00) 00000-0000';
const CNS_PATTERN = '000 0000 0000 0000';

/**
 * Full format when the value has exactly `length` digits, else the value unchanged (trimmed), so a
 * malformed document shows as the member typed it rather than disappearing. A number input lost its
 * leading zeros on the way (CPF 012.345.678-90 stored as 1234567890), so numbers are padded back.
 */
function formatFixed(value: string | number | null | undefined, length: number, pattern: string): string {
  if (value === null || value === undefined) return '';
  const digits = typeof value === 'number' ? onlyDigits(value).padStart(length, '0') : onlyDigits(value);
  return digits.length === length ? applyDigitMask(digits, pattern) : String(value).trim();
}

export const formatCpf = (value: string | number | null | undefined): string =>
  formatFixed(value, CPF_DIGITS, CPF_PATTERN);

export const formatCnpj = (value: string | number | null | undefined): string =>
  formatFixed(value, CNPJ_DIGITS, CNPJ_PATTERN);

/** CPF or CNPJ by digit count: over 11 digits is a CNPJ (spec §5). */
export function formatCpfCnpj(value: string | null | undefined): string {
  return onlyDigits(value).length > CPF_DIGITS ? formatCnpj(value) : formatCpf(value);
}

/** Cartão Nacional de Saúde in the card's groups: '898 0010 9876 5436'; other values as they came. */
export const formatCns = (value: string | null | undefined): string =>
  formatFixed(value, CNS_DIGITS, CNS_PATTERN);

/** Progressive CNS mask while typing: '8980010' → '898 0010'. */
export const maskCnsInput = (value: string | null | undefined): string => applyDigitMask(value, CNS_PATTERN);

export const formatCep = (value: string | number | null | undefined): string =>
  formatFixed(value, CEP_LENGTH - 1, CEP_PATTERN);

/** '(11) 96123-4567' for 11 digits, '(11) 2345-6789' for 10, else the value unchanged. */
export function formatPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length === PHONE_MOBILE_DIGITS) return applyDigitMask(digits, MOBILE_PATTERN);
  if (digits.length === PHONE_LANDLINE_DIGITS) return applyDigitMask(digits, LANDLINE_PATTERN);
  return value?.trim() ?? '';
}

/** Progressive CPF mask while typing: '1234567' → '123.456.7'; extra digits are dropped. */
export const maskCpfInput = (value: string | null | undefined): string => applyDigitMask(value, CPF_PATTERN);

/** Progressive CEP mask while typing: '123456' → '12345-6'. */
export const maskCepInput = (value: string | null | undefined): string => applyDigitMask(value, CEP_PATTERN);

/**
 * Progressive phone mask. The third digit decides the shape as in the phone rule (6-9 mobile,
 * otherwise landline) so '(11) 96123-4' never reflows to a landline shape mid-typing; an eleventh
 * digit always gets the mobile shape so nothing typed is hidden.
 */
export function maskPhoneInput(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  const mobile = /^\d{2}[6-9]/.test(digits) || digits.length > PHONE_LANDLINE_DIGITS;
  return applyDigitMask(digits, mobile ? MOBILE_PATTERN : LANDLINE_PATTERN);
}
