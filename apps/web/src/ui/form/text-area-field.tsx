// A multi-line text wired to the Form (a description, a message): the same label, hint, error and
// 'n/max Caracteres' counter as TextField, with the spec's default maximum unless the caller gives one.
import type { TextareaHTMLAttributes } from 'react';
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

export interface TextAreaFieldProps
  extends
    FieldBaseProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
    > {
  /** Shows 'n/max Caracteres' under the field. */
  counter?: boolean;
}

export function TextAreaField({
  name,
  label,
  hint,
  optional,
  counter,
  maxLength = INPUT_MAX_LENGTH_DEFAULT,
  rows = 4,
  className,
  ...inputProps
}: TextAreaFieldProps) {
  const wiring = useField({ name, hint });
  const { field } = wiring.controller;
  const value = fieldText(field.value);
  return (
    <FieldShell label={label} hint={hint} optional={optional} wiring={wiring} className={className}>
      <textarea
        {...inputProps}
        id={wiring.inputId}
        {...wiring.bindings}
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={!optional}
        aria-invalid={wiring.status === 'error'}
        aria-describedby={wiring.describedBy}
        onChange={(event) => field.onChange(event.target.value)}
        className={cn(INPUT_CLASSES, STATUS_BORDER[wiring.status])}
      />
      {counter && <CharCounter length={value.length} max={maxLength} />}
    </FieldShell>
  );
}
