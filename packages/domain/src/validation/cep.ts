// Spec §5 CEP: 9 characters '00000-000' and no lookup error.
import { CEP_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isEmptyValue, type ValidationResult } from './required.js';

const CEP_SHAPE = /^\d{5}-\d{3}$/;
const CEP_PREFIX_LENGTH = 5;

export interface CepOptions {
  /** The address lookup for this CEP failed or found nothing: the CEP is reported invalid. */
  lookupFailed?: boolean;
}

export function validateCep(
  value: string | null | undefined,
  { lookupFailed = false }: CepOptions = {},
): ValidationResult {
  if (isEmptyValue(value)) return null;
  const text = (value ?? '').trim();
  return text.length === CEP_LENGTH && CEP_SHAPE.test(text) && !lookupFailed ? null : MESSAGES.invalidCep;
}

/** The postal-code prefix: first 5 characters ('01310-100' → '01310'). */
export function cepPrefix(cep: string | null | undefined): string {
  return (cep ?? '').trim().slice(0, CEP_PREFIX_LENGTH);
}
