// How a CPF is typed everywhere (login, first access, recovery): masked as it is typed, numeric keypad
// on phones, and the browser's username autofill.
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
