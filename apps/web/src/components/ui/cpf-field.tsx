// How a CPF is typed everywhere (login, first access, recovery): masked as it is typed, numeric keypad
// on phones, and the browser's username autofill. CPF-or-CNPJ fields (a provider, an account holder) take
// either: the CPF mask up to 11 digits, the CNPJ mask beyond (spec §5: over 11 digits is a CNPJ).
import { CPF_DIGITS } from '@portal/domain/constants';
import { applyDigitMask, onlyDigits } from '@portal/domain/format/digits';
import { maskCpfInput } from '@portal/domain/format/documents';
import { TextField } from './text-field';

export function CpfField({ name = 'cpf', label = 'CPF' }: { name?: string; label?: string }) {
  return (
    <TextField
      name={name}
      label={label}
      format={maskCpfInput}
      inputMode="numeric"
      autoComplete="username"
      placeholder="000.000.000-00"
    />
  );
}

/** '123.456.789-09' while it fits a CPF, '12.345.678/0001-95' once it has more digits. */
export const maskCpfCnpjInput = (value: string): string =>
  onlyDigits(value).length > CPF_DIGITS
    ? applyDigitMask(value, '00.000.000/0000-00')
    : applyDigitMask(value, '000.000.000-00');

export function CpfCnpjField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      format={maskCpfCnpjInput}
      inputMode="numeric"
      autoComplete="off"
      maxLength={18}
    />
  );
}
