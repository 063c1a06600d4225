// A checkbox wired to the Form: a boolean value, its label beside it, and its error (a required
// authorization) under it, tied to the box.
import type { InputHTMLAttributes } from 'react';
import { cn } from '../cn';
import { useField } from './field';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'checked' | 'onChange' | 'onBlur'
> {
  name: string;
  label: string;
  /** Runs after the value changed (e.g. to clear a field the box makes unnecessary). */
  onCheckedChange?: (checked: boolean) => void;
}

export function CheckboxField({
  name,
  label,
  onCheckedChange,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const wiring = useField({ name });
  const { field } = wiring.controller;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={wiring.inputId} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
        <input
          {...inputProps}
          id={wiring.inputId}
          {...wiring.bindings}
          type="checkbox"
          checked={field.value === true}
          aria-invalid={wiring.status === 'error' || undefined}
          aria-describedby={wiring.describedBy}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onCheckedChange?.(event.target.checked);
          }}
          // A label on two lines (a phone) must not squeeze the box.
          className="size-5 shrink-0 accent-primary"
        />
        {label}
      </label>
      {wiring.error && (
        <p id={wiring.errorId} className="text-sm font-semibold text-danger">
          {wiring.error}
        </p>
      )}
    </div>
  );
}
