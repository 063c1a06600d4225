import type { InputHTMLAttributes } from 'react';
import { INPUT_MAX_LENGTH_DEFAULT } from '@portal/domain/constants';
import { cn } from '../cn';
import {
  CharCounter,
  FieldShell,
  INPUT_CLASSES,
  STATUS_BORDER,
  useField,
  type FieldBaseProps,
  fieldText,
} from './field';

export interface TextFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  /** Runs on every change before validation (spec §5 "Formatters run on each value"), e.g. a CPF mask. */
  format?: (value: string) => string;
  /** Shows 'n/max Caracteres' under the field. */
  counter?: boolean;
}

export function TextField({
  name,
  label,
  hint,
  optional,
  format,
  counter,
  maxLength = INPUT_MAX_LENGTH_DEFAULT,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const wiring = useField({ name, hint });
  const { field } = wiring.controller;
  const value = fieldText(field.value);
  return (
    <FieldShell label={label} hint={hint} optional={optional} wiring={wiring} className={className}>
      <input
        {...inputProps}
        id={wiring.inputId}
        {...wiring.bindings}
        type={type}
        value={value}
        maxLength={maxLength}
        required={!optional}
        aria-invalid={wiring.status === 'error'}
        aria-describedby={wiring.describedBy}
        onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
        className={cn(INPUT_CLASSES, STATUS_BORDER[wiring.status])}
      />
      {counter && <CharCounter length={value.length} max={maxLength} />}
    </FieldShell>
  );
}
