// A CPF-or-CNPJ field (a provider, an account holder): the CPF mask up to 11 digits, the CNPJ mask beyond
// (spec §5: over 11 digits is a CNPJ). Its own module, apart from cpf-field: the login loads that one.
import { CPF_DIGITS } from '@portal/domain/constants';
import { applyDigitMask, onlyDigits } from '@portal/domain/format/digits';
import { TextField } from './text-field';

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
