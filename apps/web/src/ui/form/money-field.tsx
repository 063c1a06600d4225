// A money input (spec §5 "Formats": 'R$ 0,00'): the member types digits and the value fills from the
// cents up, as on a card machine ('1', '12', '123' → R$ 0,01, R$ 0,12, R$ 1,23), so there is no decimal
// separator to get wrong on a phone keypad. The form keeps the masked text; centsOf reads it back.
import { formatCents } from '@portal/domain/format/money';
import { onlyDigits } from '@portal/domain/format/digits';
import { TextField } from './text-field';

/** Cents are capped at 13 digits (R$ 99 bilhões): far beyond any range, and still a safe integer. */
const MAX_DIGITS = 13;

export function maskMoneyInput(value: string): string {
  const digits = onlyDigits(value).replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? formatCents(Number(digits)) : '';
}

/** The cents of a masked value; null when nothing was typed. */
export function centsOf(masked: string): number | null {
  const digits = onlyDigits(masked);
  return digits ? Number(digits) : null;
}

export function MoneyField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      format={maskMoneyInput}
      inputMode="numeric"
      autoComplete="off"
      placeholder="R$ 0,00"
      maxLength={24}
    />
  );
}
