// Spec §5 "Formats": card numbers are shown as digits only, grouped.
import { onlyDigits } from './digits.js';

const GROUP = 4;

/**
 * Groups of four from the left, the last group holding what remains:
 * '00012345678901234' → '0001 2345 6789 0123 4'. Unimed prints its 17-digit carteira as
 * '0 123 456789012345 6' (operator, unit, id, DV); we use fixed groups of four because the spec does
 * not fix a layout and operators differ: groups of four read aloud and copy the same way for every one.
 */
export function maskCardNumber(value: string | number | null | undefined): string {
  const digits = onlyDigits(value);
  const groups: string[] = [];
  for (let i = 0; i < digits.length; i += GROUP) groups.push(digits.slice(i, i + GROUP));
  return groups.join(' ');
}
