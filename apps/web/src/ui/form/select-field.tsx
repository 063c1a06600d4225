// A native select wired to the Form (keyboard and screen readers for free); with no options it says
// 'Sem opções' (spec §2).
import type { SelectHTMLAttributes } from 'react';
import { MESSAGES } from '@portal/domain';
import { cn } from '../cn';
import { FieldShell, INPUT_CLASSES, STATUS_BORDER, useField, type FieldBaseProps, fieldText } from './field';

export interface SelectOption {
  label: string;
  value: string;
  isDisabled?: boolean;
}

export interface SelectFieldProps
  extends
    FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  options: readonly SelectOption[];
  /** First, empty choice shown while nothing is chosen. */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  hint,
  optional,
  options,
  placeholder = 'Selecione',
  className,
  ...selectProps
}: SelectFieldProps) {
  const wiring = useField({ name, hint });
  const { field } = wiring.controller;
  const value = fieldText(field.value);
  return (
    <FieldShell label={label} hint={hint} optional={optional} wiring={wiring} className={className}>
      <select
        {...selectProps}
        id={wiring.inputId}
        {...wiring.bindings}
        value={value}
        required={!optional}
        aria-invalid={wiring.status === 'error'}
        aria-describedby={wiring.describedBy}
        onChange={(event) => field.onChange(event.target.value)}
        className={cn(INPUT_CLASSES, STATUS_BORDER[wiring.status])}
      >
        {options.length === 0 ? (
          <option value="">{MESSAGES.noOptions}</option>
        ) : (
          <option value="">{placeholder}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.isDisabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
